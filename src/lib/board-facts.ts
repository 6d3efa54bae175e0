/**
 * What theory can say at once about a board with holes, fact by fact, in plain
 * sentences with the squares named: the colour balance, squares with no leap
 * or only one, a board in pieces, and cut squares (a square whose removal
 * splits the board). Each fact says what it means for open and for closed
 * tours. The arguments are the classic ones: a knight's leap changes colour,
 * so a tour alternates colours; a square with one leap can only be an end; a
 * path that loses one square falls into at most two pieces, a cycle into one.
 */
import { checkBoard, plural } from './args.ts';
import { isDark, leapsFrom, squareName, type Board, type Square } from './board.ts';

/** What a fact means for one kind of tour. */
export type FactEffect = 'rules-out' | 'forces' | 'allows';

/** One thing theory knows about a board. */
export interface BoardFact {
	kind: 'colour' | 'no-leap' | 'one-leap' | 'pieces' | 'cut';
	/** The fact and its consequence, as a sentence. */
	text: string;
	/** The squares the sentence names (empty for the colour count). */
	squares: Square[];
	open: FactEffect;
	closed: FactEffect;
}

/** Everything theory says about a board, and whether it already settles each kind of tour. */
export interface BoardFacts {
	dark: number;
	light: number;
	facts: BoardFact[];
	/** The first fact that rules out an open tour, or null. */
	openProof: BoardFact | null;
	/** The first fact that rules out a closed tour, or null. */
	closedProof: BoardFact | null;
}

/** Lists square names: "a1", "a1 and b3", "a1, b3 and c5" (at most `limit`, then "and 4 more"). */
export function nameSquares(board: Board, squares: readonly Square[], limit = 8): string {
	const names = squares.slice(0, limit).map((s) => squareName(board, s));
	const more = squares.length - names.length;
	if (more > 0) return `${names.join(', ')} and ${String(more)} more`;
	if (names.length <= 1) return names.join('');
	return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] as string}`;
}

/** The colour fact: how many squares of each colour, and what that allows. */
function colourFact(dark: number, light: number): BoardFact {
	const counts = `The board has ${plural(dark, 'dark square')} and ${plural(light, 'light square')}`;
	const gap = Math.abs(dark - light);
	if (gap === 0) {
		return {
			kind: 'colour',
			text: `${counts}, as many of each: an open tour must start and end on opposite colours, and colours do not rule out a closed tour.`,
			squares: [],
			open: 'forces',
			closed: 'allows',
		};
	}
	const more = dark > light ? 'dark' : 'light';
	if (gap === 1) {
		return {
			kind: 'colour',
			text: `${counts}, one more ${more}: an open tour must start and end on ${more} squares, and no closed tour exists (it alternates colours all the way round, so it needs as many of each).`,
			squares: [],
			open: 'forces',
			closed: 'rules-out',
		};
	}
	return {
		kind: 'colour',
		text: `${counts}: a tour alternates colours, so the two counts may differ by at most one. No tour exists, open or closed.`,
		squares: [],
		open: 'rules-out',
		closed: 'rules-out',
	};
}

/** The pieces of the board without `removed` (−1 for none): for each square its piece number, −1 for holes. */
function pieces(board: Board, removed: Square): { piece: Int32Array; sizes: number[] } {
	const piece = new Int32Array(board.size).fill(-1);
	const sizes: number[] = [];
	const stack: Square[] = [];
	for (let s = 0; s < board.size; s++) {
		if (board.holes?.[s] === 1 || s === removed || piece[s] !== -1) continue;
		const id = sizes.length;
		let size = 0;
		piece[s] = id;
		stack.push(s);
		while (stack.length > 0) {
			const square = stack.pop() as Square;
			size++;
			for (const next of leapsFrom(board, square)) {
				if (next !== removed && piece[next] === -1) {
					piece[next] = id;
					stack.push(next);
				}
			}
		}
		sizes.push(size);
	}
	return { piece, sizes };
}

/**
 * Finds the cut squares: those whose removal leaves more pieces than the
 * board has (Hopcroft and Tarjan's depth-first search, without recursion).
 */
export function cutSquares(board: Board): Square[] {
	checkBoard('cutSquares', board);
	const order = new Int32Array(board.size).fill(-1);
	const low = new Int32Array(board.size);
	const isCut = new Uint8Array(board.size);
	let time = 0;
	for (let root = 0; root < board.size; root++) {
		if (board.holes?.[root] === 1 || order[root] !== -1) continue;
		order[root] = low[root] = time++;
		let rootChildren = 0;
		// Each frame: a square, its parent, its neighbours and how many of them it has tried.
		const frames: { square: Square; parent: Square; next: Square[]; at: number }[] = [
			{ square: root, parent: -1, next: leapsFrom(board, root), at: 0 },
		];
		while (frames.length > 0) {
			const frame = frames[frames.length - 1] as (typeof frames)[number];
			if (frame.at < frame.next.length) {
				const next = frame.next[frame.at++] as Square;
				if (order[next] === -1) {
					order[next] = low[next] = time++;
					if (frame.square === root) rootChildren++;
					frames.push({ square: next, parent: frame.square, next: leapsFrom(board, next), at: 0 });
				} else if (next !== frame.parent) {
					low[frame.square] = Math.min(low[frame.square] as number, order[next] as number);
				}
				continue;
			}
			frames.pop();
			const parent = frame.parent;
			if (parent === -1) continue;
			low[parent] = Math.min(low[parent] as number, low[frame.square] as number);
			if (parent !== root && (low[frame.square] as number) >= (order[parent] as number)) {
				isCut[parent] = 1;
			}
		}
		if (rootChildren > 1) isCut[root] = 1;
	}
	const result: Square[] = [];
	for (let s = 0; s < board.size; s++) if (isCut[s] === 1) result.push(s);
	return result;
}

/** The facts about squares with no leap, or one. */
function degreeFacts(board: Board, open: Square[]): BoardFact[] {
	const facts: BoardFact[] = [];
	const none = open.filter((s) => leapsFrom(board, s).length === 0);
	if (none.length > 0) {
		const has = none.length === 1 ? 'has' : 'have';
		facts.push({
			kind: 'no-leap',
			text: `${nameSquares(board, none)} ${has} no leap to any other square, so no tour can reach ${none.length === 1 ? 'it' : 'them'}. No tour exists, open or closed.`,
			squares: none,
			open: 'rules-out',
			closed: 'rules-out',
		});
	}
	const single = open.filter((s) => leapsFrom(board, s).length === 1);
	if (single.length > 0) {
		const names = single
			.slice(0, 8)
			.map(
				(s) =>
					`${squareName(board, s)} (to ${squareName(board, leapsFrom(board, s)[0] as Square)})`,
			);
		const list = nameList(names, single.length);
		const tooMany = single.length > 2;
		const has = single.length === 1 ? 'has' : 'have';
		const then = tooMany
			? 'an open tour would have to start or end on each of them, but it has only two ends. No tour exists, open or closed.'
			: `an open tour must ${single.length === 1 ? 'start or end there' : 'start on one of them and end on the other'}, and no closed tour exists.`;
		facts.push({
			kind: 'one-leap',
			text: `${list} ${has} only one leap. A tour enters and leaves every square in its middle, so ${then}`,
			squares: single,
			open: tooMany ? 'rules-out' : 'forces',
			closed: 'rules-out',
		});
	}
	return facts;
}

/** Joins already-written names: "a, b and c", with "and N more" past the first eight. */
function nameList(names: string[], total: number): string {
	if (total > names.length) return `${names.join(', ')} and ${String(total - names.length)} more`;
	if (names.length <= 1) return names.join('');
	return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] as string}`;
}

