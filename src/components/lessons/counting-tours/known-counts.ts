/**
 * Published tour counts that the lesson's counter shows beside its own result, each with where it
 * was published. tests/lessons/counting-tours.test.ts checks every row against the literature
 * fixture (tests/fixtures/tour-counts.json) and, where the library reaches, against `countTours`.
 */

/** What a count counts: cycles or paths once each, both directions, sequences from a start, or shapes. */
export type Counted = 'undirected' | 'directed' | 'start' | 'geometric';

/** One published count. */
export interface KnownCount {
	rows: number;
	cols: number;
	closed: boolean;
	counted: Counted;
	/** For `start`: the start square (row × cols + col). */
	start?: number;
	/** The count, in decimal. */
	value: string;
	/** Where it was published. */
	source: string;
}

const A165134 = 'OEIS A165134 (directed open tours of n×n)';
const A001230 = 'OEIS A001230 (closed tours of 2n×2n)';
const A175881 = 'OEIS A175881 (closed tours of 6×n)';
const A070030 = 'OEIS A070030 (closed tours of 3×2n)';
const A193054 = 'OEIS A193054 (closed tours of 7×n)';
const A169696 = 'OEIS A169696 (open tours of 3×n)';
const A079137 = 'OEIS A079137 (open tours of 4×n)';
const A083386 = 'OEIS A083386 (open tours of 5×n)';

/** Rows of one sequence: [rows, cols, value] with the same kind of count and source. */
function rowsOf(
	closed: boolean,
	counted: Counted,
	source: string,
	values: [number, number, string][],
): KnownCount[] {
	return values.map(([rows, cols, value]) => ({ rows, cols, closed, counted, value, source }));
}

/** The published counts the counter knows, smaller side first. */
export const KNOWN_COUNTS: readonly KnownCount[] = [
	...rowsOf(false, 'directed', A165134, [
		[5, 5, '1728'],
		[6, 6, '6637920'],
		[7, 7, '165575218320'],
		[8, 8, '19591828170979904'],
	]),
	...[
		[0, '304'],
		[2, '56'],
		[12, '64'],
		[1, '0'],
	].map(([start, value]) => ({
		rows: 5,
		cols: 5,
		closed: false,
		counted: 'start' as const,
		start: Number(start),
		value: String(value),
		source: 'OEIS A165134, example by G. Coserea',
	})),
	...rowsOf(true, 'undirected', A001230, [
		[6, 6, '9862'],
		[8, 8, '13267364410532'],
	]),
	...rowsOf(true, 'undirected', A175881, [
		[5, 6, '8'],
		[6, 7, '1067638'],
		[6, 8, '55488142'],
		[6, 9, '3374967940'],
		[6, 10, '239187240144'],
	]),
	...rowsOf(true, 'undirected', A193054, [[7, 8, '34524432316']]),
	...rowsOf(true, 'undirected', A070030, [
		[3, 10, '16'],
		[3, 12, '176'],
		[3, 14, '1536'],
		[3, 16, '15424'],
		[3, 20, '1448416'],
		[3, 30, '126169362176'],
		[3, 40, '11010065269439104'],
	]),
	...rowsOf(false, 'undirected', A169696, [
		[3, 4, '8'],
		[3, 7, '52'],
		[3, 8, '396'],
		[3, 9, '560'],
		[3, 10, '3048'],
		[3, 12, '57248'],
		[3, 16, '8636880'],
	]),
	...rowsOf(false, 'undirected', A079137, [
		[4, 5, '82'],
		[4, 6, '744'],
		[4, 7, '6378'],
		[4, 8, '31088'],
		[4, 10, '1213112'],
	]),
	...rowsOf(false, 'undirected', A083386, [
		[5, 5, '864'],
		[5, 6, '18784'],
		[5, 7, '622868'],
		[5, 8, '18061054'],
	]),
	...rowsOf(true, 'geometric', 'OEIS A169769 (closed tours of 3×n up to symmetry)', [
		[3, 10, '6'],
		[3, 12, '44'],
		[3, 14, '396'],
		[3, 16, '3868'],
	]),
	...rowsOf(false, 'geometric', 'OEIS A169777 (open tours of 3×n up to symmetry)', [
		[3, 4, '3'],
		[3, 7, '14'],
		[3, 8, '104'],
	]),
	...rowsOf(false, 'geometric', 'OEIS A328341 (open tours of 4×n up to symmetry)', [
		[4, 5, '22'],
		[4, 6, '186'],
		[4, 7, '1603'],
		[4, 8, '7772'],
	]),
];

