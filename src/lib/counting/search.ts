/**
 * Counting tours by exhaustive depth-first search, for boards small enough to
 * enumerate. The search is the pruned one of solvers/backtracking.ts without
 * its bookkeeping: it refuses a move only when no tour can follow it, so the
 * count stays exact. A move is refused when it strands an unvisited square
 * (no way in), or leaves two squares that could only be the last square, or
 * one that may not be last (in a closed tour, the last square must be a leap
 * from the first).
 */
import type { Board, Square } from '../board.ts';
import { graphOf } from '../solvers/graph.ts';
import type { CountProgress } from './types.ts';

/** One piece of a search: tours from `start` whose last square is allowed by `endOk`. */
interface Task {
	start: Square;
	/** The forced second square, or −1 for any. */
	second: Square;
	/** `endOk[s] === 1` when the tour may end on s. */
	endOk: Uint8Array;
}

/** A start of a path to count on from: its squares, and the square it showed must come last (−1: none). */
export interface Piece {
	path: Square[];
	must: Square;
}

/** Counts paths through every square: the core loop shared by every counting search. */
export class PathCounter {
	private readonly offsets: Int32Array;
	private readonly adjacency: Int32Array;
	private readonly visited: Uint8Array;
	private readonly onward: Int8Array;
	private readonly total: number;
	private endOk: Uint8Array;
	private endsLeft = 0;
	/** The path so far, square by square (what `split` records). */
	private readonly trail: Int32Array;
	/** While splitting, the path length at which the search records a piece and goes no deeper. */
	private splitAt = -1;
	private pieces: Piece[] = [];
	/** Positions visited so far, a measure of the work done. */
	nodes = 0;

	/** Prepares the counter for a board. */
	constructor(board: Board) {
		const { offsets, adjacency } = graphOf(board);
		this.offsets = offsets;
		this.adjacency = adjacency;
		this.total = board.size - board.holeCount;
		this.visited = new Uint8Array(board.size);
		if (board.holes !== null) this.visited.set(board.holes);
		this.onward = new Int8Array(board.size);
		for (let s = 0; s < board.size; s++) {
			this.onward[s] = (offsets[s + 1] ?? 0) - (offsets[s] ?? 0);
		}
		this.endOk = new Uint8Array(board.size);
		this.trail = new Int32Array(board.size);
	}

	/** Counts the paths through every square that begin `start, second` and end where `endOk` allows. */
	count(start: Square, second: Square, endOk: Uint8Array): number {
		this.setEnds(endOk);
		if (this.total === 1) return endOk[start] === 1 ? 1 : 0;
		this.place(start);
		this.trail[0] = start;
		let found = 0;
		if (second < 0) found = this.extend(start, 1, -1);
		else if (this.total === 2) found = endOk[second] === 1 ? 1 : 0;
		else if ((this.onward[second] ?? 0) > 0) found = this.moveTo(start, second, 1, -1);
		this.unplace(start);
		return found;
	}

	/**
	 * Cuts `count(start, second, endOk)` into pieces: the paths of `length` squares the search
	 * would go on from, each with what it has learnt (`countPiece` counts one). Tours shorter than
	 * `length` are counted here, in `found`. The pieces' counts add up to the whole count.
	 */
	split(
		start: Square,
		second: Square,
		endOk: Uint8Array,
		length: number,
	): { pieces: Piece[]; found: number } {
		this.splitAt = length;
		this.pieces = [];
		try {
			const found = this.count(start, second, endOk);
			return { pieces: this.pieces, found };
		} finally {
			this.splitAt = -1;
		}
	}

	/** Counts the tours that go on from one piece of `split` (with the same `endOk`). */
	countPiece(piece: Piece, endOk: Uint8Array): number {
		this.setEnds(endOk);
		for (const square of piece.path) this.place(square);
		const found = this.extend(
			piece.path[piece.path.length - 1] as Square,
			piece.path.length,
			piece.must,
		);
		for (const square of piece.path) this.unplace(square);
		return found;
	}

	/** Takes the allowed last squares and counts those not yet visited. */
	private setEnds(endOk: Uint8Array): void {
		this.endOk = endOk;
		this.endsLeft = 0;
		for (let s = 0; s < endOk.length; s++) {
			if (endOk[s] === 1 && this.visited[s] === 0) this.endsLeft++;
		}
	}

	/** Marks a square visited and takes it from its neighbours' onward counts. */
	private place(square: Square): void {
		this.visited[square] = 1;
		if (this.endOk[square] === 1) this.endsLeft--;
		for (let k = this.offsets[square] ?? 0; k < (this.offsets[square + 1] ?? 0); k++) {
			const next = this.adjacency[k] as Square;
			this.onward[next] = (this.onward[next] ?? 0) - 1;
		}
	}

	/** Undoes `place`. */
	private unplace(square: Square): void {
		this.visited[square] = 0;
		if (this.endOk[square] === 1) this.endsLeft++;
		for (let k = this.offsets[square] ?? 0; k < (this.offsets[square + 1] ?? 0); k++) {
			const next = this.adjacency[k] as Square;
			this.onward[next] = (this.onward[next] ?? 0) + 1;
		}
	}

	/** Tells whether two squares are one leap apart. */
	private isLeap(a: Square, b: Square): boolean {
		for (let k = this.offsets[a] ?? 0; k < (this.offsets[a + 1] ?? 0); k++) {
			if (this.adjacency[k] === b) return true;
		}
		return false;
	}

