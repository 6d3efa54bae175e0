import { describe, expect, test } from 'vitest';
import { countTours, createBoard, neighbors, type Board } from '../../../src/lib/index.ts';
import {
	MAX_TRACE_SQUARES,
	traceFrontier,
	type FrontierCell,
	type TraceEdge,
} from '../../../src/lib/counting/frontier-trace.ts';
import { sweepOrder } from '../../../src/lib/counting/frontier.ts';
import { bruteForcePaths } from '../solvers/helpers.ts';

/** Every board from 1×1 to 4×4, and 3×5 … 3×8, 4×5. */
const boards: [number, number][] = [];
for (let r = 1; r <= 4; r++) for (let c = r; c <= 4; c++) boards.push([r, c]);
boards.push([3, 5], [3, 6], [3, 7], [3, 8], [4, 5], [5, 3]);

/**
 * Works out, independently of the sweep, the frontier cells a drawing leaves: each square's degree,
 * and for a square with one edge, where its piece of path leads (another frontier square, or a
 * square that has left the frontier, which is then a fixed end of the tour).
 */
function cellsOf(edges: readonly TraceEdge[], frontier: readonly number[]): FrontierCell[] {
	const links = new Map<number, number[]>();
	for (const [a, b] of edges) {
		links.set(a, [...(links.get(a) ?? []), b]);
		links.set(b, [...(links.get(b) ?? []), a]);
	}
	/** Follows the piece from a loose end to its other end. */
	const otherEnd = (from: number): number => {
		let previous = -1;
		let at = from;
		for (;;) {
			const next = (links.get(at) ?? []).find((s) => s !== previous);
			if (next === undefined || (at !== from && (links.get(at) ?? []).length === 1)) return at;
			previous = at;
			at = next;
		}
	};
	const names = new Map<number, string>();
	return frontier.map((s) => {
		const degree = (links.get(s) ?? []).length;
		if (degree === 0) return 'empty';
		if (degree === 2) return 'full';
		const end = otherEnd(s);
		if (!frontier.includes(end)) return 'end';
		const name = names.get(end) ?? String.fromCharCode(65 + names.size / 2);
		names.set(s, name);
		names.set(end, name);
		return name;
	});
}

describe('traceFrontier(board, { closed })', () => {
	test.each(boards.flatMap(([r, c]) => [true, false].map((closed) => [r, c, closed] as const)))(
		'%i×%i closed=%s: the final count equals countTours and a brute-force search',
		(rows, cols, closed) => {
			const board = createBoard(rows, cols);
			const trace = traceFrontier(board, { closed });
			expect(trace.count).toBe(countTours(board, { closed }));
			expect(trace.count).toBe(BigInt(Math.ceil(bruteForcePaths(board, closed) / 2)));
		},
	);

	test.each([
		[4, 5, [7]],
		[3, 7, [10]],
		[4, 4, [0, 15]],
		[5, 4, [9]],
	] as const)('%i×%i with holes %j: the count equals countTours', (rows, cols, holes) => {
		const board = createBoard(rows, cols, { holes });
		for (const closed of [true, false]) {
			expect(traceFrontier(board, { closed }).count).toBe(countTours(board, { closed }));
		}
	});

	test.each([
		[3, 4, false],
		[3, 5, false],
		[4, 4, true],
		[3, 8, true],
	] as const)(
		'%i×%i closed=%s: each state is the one its example drawings leave',
		(rows, cols, closed) => {
			const board = createBoard(rows, cols);
			const trace = traceFrontier(board, { closed });
			expect(trace.order).toEqual(sweepOrder(board));
			for (const step of trace.steps) {
				let total = 0n;
				for (const state of step.states) {
					total += state.ways;
					expect(state.cells).toHaveLength(step.frontier.length);
					expect(state.drawings.length).toBe(state.ways > 1n ? 2 : 1);
					for (const drawing of state.drawings) {
						expectPartialDrawing(board, drawing, step.swept);
						expect(cellsOf(drawing, step.frontier)).toEqual(state.cells);
					}
				}
				expect(step.drawings).toBe(total);
				// Most ways first.
				const ways = step.states.map((s) => s.ways);
				expect([...ways].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(ways);
			}
		},
	);

	test('on 3×4 open the sweep keeps 34 states at most, and merges drawings from square 8 on', () => {
		const trace = traceFrontier(createBoard(3, 4), { closed: false });
		// Independent: the states kept never outnumber the drawings, and merging shows as fewer.
		const merged = trace.steps.findIndex((s) => BigInt(s.states.length) < s.drawings);
		expect(merged).toBe(7);
		expect(Math.max(...trace.steps.map((s) => s.states.length))).toBe(34);
		expect(trace.steps.at(-1)?.completed).toBe(8n);
	});

	test('drawings: false keeps no example drawings and counts the same', () => {
		const board = createBoard(3, 10);
		const trace = traceFrontier(board, { closed: true, drawings: false });
		expect(trace.count).toBe(16n);
		expect(trace.steps.every((s) => s.states.every((x) => x.drawings.length === 0))).toBe(true);
	});

	test('bad arguments throw clear errors', () => {
		expect(() => traceFrontier(createBoard(3, 4), { closed: 'yes' as never })).toThrow(
			/traceFrontier: options.closed/,
		);
		expect(() => traceFrontier(createBoard(3, 4), null as never)).toThrow(/traceFrontier: options/);
		expect(() => traceFrontier(createBoard(20, 20), { closed: true })).toThrow(RangeError);
		expect(MAX_TRACE_SQUARES).toBeLessThan(400);
	});
});

/** Checks that a drawing uses knight's moves between swept squares, at most two at a square, no cycle. */
function expectPartialDrawing(
	board: Board,
	edges: readonly TraceEdge[],
	swept: readonly number[],
): void {
	const degree = new Map<number, number>();
	for (const [a, b] of edges) {
		expect(neighbors(board, a)).toContain(b);
		expect(swept).toContain(a);
		expect(swept).toContain(b);
		degree.set(a, (degree.get(a) ?? 0) + 1);
		degree.set(b, (degree.get(b) ?? 0) + 1);
	}
	for (const d of degree.values()) expect(d).toBeLessThanOrEqual(2);
}
