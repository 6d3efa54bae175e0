/**
 * Searches for the base tours of the divide-and-conquer solver and prints the
 * data module `src/lib/solvers/base-tours.ts`:
 *
 *   node_modules/.bin/node scripts/find-base-tours.ts > src/lib/solvers/base-tours.ts
 *
 * Blocks (5..14 on a side): every block's tour must let its neighbours join it
 * by the two-edge swap. The joins use each block's own corner moves (a corner
 * of a block has only two moves inside it, so every tour of the block uses
 * both), plus one constraint: square (1,1) of the block is entered from (3,0)
 * and left to (0,3). Odd×odd blocks are open paths whose ends are not on the
 * top-right or bottom-left corner, whose moves the joins delete.
 *
 * Strips of 3 and 4 rows are chains of blocks along the strip. No two-edge
 * swap fits in 3 rows (the four squares would need a fourth row), so each
 * further 3-row block is an open path spliced into one move of the block
 * before it (delete the move x–y, join x to the path's start and y to its
 * end). 4-row boards have no closed tours and their paths cannot be spliced
 * either (see findStrip4), so the first 4-row block is a path with both ends
 * at its right side and each further block carries both ends on. The search
 * tries every small geometry in turn and keeps the first for which all the
 * needed tours exist.
 *
 * The search is randomized depth-first search in Warnsdorff order with a node
 * budget and restarts, seeded, so the output is the same on every run.
 */
import { createBoard } from '../src/lib/board.ts';
import { createRandom, type Random } from '../src/lib/random.ts';
import { encodeTour, verifyTour } from '../src/lib/tour.ts';

type Cell = readonly [number, number];
type Edge = readonly [Cell, Cell];

/** What a search must produce on one rows×cols board. */
interface Spec {
	rows: number;
	cols: number;
	closed: boolean;
	/** Moves the tour must contain. */
	required: readonly Edge[];
	/** Open tours: the first square, when fixed. */
	first?: Cell;
	/** Open tours: the last square, when fixed (needs `first`). */
	last?: Cell;
	/**
	 * Open tours: a step that need not be a knight's move, so that the result is
	 * two paths (first…jump[0] and jump[1]…last) that cover the board together.
	 */
	jump?: Edge;
	/** Open tours: squares that must not be an end. */
	forbiddenEnds?: readonly Cell[];
}

const MOVES: readonly Cell[] = [
	[-2, 1],
	[-1, 2],
	[1, 2],
	[2, 1],
	[2, -1],
	[1, -2],
	[-1, -2],
	[-2, -1],
];

/** Builds the knight's graph of a rows×cols board as neighbour lists. */
function knightGraph(rows: number, cols: number): number[][] {
	const graph: number[][] = [];
	for (let r = 0; r < rows; r++) {
		for (let c = 0; c < cols; c++) {
			const list: number[] = [];
			for (const [dr, dc] of MOVES) {
				const rr = r + dr;
				const cc = c + dc;
				if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) list.push(rr * cols + cc);
			}
			graph.push(list);
		}
	}
	return graph;
}

/** Tells whether two cells are a knight's move apart. */
function isKnightMove(a: Cell, b: Cell): boolean {
	const dr = Math.abs(a[0] - b[0]);
	const dc = Math.abs(a[1] - b[1]);
	return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
}

/** Tells whether a tour (as squares) contains the move between squares a and b. */
function hasMove(tour: ArrayLike<number>, closed: boolean, a: number, b: number): boolean {
	const n = tour.length;
	for (let i = 0; i < n; i++) {
		if (!closed && i === n - 1) break;
		const x = tour[i];
		const y = tour[(i + 1) % n];
		if ((x === a && y === b) || (x === b && y === a)) return true;
	}
	return false;
}

/** Returns the cell of a square of the spec's board. */
function cellOf(spec: Spec, square: number): Cell {
	return [Math.floor(square / spec.cols), square % spec.cols];
}