	/** Counts the completions of a path of `depth` squares ending on `at`; `forced` is a known last square. */
	private extend(at: Square, depth: number, forced: Square): number {
		if (depth === this.splitAt) {
			this.pieces.push({ path: Array.from(this.trail.subarray(0, depth)), must: forced });
			return 0;
		}
		let found = 0;
		const end = this.offsets[at + 1] ?? 0;
		for (let k = this.offsets[at] ?? 0; k < end; k++) {
			const next = this.adjacency[k] as Square;
			if (this.visited[next] === 1) continue;
			if (depth + 1 === this.total) {
				if (this.endOk[next] === 1) found++;
				continue;
			}
			// Not the last square, so it needs a way on, and the tour still needs somewhere to end.
			if ((this.onward[next] ?? 0) === 0 || next === forced) continue;
			found += this.moveTo(at, next, depth, forced);
		}
		return found;
	}

	/** Moves from `at` to `next` (not the last square) and counts the completions. */
	private moveTo(at: Square, next: Square, depth: number, forced: Square): number {
		this.place(next);
		this.trail[depth] = next;
		this.nodes++;
		let found = 0;
		let must = forced;
		let hopeless = this.endsLeft === 0;
		// Leaving `at` takes a way in from its unvisited neighbours; one left with no way in is
		// stranded, and one left with a single way in can only be the last square.
		const end = this.offsets[at + 1] ?? 0;
		for (let k = this.offsets[at] ?? 0; k < end && !hopeless; k++) {
			const y = this.adjacency[k] as Square;
			if (this.visited[y] === 1) continue;
			const links = (this.onward[y] ?? 0) + (this.isLeap(next, y) ? 1 : 0);
			if (links === 0) hopeless = true;
			else if (links === 1 && y !== must) {
				if (must >= 0 || this.endOk[y] !== 1) hopeless = true;
				else must = y;
			}
		}
		if (!hopeless) found = this.extend(next, depth + 1, must);
		this.unplace(next);
		return found;
	}
}

/** How many squares a piece of the search starts with (see `PathCounter.split`). */
const SPLIT_LENGTH = 8;

/** Options of the counting search. */
export interface SearchCountOptions {
	closed: boolean;
	/** Count directed tours from this square instead of undirected tours. */
	start?: Square | undefined;
}

/**
 * Counts undirected tours (or, with `start`, directed tours from it) by
 * exhaustive search, yielding progress between pieces of the search.
 */
export function* searchCountSteps(
	board: Board,
	options: SearchCountOptions,
): Generator<CountProgress, bigint> {
	const squares: Square[] = [];
	for (let s = 0; s < board.size; s++) if (board.holes?.[s] !== 1) squares.push(s);
	const total = squares.length;
	if (total === 0) return 0n;
	if (total === 1) return options.closed ? 0n : 1n;
	const { offsets, adjacency } = graphOf(board);
	const neighborsOf = (s: Square): Square[] =>
		Array.from(adjacency.subarray(offsets[s] ?? 0, offsets[s + 1] ?? 0));
	const tasks: Task[] = [];
	if (options.closed) {
		// A cycle through the square of fewest leaps uses two of its neighbours, a before b in the
		// neighbour list: go out through a, come back from b, and each cycle is met exactly once.
		let hub = squares[0] as Square;
		for (const s of squares) if (neighborsOf(s).length < neighborsOf(hub).length) hub = s;
		const around = neighborsOf(hub);
		around.forEach((a, i) => {
			const endOk = new Uint8Array(board.size);
			for (const b of around.slice(i + 1)) endOk[b] = 1;
			if (i + 1 < around.length) tasks.push({ start: hub, second: a, endOk });
		});
	} else if (options.start !== undefined) {
		const endOk = new Uint8Array(board.size).fill(1);
		endOk[options.start] = 0;
		for (const second of neighborsOf(options.start)) {
			tasks.push({ start: options.start, second, endOk });
		}
	} else {
		// Each path once: from its end with the smaller square number.
		for (const s of squares) {
			const endOk = new Uint8Array(board.size);
			endOk.fill(1, s + 1);
			for (const second of neighborsOf(s)) tasks.push({ start: s, second, endOk });
		}
	}
	const counter = new PathCounter(board);
	let found = 0n;
	// A piece (start, second square) can take seconds on a 6×6 board: cut each into the paths of a
	// few more squares and report after each of those, so a worker can show progress and stop.
	const length = Math.min(SPLIT_LENGTH, total - 1);
	for (let t = 0; t < tasks.length; t++) {
		const task = tasks[t] as Task;
		const { pieces, found: short } = counter.split(task.start, task.second, task.endOk, length);
		found += BigInt(short);
		for (let p = 0; p < pieces.length; p++) {
			found += BigInt(counter.countPiece(pieces[p] as Piece, task.endOk));
			yield {
				kind: 'progress',
				fraction: (t + (p + 1) / pieces.length) / tasks.length,
				counters: { nodes: counter.nodes },
			};
		}
		if (pieces.length === 0) {
			yield {
				kind: 'progress',
				fraction: (t + 1) / tasks.length,
				counters: { nodes: counter.nodes },
			};
		}
	}
	return found;
}