/** A count as the counter asks for it. */
export interface CountQuery {
	rows: number;
	cols: number;
	closed: boolean;
	counted: Counted;
	/** The start square for `start` counts. */
	start?: number | undefined;
}

/** Where `square` of a rows×cols board lands when the board is turned on its side. */
function transpose(square: number, rows: number, cols: number): number {
	return (square % cols) * rows + Math.floor(square / cols);
}

/** The squares of a rows×cols board that the eight (or four) symmetries map `square` to. */
function imagesOf(square: number, rows: number, cols: number): number[] {
	const r = Math.floor(square / cols);
	const c = square % cols;
	const flips = [
		[r, c],
		[rows - 1 - r, c],
		[r, cols - 1 - c],
		[rows - 1 - r, cols - 1 - c],
	];
	return flips.map(([a = 0, b = 0]) => a * cols + b);
}

const number = new Intl.NumberFormat('en-GB');

/** A published value, or one read off a published value of another kind. */
export interface KnownValue {
	value: bigint;
	/** Where it was published, and how it was read off that when it was. */
	source: string;
}

/** Finds the published row for a query on a board with rows ≤ cols (start already moved to fit). */
function findRow(query: CountQuery, counted: Counted): KnownCount | undefined {
	const { rows, cols, closed, start } = query;
	const starts = new Set(start === undefined ? [] : imagesOf(start, rows, cols));
	if (rows === cols) for (const s of [...starts]) starts.add(transpose(s, rows, cols));
	return KNOWN_COUNTS.find(
		(k) =>
			k.rows === rows &&
			k.cols === cols &&
			k.closed === closed &&
			k.counted === counted &&
			(counted !== 'start' || starts.has(k.start ?? -1)),
	);
}

/** Reads a value off a published row of another kind: `factor` × it, or 1 / `factor` of it. */
function derived(row: KnownCount, times: boolean, factor: bigint, what: string): KnownValue {
	const value = BigInt(row.value);
	const shown = number.format(value);
	return times
		? { value: value * factor, source: `${String(factor)} × the ${shown} ${what} of ${row.source}` }
		: { value: value / factor, source: `half the ${shown} ${what} of ${row.source}` };
}

/**
 * Finds the published value of a count, with its source. A directed count is also read off an
 * undirected one (twice it) and the other way round, and closed tours from a start off the
 * number of closed tours (twice it: every tour passes the start, once each way round). Returns
 * null where nothing is published here.
 */
export function findKnownCount(query: CountQuery): KnownValue | null {
	const flip = query.rows > query.cols;
	const rows = flip ? query.cols : query.rows;
	const cols = flip ? query.rows : query.cols;
	const start =
		query.start === undefined || !flip
			? query.start
			: transpose(query.start, query.rows, query.cols);
	const q = { ...query, rows, cols, start };
	const exact = findRow(q, q.counted);
	if (exact !== undefined) return { value: BigInt(exact.value), source: exact.source };
	if (q.counted === 'geometric') return null;
	if (q.counted === 'start') {
		const cycles = q.closed ? findRow(q, 'undirected') : undefined;
		return cycles === undefined ? null : derived(cycles, true, 2n, 'closed tours');
	}
	const directed = q.counted === 'directed';
	const row = findRow(q, directed ? 'undirected' : 'directed');
	if (row === undefined) return null;
	return derived(row, directed, 2n, directed ? 'undirected tours' : 'directed tours');
}

/**
 * The 8×8 board's counts and their history (research notes, algorithms.md §1.1 and §5). Closed
 * tours are counted once each (cycles); open tours as directed Hamiltonian paths.
 */
export const CHESSBOARD = {
	/** Closed tours, each cycle once: McKay (1997), OEIS A001230. */
	closed: 13_267_364_410_532n,
	/** Closed tours counted both ways round: twice `closed`. */
	closedDirected: 26_534_728_821_064n,
	/** Löbbing and Wegener's first count (1996), later found wrong. */
	firstBddCount: 33_439_123_484_294n,
	/** Directed open tours (Hamiltonian paths, closable ones included): Chernov (2014), OEIS A165134. */
	openDirected: 19_591_828_170_979_904n,
} as const;