/** Checks a found tour against everything its spec asks for. */
function meetsSpec(spec: Spec, tour: Int32Array): boolean {
	const board = createBoard(spec.rows, spec.cols);
	const sq = (c: Cell): number => c[0] * spec.cols + c[1];
	if (spec.jump === undefined) {
		if (!verifyTour(board, tour, { closed: spec.closed }).ok) return false;
	} else {
		const cut = Array.from(tour).indexOf(sq(spec.jump[0])) + 1;
		if (tour[cut] !== sq(spec.jump[1])) return false;
		const seen = new Set(tour);
		if (seen.size !== tour.length || tour.length !== board.size) return false;
		for (let i = 1; i < tour.length; i++) {
			if (i !== cut && !isKnightMove(cellOf(spec, tour[i - 1] ?? 0), cellOf(spec, tour[i] ?? 0))) {
				return false;
			}
		}
	}
	for (const [a, b] of spec.required) if (!hasMove(tour, spec.closed, sq(a), sq(b))) return false;
	if (!spec.closed) {
		const first = tour[0] ?? -1;
		const last = tour[tour.length - 1] ?? -1;
		if (spec.first !== undefined && first !== sq(spec.first)) return false;
		if (spec.last !== undefined && last !== sq(spec.last)) return false;
		for (const c of spec.forbiddenEnds ?? []) if (first === sq(c) || last === sq(c)) return false;
	}
	return true;
}

/** Runs one budgeted depth-first search for a tour meeting `spec`; null when the budget runs out. */
function searchOnce(spec: Spec, random: Random, budget: number): Int32Array | null {
	const { rows, cols, closed } = spec;
	const n = rows * cols;
	const graph = knightGraph(rows, cols);
	const sq = (c: Cell): number => c[0] * cols + c[1];
	const partners: number[][] = Array.from({ length: n }, () => []);
	const required = [...spec.required];
	if (spec.jump !== undefined) {
		const [a, b] = spec.jump;
		graph[sq(a)]?.push(sq(b));
		graph[sq(b)]?.push(sq(a));
		required.push(spec.jump);
	}
	for (const [a, b] of required) {
		partners[sq(a)]?.push(sq(b));
		partners[sq(b)]?.push(sq(a));
	}
	const forbidden = new Set((spec.forbiddenEnds ?? []).map(sq));
	const end = spec.last === undefined ? -1 : sq(spec.last);
	let start: number;
	if (spec.first !== undefined) start = sq(spec.first);
	else if (!closed) start = 0;
	else if (spec.required.length > 0) start = sq((spec.required[0] as Edge)[0]);
	else start = 0;
	if (!closed && forbidden.has(start)) return null;
	const visited = new Uint8Array(n);
	const free = Int32Array.from(graph, (list) => list.length);
	const path = new Int32Array(n);
	let nodes = 0;
	const adjacent = (a: number, b: number): boolean => (graph[a] as number[]).includes(b);

	/** Marks a square visited. */
	const visit = (v: number): void => {
		visited[v] = 1;
		for (const u of graph[v] as number[]) (free[u] as number)--;
	};
	/** Takes a visit back. */
	const unvisit = (v: number): void => {
		visited[v] = 0;
		for (const u of graph[v] as number[]) (free[u] as number)++;
	};
	/** Extends the path from position `depth - 1`; true when a tour is complete. */
	const extend = (depth: number): boolean => {
		if (nodes++ > budget) return false;
		const head = path[depth - 1] as number;
		if (depth === n) {
			if (closed && !adjacent(head, start)) return false;
			return meetsSpec(spec, path);
		}
		const previous = depth >= 2 ? (path[depth - 2] as number) : -1;
		const pending = (partners[head] as number[]).filter((r) => r !== previous);
		const options: number[] = [];
		for (const next of graph[head] as number[]) {
			if (visited[next] === 1) continue;
			if (next === end && depth !== n - 1) continue;
			const unmet = pending.filter((r) => r !== next).length;
			// The start of a cycle may meet one required partner through the closing move.
			if (unmet > (closed && depth === 1 ? 1 : 0)) continue;
			const last = depth === n - 1;
			const ok = (partners[next] as number[]).every(
				(r) => visited[r] === 0 || r === head || (closed && last && r === start),
			);
			if (ok) options.push(next);
		}
		const keyed = options.map((v) => ({ v, key: (free[v] as number) + random() * 0.9 }));
		keyed.sort((a, b) => a.key - b.key);
		for (const { v } of keyed) {
			visit(v);
			path[depth] = v;
			if (survives(head, v, depth + 1) && extend(depth + 1)) return true;
			unvisit(v);
			if (nodes > budget) return false;
		}
		return false;
	};
	/** Tells whether every unvisited neighbour of the old head can still be finished. */
	const survives = (oldHead: number, newHead: number, depth: number): boolean => {
		if (depth === n) return true;
		let lonely = 0;
		for (const u of graph[oldHead] as number[]) {
			if (visited[u] === 1) continue;
			const links =
				(free[u] as number) +
				(adjacent(u, newHead) ? 1 : 0) +
				(closed && adjacent(u, start) ? 1 : 0);
			if (closed) {
				if (links < 2) return false;
			} else if (links < 1) return false;
			else if (links === 1) {
				if (end >= 0 && u !== end) return false;
				if (forbidden.has(u)) return false;
				lonely++;
				if (lonely > 1) return false;
			}
		}
		return true;
	};
	path[0] = start;
	visit(start);
	return extend(1) ? path : null;
}

