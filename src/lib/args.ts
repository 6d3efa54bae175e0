/**
 * Argument checks for the public API. Students call the library from their
 * own code cells, so a wrong argument must fail at once with a message that
 * names the function and the argument ("findTour: options.maxNodes must be a
 * whole number ≥ 1, got -1"), never deep inside with "cannot read properties
 * of null". Wrong kind of value: `TypeError`; right kind, out of range:
 * `RangeError`. Only entry points call these; hot loops never do.
 */
import type { Board, Square } from './board.ts';
import type { Graph } from './graphs.ts';

/** Shows a value in a message: strings quoted, arrays and objects by kind. */
export function showValue(value: unknown): string {
	if (typeof value === 'string') return JSON.stringify(value);
	if (typeof value === 'bigint') return `${String(value)}n`;
	if (Array.isArray(value)) return 'an array';
	if (typeof value === 'function') return 'a function';
	if (typeof value === 'object' && value !== null) return 'an object';
	return String(value);
}

/** Throws a `TypeError` saying that `name` of `fn` must be `what`. */
function typeError(fn: string, name: string, what: string, value: unknown): never {
	throw new TypeError(`${fn}: ${name} must be ${what}, got ${showValue(value)}.`);
}

/** Throws a `RangeError` saying that `name` of `fn` must be `what`. */
function rangeError(fn: string, name: string, what: string, value: unknown): never {
	throw new RangeError(`${fn}: ${name} must be ${what}, got ${showValue(value)}.`);
}

/** Checks that `board` is a board made by `createBoard`. */
export function checkBoard(fn: string, board: unknown, name = 'board'): asserts board is Board {
	const b = board as Partial<Board> | null;
	if (
		typeof b !== 'object' ||
		b === null ||
		!Number.isInteger(b.rows) ||
		!Number.isInteger(b.cols) ||
		!Number.isInteger(b.size) ||
		!Array.isArray(b.offsets)
	) {
		typeError(fn, name, 'a board made by createBoard', board);
	}
}

/** Checks that `value` is a square of the board (holes allowed unless `noHole`). */
export function checkSquare(
	fn: string,
	name: string,
	board: Board,
	value: unknown,
	noHole = false,
): asserts value is Square {
	if (typeof value !== 'number') typeError(fn, name, 'a square number', value);
	if (!Number.isInteger(value) || value < 0 || value >= board.size) {
		rangeError(
			fn,
			name,
			`a square of this ${String(board.rows)}×${String(board.cols)} board (a whole number from 0 to ${String(board.size - 1)})`,
			value,
		);
	}
	if (noHole && board.holes !== null && board.holes[value] === 1) {
		rangeError(fn, name, 'a square that is not a hole', value);
	}
}

/** Checks that `value` is a whole number from `min` to `max` (no upper bound by default). */
export function checkWhole(
	fn: string,
	name: string,
	value: unknown,
	min: number,
	max = Infinity,
): asserts value is number {
	const what =
		max === Infinity
			? `a whole number ≥ ${String(min)}`
			: `a whole number from ${String(min)} to ${String(max)}`;
	if (typeof value !== 'number') typeError(fn, name, what, value);
	if (!Number.isInteger(value) || value < min || value > max) rangeError(fn, name, what, value);
}

/** Checks that `value` is a whole number, of any sign. */
export function checkInteger(fn: string, name: string, value: unknown): asserts value is number {
	if (typeof value !== 'number') typeError(fn, name, 'a whole number', value);
	if (!Number.isInteger(value)) rangeError(fn, name, 'a whole number', value);
}

/** Checks that `value` is a finite number (a seed, say). */
export function checkFinite(fn: string, name: string, value: unknown): asserts value is number {
	if (typeof value !== 'number') typeError(fn, name, 'a finite number', value);
	if (!Number.isFinite(value)) rangeError(fn, name, 'a finite number', value);
}

/** Checks that `value` is `true` or `false`. */
export function checkBoolean(fn: string, name: string, value: unknown): asserts value is boolean {
	if (typeof value !== 'boolean') typeError(fn, name, 'true or false', value);
}

/** Checks that `value` is a string. */
export function checkString(fn: string, name: string, value: unknown): asserts value is string {
	if (typeof value !== 'string') typeError(fn, name, 'a string', value);
}

