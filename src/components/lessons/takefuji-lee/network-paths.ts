/**
 * The network's moves as SVG path data: all moves in one path, the active
 * ones in another, each settled cycle in its own. One path element whose `d`
 * changes costs the browser far less per frame than hundreds of lines whose
 * classes change (12×12 has 440 moves).
 */
import type { Square } from '../../../lib/board.ts';
import type { NeuralEdges } from '../../../lib/solvers/takefuji-lee.ts';

/** A square's centre in SVG units, as the board gives it. */
export type Centre = (square: Square) => { cx: number; cy: number };

/** Returns "M x y L x y" segments for the moves whose output is 1 (every move when `outputs` is null). */
export function movesPath(
	centre: Centre,
	edges: NeuralEdges,
	outputs: ArrayLike<number> | null,
): string {
	const parts: string[] = [];
	for (let e = 0; e < edges.from.length; e++) {
		if (outputs !== null && outputs[e] !== 1) continue;
		const a = centre(edges.from[e] as Square);
		const b = centre(edges.to[e] as Square);
		parts.push(`M${String(a.cx)} ${String(a.cy)}L${String(b.cx)} ${String(b.cy)}`);
	}
	return parts.join('');
}

/** Returns a closed path through a cycle's squares in order. */
export function cyclePath(centre: Centre, cycle: readonly Square[]): string {
	return (
		cycle
			.map((square, i) => {
				const { cx, cy } = centre(square);
				return `${i === 0 ? 'M' : 'L'}${String(cx)} ${String(cy)}`;
			})
			.join('') + 'Z'
	);
}