/** Searches with restarts until a tour meets `spec`; null after `tries` failures. */
function search(spec: Spec, seed: number, budget = 200_000, tries = 200): Int32Array | null {
	const random = createRandom(seed);
	for (let t = 0; t < tries; t++) {
		const tour = searchOnce(spec, random, budget);
		if (tour !== null) return tour;
	}
	return null;
}

/** Returns a cell given relative to the right side (negative column) as a column of a width-`w` board. */
function fromRight(cell: Cell, w: number): Cell {
	return [cell[0], cell[1] < 0 ? w + cell[1] : cell[1]];
}

/** Encodes a found tour (or a piece of one) on a rows×cols board. */
function encode(rows: number, cols: number, tour: ArrayLike<number>): string {
	return encodeTour(createBoard(rows, cols), tour);
}

/** Searches with a fresh seed per spec, throwing when nothing is found (the output would be unusable). */
function mustFind(spec: Spec, seed: number, budget?: number, tries?: number): Int32Array {
	const tour = search(spec, seed, budget, tries);
	if (tour === null) throw new Error(`No tour found for ${JSON.stringify(spec)}`);
	return tour;
}

/** Lists cells of the last (negative) or first (non-negative) `span` columns of a strip. */
function sideCells(rows: number, span: number, right: boolean): Cell[] {
	const cells: Cell[] = [];
	for (let c = 0; c < span; c++) {
		for (let r = 0; r < rows; r++) cells.push([r, right ? -1 - c : c]);
	}
	return cells;
}

const MAX_BLOCK = 14;
const CORNER_CONSTRAINT: readonly Edge[] = [
	[
		[1, 1],
		[3, 0],
	],
	[
		[1, 1],
		[0, 3],
	],
];

/** Finds a tour for every block shape h×w, 5 ≤ h ≤ w ≤ MAX_BLOCK, that meets the corner constraint. */
function findBlocks(): Map<string, string> {
	const blocks = new Map<string, string>();
	for (let h = 5; h <= MAX_BLOCK; h++) {
		for (let w = h; w <= MAX_BLOCK; w++) {
			const closed = (h * w) % 2 === 0;
			const spec: Spec = {
				rows: h,
				cols: w,
				closed,
				required: CORNER_CONSTRAINT,
				forbiddenEnds: closed
					? []
					: [
							[0, w - 1],
							[h - 1, 0],
						],
			};
			blocks.set(`${String(h)}x${String(w)}`, encode(h, w, mustFind(spec, h * 100 + w)));
		}
	}
	return blocks;
}

/** The 3-row splice: the move x–y near a block's right side, the next block's path p…q. */
interface Strip3 {
	x: Cell;
	y: Cell;
	p: Cell;
	q: Cell;
	splice: string;
	cycles: Map<number, string>;
	paths: Map<number, string>;
}

const STRIP3_SPLICE_WIDTH = 4;
const STRIP3_CYCLES = [10, 12];
const STRIP3_PATHS = [7, 9];

