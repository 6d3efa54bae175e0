/**
 * Time per task on the student page: the task in use is the one last clicked, tapped or focused
 * while it is on screen, else the one most on screen; its time is counted every second while the
 * page is visible, and saved when the page is hidden or closed.
 */

/**
 * The task in use: the one last clicked, tapped or focused while any of it is on screen, else the
 * one most on screen, else none. `visible` maps task index → how much of it is on screen (its
 * visible height, 0 when off screen).
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

/** What the clock drives: the student's work. */
export interface Clocked {
	/** Counts the time since the last tick to a task (null: none in use). */
	tick(active: number | null): void;
	/** Saves now. */
	flush(): void;
}

/** The index of the task section (`data-task`) holding an element, or null. */
function taskOf(target: EventTarget | null): number | null {
	const section = target instanceof Element ? target.closest('[data-task]') : null;
	return section === null ? null : Number(section.getAttribute('data-task'));
}

/** Watches which task is in use and ticks the work's clock. */
export class TaskClock {
	readonly #work: Clocked;
	/** How much of each task is on screen (plain data: only the clock reads it). */
	readonly #visible = new Map<number, number>();
	#touched: number | null = null;

	constructor(work: Clocked) {
		this.#work = work;
	}

	/** Watches the task sections (`[data-task]`) inside `list`; returns the cleanup (an attachment). */
	watch(list: HTMLElement): () => void {
		const observer = new IntersectionObserver(
			(entries) => {
				for (const entry of entries) {
					const index = taskOf(entry.target);
					if (index === null) continue;
					this.#visible.set(index, entry.isIntersecting ? entry.intersectionRect.height : 0);
				}
			},
			{ threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] },
		);
		this.#visible.clear();
		for (const section of list.querySelectorAll('[data-task]')) observer.observe(section);
		const touch = (event: Event): void => {
			this.#touched = taskOf(event.target);
		};
		list.addEventListener('focusin', touch);
		list.addEventListener('pointerdown', touch);
		return () => {
			observer.disconnect();
			list.removeEventListener('focusin', touch);
			list.removeEventListener('pointerdown', touch);
		};
	}

	/** Ticks every second while the page is visible, and saves as it is hidden or left; returns stop. */
	start(): () => void {
		const tick = (): void => {
			const shown = document.visibilityState === 'visible';
			this.#work.tick(shown ? activeTask(this.#touched, this.#visible) : null);
		};
		const leave = (): void => {
			tick();
			this.#work.flush();
		};
		const timer = setInterval(tick, 1000);
		document.addEventListener('visibilitychange', leave);
		window.addEventListener('pagehide', leave);
		return () => {
			clearInterval(timer);
			document.removeEventListener('visibilitychange', leave);
			window.removeEventListener('pagehide', leave);
			leave();
		};
	}
}
