/** Which task of the student page is in use, so that its time is counted (and no other's). */

/**
 * The task in use: the one last clicked, tapped or focused while any of it is on screen, else the
 * one most on screen, else none. `visible` maps task index → how much of it is on screen (its visible height, 0 when off screen).
 */
export function activeTask(
	touched: number | null,
	visible: ReadonlyMap<number, number>,
): number | null {
	if (touched !== null && (visible.get(touched) ?? 0) > 0) return touched;
	let best: number | null = null;
	let most = 0;
	for (const [index, share] of visible) {
		if (share > most) {
			best = index;
			most = share;
		}
	}
	return best;
}