/** Finds a splice geometry for 3-row strips and the tours that fit it. */
function findStrip3(): Strip3 {
	const w = STRIP3_SPLICE_WIDTH;
	const left = sideCells(3, 3, true);
	const right = sideCells(3, 3, false);
	for (const x of left) {
		for (const y of left) {
			if (!isKnightMove(x, y)) continue;
			for (const p of right) {
				for (const q of right) {
					if (p === q || !isKnightMove(x, p) || !isKnightMove(y, q)) continue;
					const edge = (width: number): Edge => [fromRight(x, width), fromRight(y, width)];
					const exhaustive = 10_000_000;
					const splice = search(
						{ rows: 3, cols: w, closed: false, required: [edge(w)], first: p, last: q },
						1,
						exhaustive,
						1,
					);
					if (splice === null) continue;
					const cycles = new Map<number, string>();
					const paths = new Map<number, string>();
					for (const [widths, closed, into] of [
						[STRIP3_CYCLES, true, cycles],
						[STRIP3_PATHS, false, paths],
					] as const) {
						for (const width of widths) {
							const spec: Spec = { rows: 3, cols: width, closed, required: [edge(width)] };
							const tour = search(spec, width, exhaustive, 1);
							if (tour !== null) into.set(width, encode(3, width, tour));
						}
					}
					if (cycles.size === STRIP3_CYCLES.length && paths.size === STRIP3_PATHS.length) {
						return { x, y, p, q, splice: encode(3, w, splice), cycles, paths };
					}
				}
			}
		}
	}
	throw new Error('No 3-row splice found.');
}

/** The 4-row extension: path ends e1, e2 near the right side, the next block's paths p1…, p2…. */
interface Strip4 {
	e1: Cell;
	e2: Cell;
	p1: Cell;
	p2: Cell;
	middle: [string, string];
	hairpins: Map<number, string>;
}

const STRIP4_MIDDLE_WIDTH = 4;
const STRIP4_STARTS = [5, 6, 7, 8];

/**
 * Finds an extension geometry for 4-row strips. Every open tour of a 4-row
 * board has both ends on the outer rows and exactly one move between the two
 * inner rows (Pósa's colouring argument), so no block can be spliced into a
 * move of another, and no end can meet another end. Instead the first block is
 * a path with both ends at its right side, and every further block is covered
 * by two paths that carry both ends on to its own right side.
 */
function findStrip4(): Strip4 {
	const w = STRIP4_MIDDLE_WIDTH;
	const outer = sideCells(4, 2, true).filter(([r]) => r === 0 || r === 3);
	const inner = sideCells(4, 2, false).filter(([r]) => r === 1 || r === 2);
	const exhaustive = 10_000_000;
	for (const e1 of outer) {
		for (const e2 of outer) {
			if (e1 === e2) continue;
			for (const p1 of inner) {
				for (const p2 of inner) {
					if (p1 === p2 || !isKnightMove(e1, p1) || !isKnightMove(e2, p2)) continue;
					const f1 = fromRight(e1, w);
					const f2 = fromRight(e2, w);
					const spec: Spec = {
						rows: 4,
						cols: w,
						closed: false,
						required: [],
						first: p1,
						jump: [f1, p2],
						last: f2,
					};
					const middle = search(spec, 1, exhaustive, 1);
					if (middle === null) continue;
					const hairpins = new Map<number, string>();
					for (const width of STRIP4_STARTS) {
						const hairpin = search(
							{
								rows: 4,
								cols: width,
								closed: false,
								required: [],
								first: fromRight(e1, width),
								last: fromRight(e2, width),
							},
							width,
							exhaustive,
							1,
						);
						if (hairpin !== null) hairpins.set(width, encode(4, width, hairpin));
					}
					if (hairpins.size < STRIP4_STARTS.length) continue;
					const cut = Array.from(middle).indexOf(f1[0] * w + f1[1]) + 1;
					return {
						e1,
						e2,
						p1,
						p2,
						middle: [encode(4, w, middle.slice(0, cut)), encode(4, w, middle.slice(cut))],
						hairpins,
					};
				}
			}
		}
	}
	throw new Error('No 4-row extension found.');
}

/** Writes a cell as TypeScript. */
function cellText(cell: Cell): string {
	return `[${String(cell[0])}, ${String(cell[1])}]`;
}

/** Writes `key: 'value',` at a depth of tabs, on two lines when one would pass Prettier's width of 100. */
function entryText(depth: number, key: string, value: string): string {
	const indent = '\t'.repeat(depth);
	const line = `${indent}${key}: '${value}',`;
	if (line.length + depth > 100) return `${indent}${key}:\n${indent}\t'${value}',`;
	return line;
}