/** The fact about a board in pieces. */
function piecesFact(board: Board, piece: Int32Array, sizes: number[]): BoardFact {
	const largest = sizes.indexOf(Math.max(...sizes));
	const cutOff: Square[] = [];
	for (let s = 0; s < board.size; s++) if (piece[s] !== -1 && piece[s] !== largest) cutOff.push(s);
	return {
		kind: 'pieces',
		text: `The board falls apart into ${String(sizes.length)} pieces: no sequence of leaps joins ${nameSquares(board, cutOff)} to the rest. No tour exists, open or closed.`,
		squares: cutOff,
		open: 'rules-out',
		closed: 'rules-out',
	};
}

/** The fact about one cut square. */
function cutFact(board: Board, cut: Square): BoardFact {
	const { sizes } = pieces(board, cut);
	const name = squareName(board, cut);
	const parts = sizes.map((n) => plural(n, 'square')).join(', ');
	if (sizes.length > 2) {
		return {
			kind: 'cut',
			text: `Without ${name} the board falls into ${String(sizes.length)} pieces (${parts}). An open tour passes ${name} once and so leaves at most two pieces around it. No tour exists, open or closed.`,
			squares: [cut],
			open: 'rules-out',
			closed: 'rules-out',
		};
	}
	return {
		kind: 'cut',
		text: `${name} is a cut square: without it the board falls into two pieces (${parts}). A closed tour that loses one square is still one unbroken path, so none exists; an open tour must pass through ${name}, with one end in each piece.`,
		squares: [cut],
		open: 'forces',
		closed: 'rules-out',
	};
}

/** Says what theory knows about a board: colour balance, squares with few leaps, pieces, cut squares. */
export function boardFacts(board: Board): BoardFacts {
	checkBoard('boardFacts', board);
	const open: Square[] = [];
	let dark = 0;
	for (let s = 0; s < board.size; s++) {
		if (board.holes?.[s] === 1) continue;
		open.push(s);
		if (isDark(board, s)) dark++;
	}
	const light = open.length - dark;
	const facts: BoardFact[] = [];
	if (open.length > 1) {
		if ((board.leaper[0] + board.leaper[1]) % 2 === 1) facts.push(colourFact(dark, light));
		facts.push(...degreeFacts(board, open));
		const { piece, sizes } = pieces(board, -1);
		// Squares with no leap are pieces of their own, already named by their own fact.
		const bigPieces = sizes.filter((n) => n > 1).length;
		if (sizes.length > 1 && bigPieces > 1) facts.push(piecesFact(board, piece, sizes));
		else if (sizes.length === 1)
			for (const cut of cutSquares(board)) facts.push(cutFact(board, cut));
	}
	return {
		dark,
		light,
		facts,
		openProof: facts.find((f) => f.open === 'rules-out') ?? null,
		closedProof: facts.find((f) => f.closed === 'rules-out') ?? null,
	};
}