/** Checks that `value` is one of `allowed`, and says which ones are. */
export function checkOneOf<T extends string>(
	fn: string,
	name: string,
	value: unknown,
	allowed: readonly T[],
): asserts value is T {
	if (!allowed.includes(value as T)) {
		const list = allowed.map((a) => `'${a}'`).join(', ');
		const error = typeof value === 'string' ? rangeError : typeError;
		error(fn, name, `one of ${list}`, value);
	}
}

/** Checks that `options` is an object or undefined (a plain `{}` when left out). */
export function checkOptions(fn: string, options: unknown, name = 'options'): void {
	if (options === undefined) return;
	if (typeof options !== 'object' || options === null || Array.isArray(options)) {
		typeError(fn, name, 'an object or left out', options);
	}
}

/** Checks that `value` is an object (not null, not an array): options that must be given. */
export function checkObject(
	fn: string,
	name: string,
	value: unknown,
	what = 'an object',
): asserts value is object {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		typeError(fn, name, what, value);
	}
}

/** Checks that `value` can be iterated over (an array, a set, …). */
export function checkIterable(
	fn: string,
	name: string,
	value: unknown,
): asserts value is Iterable<unknown> {
	if (
		typeof value === 'string' ||
		typeof value !== 'object' ||
		value === null ||
		typeof (value as Partial<Iterable<unknown>>)[Symbol.iterator] !== 'function'
	) {
		typeError(fn, name, 'an array or other list', value);
	}
}

/** Checks that `value` is array-like (an array or typed array of numbers). */
export function checkArrayLike(
	fn: string,
	name: string,
	value: unknown,
): asserts value is ArrayLike<unknown> {
	if (
		typeof value !== 'object' ||
		value === null ||
		!Number.isInteger((value as Partial<ArrayLike<unknown>>).length)
	) {
		typeError(fn, name, 'an array of squares', value);
	}
}

/** Checks that `graph` is a graph made by `createGraph` (or `knightGraph`, …). */
export function checkGraph(fn: string, graph: unknown, name = 'graph'): asserts graph is Graph {
	const g = graph as Partial<Graph> | null;
	if (
		typeof g !== 'object' ||
		g === null ||
		!Array.isArray(g.names) ||
		!Array.isArray(g.edges) ||
		!Array.isArray(g.incidence)
	) {
		typeError(fn, name, 'a graph made by createGraph', graph);
	}
}

/** Checks that `value` is a vertex of the graph: a whole number from 0 to one less than its vertex count. */
export function checkVertex(
	fn: string,
	name: string,
	graph: Graph,
	value: unknown,
): asserts value is number {
	checkWhole(fn, name, value, 0, graph.names.length - 1);
}

/** Checks that `value` is an array (a plain list, not a typed array). */
export function checkArray(
	fn: string,
	name: string,
	value: unknown,
	what = 'an array',
): asserts value is unknown[] {
	if (!Array.isArray(value)) typeError(fn, name, what, value);
}

/** Checks that `value` is a step stream: a generator such as `warnsdorffSteps(board)` returns. */
export function checkSteps(
	fn: string,
	name: string,
	value: unknown,
): asserts value is Generator<unknown, unknown, void> {
	if (
		typeof value !== 'object' ||
		value === null ||
		typeof (value as Partial<Generator>).next !== 'function'
	) {
		typeError(fn, name, 'a step stream (a generator such as warnsdorffSteps returns)', value);
	}
}

/** Checks that `image` maps the board's squares (an Int32Array of `board.size` squares). */
export function checkImage(
	fn: string,
	name: string,
	board: Board,
	image: unknown,
): asserts image is Int32Array {
	if (!(image instanceof Int32Array) || image.length !== board.size) {
		typeError(
			fn,
			name,
			'a square map (an Int32Array of board.size squares) such as boardSymmetries gives',
			image,
		);
	}
}

/** Checks that `position` has a game position's shape: `{ board, played, closed }`. */
export function checkPosition(fn: string, position: unknown, name = 'position'): void {
	const what = 'a game position { board, played, closed }';
	if (typeof position !== 'object' || position === null) typeError(fn, name, what, position);
	const p = position as { board?: unknown; played?: unknown; closed?: unknown };
	checkBoard(fn, p.board, `${name}.board`);
	checkArrayLike(fn, `${name}.played`, p.played);
	checkBoolean(fn, `${name}.closed`, p.closed);
}

/** Writes "1 position", "2 positions": a count and a noun, plural when it is not one. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
	return `${count.toLocaleString('en-US')} ${count === 1 ? noun : nouns}`;
}