/** Writes a map of widths to codes as TypeScript object lines. */
function mapText(map: Map<number, string>, depth: number): string {
	return [...map].map(([k, v]) => entryText(depth, String(k), v)).join('\n');
}

/** Finds everything and prints the data module. */
function main(): void {
	const blocks = findBlocks();
	const strip3 = findStrip3();
	const open3x8 = mustFind({ rows: 3, cols: 8, closed: false, required: [] }, 38);
	const strip4 = findStrip4();
	const lines = [
		'/**',
		' * Base tours of the divide-and-conquer solver. GENERATED by',
		' * scripts/find-base-tours.ts (a seeded search; see that file for the method):',
		' *',
		' *   node_modules/.bin/node scripts/find-base-tours.ts > src/lib/solvers/base-tours.ts',
		' *',
		' * Do not edit by hand. Each tour is an `encodeTour` code (src/lib/tour.ts) on',
		' * its own board. Cells are [row, col]; a negative col counts from the right',
		' * side (-1 is the last column).',
		' */',
		'',
		'/** A [row, col] pair; a negative col counts from the right side. */',
		'export type Cell = readonly [number, number];',
		'',
		'/**',
		' * A tour of every block h×w with 5 ≤ h ≤ w ≤ ' +
			String(MAX_BLOCK) +
			', keyed `${h}x${w}`: closed when',
		' * hw is even, else an open path with no end on the top-right or bottom-left',
		' * corner. In every one, square (1, 1) is entered from (3, 0) and left to (0, 3).',
		' */',
		'export const BLOCK_TOURS: Readonly<Record<string, string>> = {',
		...[...blocks].map(([k, v]) => entryText(1, `'${k}'`, v)),
		'};',
		'',
		'/**',
		' * 3-row strips: the move x–y of a block (x, y near its right side) makes way',
		' * for the next block, a 3×' +
			String(STRIP3_SPLICE_WIDTH) +
			' path from p to q (near its left side):',
		' * x joins p and y joins q. `splice` also holds the move x–y, and so do the',
		' * first blocks: `cycles` (closed) and `paths` (open), keyed by width.',
		' */',
		'export const STRIP3 = {',
		`\tx: ${cellText(strip3.x)} as Cell,`,
		`\ty: ${cellText(strip3.y)} as Cell,`,
		`\tp: ${cellText(strip3.p)} as Cell,`,
		`\tq: ${cellText(strip3.q)} as Cell,`,
		`\twidth: ${String(STRIP3_SPLICE_WIDTH)},`,
		`\tsplice: '${strip3.splice}',`,
		'\tcycles: {',
		mapText(strip3.cycles, 2),
		'\t} as Readonly<Record<number, string>>,',
		'\tpaths: {',
		mapText(strip3.paths, 2),
		'\t} as Readonly<Record<number, string>>,',
		'};',
		'',
		'/** An open tour of 3×8, which the 3-row strips do not reach. */',
		`export const OPEN_3X8 = '${encode(3, 8, open3x8)}';`,
		'',
		'/**',
		' * 4-row strips: the first block (`hairpins`, keyed by width) is a path from e1',
		' * to e2, both near its right side; each further block is 4×' +
			String(STRIP4_MIDDLE_WIDTH) +
			', covered by',
		' * two paths (`middle`) from p1 and p2 (joined to e1 and e2 of the block before)',
		' * to e1 and e2 of its own.',
		' */',
		'export const STRIP4 = {',
		`\te1: ${cellText(strip4.e1)} as Cell,`,
		`\te2: ${cellText(strip4.e2)} as Cell,`,
		`\tp1: ${cellText(strip4.p1)} as Cell,`,
		`\tp2: ${cellText(strip4.p2)} as Cell,`,
		`\twidth: ${String(STRIP4_MIDDLE_WIDTH)},`,
		`\tmiddle: ['${strip4.middle[0]}', '${strip4.middle[1]}'] as const,`,
		'\thairpins: {',
		mapText(strip4.hairpins, 2),
		'\t} as Readonly<Record<number, string>>,',
		'};',
		'',
	];
	process.stdout.write(lines.join('\n'));
}

main();
