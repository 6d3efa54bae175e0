/**
 * Small graphs for teaching: named vertices, edges that may repeat (a
 * multigraph such as the seven bridges of Königsberg), and the questions a
 * lesson asks of them — degrees, connectedness, what kind of walk a sequence
 * of steps is, Euler's degree test, and an exhaustive search for Hamiltonian
 * paths and cycles that counts how much it tried.
 *
 * Euler's test: L. Euler, "Solutio problematis ad geometriam situs
 * pertinentis", Commentarii academiae scientiarum Petropolitanae 8 (1736,
 * printed 1741) 128–140 showed the degree condition necessary; C. Hierholzer
 * (1873) proved it sufficient for a graph whose edges are connected.
 */
import {
	checkArray,
	checkBoard,
	checkBoolean,
	checkGraph,
	checkObject,
	checkString,
	checkVertex,
	checkWhole,
} from './args.ts';
import { isHole, neighbors, squareName, type Board } from './board.ts';

/** An edge between vertices `a` and `b` (indices into `names`), with a label such as "a" or "a1–c2". */
export interface GraphEdge {
	readonly a: number;
	readonly b: number;
	readonly label: string;
}

/** A graph with named vertices; two edges may join the same pair of vertices. */
export interface Graph {
	/** Vertex names, unique; a vertex is its index in this list. */
	readonly names: readonly string[];
	/** The edges, in the order given. */
	readonly edges: readonly GraphEdge[];
	/** `incidence[v]` lists the edges at vertex `v`, in edge order. */
	readonly incidence: readonly (readonly number[])[];
}

/** An edge as written by hand: its two end names and, optionally, a label. */
export type EdgeSpec = readonly [from: string, to: string, label?: string];

/** Lists names for a message, at most `limit` of them: "A, B, C and 5 more". */
function listNames(names: readonly string[], limit = 8): string {
	if (names.length <= limit) return names.join(', ');
	return `${names.slice(0, limit).join(', ')} and ${String(names.length - limit)} more`;
}

/**
 * Creates a graph from vertex names and edges between them. Throws a
 * `RangeError` for an empty or repeated name, an edge to an unknown vertex,
 * or an edge from a vertex to itself.
 */
export function createGraph(names: readonly string[], edges: readonly EdgeSpec[]): Graph {
	const fn = 'createGraph';
	checkArray(fn, 'names', names, 'an array of vertex names');
	checkArray(fn, 'edges', edges, 'an array of edges such as ["A", "B"]');
	const index = new Map<string, number>();
	for (const name of names) {
		checkString(fn, 'names', name);
		if (name === '') throw new RangeError(`${fn}: names: a vertex name must not be empty.`);
		if (index.has(name)) {
			throw new RangeError(`${fn}: names: the vertex name "${name}" is used twice.`);
		}
		index.set(name, index.size);
	}
	const list: GraphEdge[] = [];
	const incidence: number[][] = names.map(() => []);
	for (const spec of edges) {
		const pair = 'a pair of vertex names such as ["A", "B"], with an optional label';
		checkArray(fn, 'edges', spec, pair);
		const [from, to, label] = spec;
		checkString(fn, 'edges', from);
		checkString(fn, 'edges', to);
		if (label !== undefined) checkString(fn, 'edges', label);
		const a = index.get(from);
		const b = index.get(to);
		for (const [end, name] of [
			[a, from],
			[b, to],
		] as const) {
			if (end === undefined) {
				throw new RangeError(
					`${fn}: edges: the edge ${from}–${to} ends at "${name}", which is not a vertex (the vertices are ${listNames(names)}).`,
				);
			}
		}
		if (a === undefined || b === undefined) continue;
		if (a === b) {
			throw new RangeError(`${fn}: edges: the edge ${from}–${to} joins a vertex to itself.`);
		}
		incidence[a]?.push(list.length);
		incidence[b]?.push(list.length);
		list.push({ a, b, label: label ?? `${from}–${to}` });
	}
	return { names, edges: list, incidence };
}

/** Returns the vertex called `name`, or throws a `RangeError` that lists the vertices. */
export function vertexIndex(graph: Graph, name: string): number {
	checkGraph('vertexIndex', graph);
	checkString('vertexIndex', 'name', name);
	return indexOf(graph, name, 'vertexIndex: name: ');
}

/** Returns the vertex called `name`, or throws a `RangeError` that begins with `prefix`. */
function indexOf(graph: Graph, name: string, prefix: string): number {
	const vertex = graph.names.indexOf(name.trim());
	if (vertex < 0) {
		throw new RangeError(
			`${prefix}"${name}" is not a vertex of this graph (the vertices are ${listNames(graph.names)}).`,
		);
	}
	return vertex;
}

/** Returns the number of edge ends at a vertex (a doubled edge counts twice). */
export function vertexDegree(graph: Graph, vertex: number): number {
	checkGraph('vertexDegree', graph);
	checkVertex('vertexDegree', 'vertex', graph, vertex);
	return degreeOf(graph, vertex);
}

/** `vertexDegree` without the argument checks. */
function degreeOf(graph: Graph, vertex: number): number {
	return graph.incidence[vertex]?.length ?? 0;
}

/** Returns the vertex at the other end of an edge from `vertex`. */
export function otherEnd(graph: Graph, edge: number, vertex: number): number {
	checkGraph('otherEnd', graph);
	checkWhole('otherEnd', 'edge', edge, 0, graph.edges.length - 1);
	checkVertex('otherEnd', 'vertex', graph, vertex);
	return endOf(graph, edge, vertex);
}

/** `otherEnd` without the argument checks. */
function endOf(graph: Graph, edge: number, vertex: number): number {
	const { a, b } = graph.edges[edge] as GraphEdge;
	return a === vertex ? b : a;
}

/** Lists the edges joining two vertices, in edge order (more than one in a multigraph). */
export function edgesBetween(graph: Graph, u: number, v: number): number[] {
	checkGraph('edgesBetween', graph);
	checkVertex('edgesBetween', 'u', graph, u);
	checkVertex('edgesBetween', 'v', graph, v);
	return joining(graph, u, v);
}

/** `edgesBetween` without the argument checks. */
function joining(graph: Graph, u: number, v: number): number[] {
	return (graph.incidence[u] ?? []).filter((edge) => endOf(graph, edge, u) === v);
}

/** Lists the vertices one edge away from `vertex`, each once, in vertex order. */
export function adjacentVertices(graph: Graph, vertex: number): number[] {
	checkGraph('adjacentVertices', graph);
	checkVertex('adjacentVertices', 'vertex', graph, vertex);
	return adjacent(graph, vertex);
}

/** `adjacentVertices` without the argument checks. */
function adjacent(graph: Graph, vertex: number): number[] {
	const seen = new Set((graph.incidence[vertex] ?? []).map((edge) => endOf(graph, edge, vertex)));
	return [...seen].sort((x, y) => x - y);
}

/** Lists the vertices of odd degree, in vertex order. */
export function oddVertices(graph: Graph): number[] {
	checkGraph('oddVertices', graph);
	return oddOf(graph);
}

/** `oddVertices` without the argument checks. */
function oddOf(graph: Graph): number[] {
	return graph.names.map((_, v) => v).filter((v) => degreeOf(graph, v) % 2 === 1);
}

/** Splits the vertices into connected pieces, each in vertex order, pieces by their first vertex. */
export function graphComponents(graph: Graph): number[][] {
	checkGraph('graphComponents', graph);
	return piecesOf(graph);
}

/** `graphComponents` without the argument checks. */
function piecesOf(graph: Graph): number[][] {
	const piece = new Int32Array(graph.names.length).fill(-1);
	const pieces: number[][] = [];
	for (let root = 0; root < graph.names.length; root++) {
		if (piece[root] !== -1) continue;
		const members: number[] = [];
		const stack = [root];
		piece[root] = pieces.length;
		while (stack.length > 0) {
			const v = stack.pop() as number;
			members.push(v);
			for (const edge of graph.incidence[v] ?? []) {
				const w = endOf(graph, edge, v);
				if (piece[w] === -1) {
					piece[w] = pieces.length;
					stack.push(w);
				}
			}
		}
		pieces.push(members.sort((x, y) => x - y));
	}
	return pieces;
}

/** Tells whether every vertex can reach every other along edges (a graph of one vertex is connected). */
export function isConnected(graph: Graph): boolean {
	checkGraph('isConnected', graph);
	return piecesOf(graph).length <= 1;
}

/** What Euler's degree test says: an Euler circuit, an Euler trail (not closed), or neither. */
export type EulerKind = 'circuit' | 'trail' | 'none';

/** Euler's verdict on a graph, the odd vertices it rests on, and the reason in words. */
export interface EulerVerdict {
	kind: EulerKind;
	odd: number[];
	/** Whether all the edges lie in one connected piece (isolated vertices do not matter). */
	edgesConnected: boolean;
	reason: string;
}

/** Says "1 vertex" or "3 vertices". */
function vertices(count: number): string {
	return `${String(count)} ${count === 1 ? 'vertex' : 'vertices'}`;
}

/**
 * Decides by degrees alone whether a walk can use every edge exactly once:
 * with the edges connected, 0 odd vertices give a circuit, 2 give a trail
 * between them, and any other number gives none.
 */
export function eulerVerdict(graph: Graph): EulerVerdict {
	checkGraph('eulerVerdict', graph);
	const odd = oddOf(graph);
	const withEdges = piecesOf(graph).filter((piece) => piece.some((v) => degreeOf(graph, v) > 0));
	const edgesConnected = withEdges.length <= 1;
	const oddNames = odd.map((v) => graph.names[v] as string);
	if (graph.edges.length === 0) {
		return { kind: 'circuit', odd, edgesConnected, reason: 'There are no edges to use.' };
	}
	if (!edgesConnected) {
		return {
			kind: 'none',
			odd,
			edgesConnected,
			reason: `The edges fall into ${String(withEdges.length)} separate pieces, so no single walk can use them all.`,
		};
	}
	if (odd.length === 0) {
		return {
			kind: 'circuit',
			odd,
			edgesConnected,
			reason:
				'Every vertex has even degree and the edges are connected, so an Euler circuit exists.',
		};
	}
	if (odd.length === 2) {
		return {
			kind: 'trail',
			odd,
			edgesConnected,
			reason: `Exactly 2 vertices have odd degree (${oddNames.join(' and ')}), so an Euler trail exists from one to the other, but no circuit.`,
		};
	}
	return {
		kind: 'none',
		odd,
		edgesConnected,
		reason: `${vertices(odd.length)} have odd degree (${listNames(oddNames)}); an Euler trail allows at most 2, so there is none.`,
	};
}

/** A walk: vertices in order, and the edge taken at each step (`edges[i]` joins `vertices[i]` and `vertices[i + 1]`; -1 for none). */
export interface Walk {
	readonly vertices: readonly number[];
	readonly edges: readonly number[];
}

/**
 * Returns the edge to take from the walk's last vertex to `vertex`: the first
 * joining edge the walk has not used yet, else the first joining edge, else -1
 * when the two are not joined (or the walk is empty).
 */
export function stepEdge(graph: Graph, walk: Walk, vertex: number): number {
	checkGraph('stepEdge', graph);
	checkWalkArg('stepEdge', walk);
	checkVertex('stepEdge', 'vertex', graph, vertex);
	return nextEdge(graph, walk, vertex);
}

/** Checks that `walk` has the shape of a `Walk`: two arrays, `vertices` and `edges`. */
function checkWalkArg(fn: string, walk: unknown): asserts walk is Walk {
	const what = 'a walk { vertices, edges } such as walkThrough returns';
	checkObject(fn, 'walk', walk, what);
	const { vertices, edges } = walk as Partial<Walk>;
	if (!Array.isArray(vertices) || !Array.isArray(edges)) checkArray(fn, 'walk', null, what);
}

/** `stepEdge` without the argument checks. */
function nextEdge(graph: Graph, walk: Walk, vertex: number): number {
	const last = walk.vertices.at(-1);
	if (last === undefined) return -1;
	const edges = joining(graph, last, vertex);
	const used = new Set(walk.edges);
	return edges.find((edge) => !used.has(edge)) ?? edges[0] ?? -1;
}

/** Builds the walk through the named vertices, taking an unused edge at each step where it can. */
export function walkThrough(graph: Graph, names: readonly string[]): Walk {
	checkGraph('walkThrough', graph);
	checkArray('walkThrough', 'names', names, 'an array of vertex names');
	let walk: Walk = { vertices: [], edges: [] };
	for (const name of names) {
		checkString('walkThrough', 'names', name);
		const vertex = indexOf(graph, name, 'walkThrough: names: ');
		const edges = walk.vertices.length === 0 ? [] : [...walk.edges, nextEdge(graph, walk, vertex)];
		walk = { vertices: [...walk.vertices, vertex], edges };
	}
	return walk;
}

/**
 * The kinds of walk, from most to least special: a path repeats no vertex, a
 * trail no edge; closed, a cycle repeats no vertex but its first, a circuit no
 * edge. "broken" means some step is not along an edge.
 */
export type WalkKind =
	'empty' | 'broken' | 'path' | 'trail' | 'walk' | 'cycle' | 'circuit' | 'closed walk';

/** What a sequence of steps is, and what it covers. */
export interface WalkCheck {
	kind: WalkKind;
	/** Whether it ends where it began (and has at least one step). */
	closed: boolean;
	/** First step i whose edge does not join vertices i and i + 1, or null. */
	broken: number | null;
	/** First vertex met again (a closed walk's return to its start does not count), and where. */
	repeatedVertex: { vertex: number; at: number } | null;
	/** First edge taken again, and at which step. */
	repeatedEdge: { edge: number; at: number } | null;
	/** How many different vertices and edges it uses. */
	visited: number;
	used: number;
	/** A Hamiltonian path (every vertex once) or cycle, or neither. */
	hamiltonian: 'path' | 'cycle' | null;
	/** An Euler trail (every edge once) or circuit, or neither. */
	euler: 'trail' | 'circuit' | null;
}

/** Finds the first step whose edge does not join its two vertices, or null. */
function firstBrokenStep(graph: Graph, walk: Walk): number | null {
	for (let i = 0; i + 1 < walk.vertices.length; i++) {
		const edge = graph.edges[walk.edges[i] ?? -1];
		const u = walk.vertices[i];
		const v = walk.vertices[i + 1];
		if (edge === undefined || !((edge.a === u && edge.b === v) || (edge.a === v && edge.b === u))) {
			return i;
		}
	}
	return null;
}

/** Classifies a walk: path, trail or walk; cycle, circuit or closed walk; and whether it is Euler's or Hamilton's. */
export function checkWalk(graph: Graph, walk: Walk): WalkCheck {
	checkGraph('checkWalk', graph);
	checkWalkArg('checkWalk', walk);
	const steps = walk.vertices.length - 1;
	const closed = steps >= 1 && walk.vertices[0] === walk.vertices[steps];
	const broken = firstBrokenStep(graph, walk);
	let repeatedVertex: WalkCheck['repeatedVertex'] = null;
	const seen = new Set<number>();
	walk.vertices.forEach((vertex, at) => {
		const returns = closed && at === steps;
		if (repeatedVertex === null && seen.has(vertex) && !returns) repeatedVertex = { vertex, at };
		seen.add(vertex);
	});
	let repeatedEdge: WalkCheck['repeatedEdge'] = null;
	const taken = new Set<number>();
	walk.edges.slice(0, Math.max(0, steps)).forEach((edge, at) => {
		if (repeatedEdge === null && taken.has(edge)) repeatedEdge = { edge, at };
		taken.add(edge);
	});
	const visited = seen.size;
	const used = [...taken].filter((edge) => edge >= 0).length;
	let kind: WalkKind;
	if (walk.vertices.length === 0) kind = 'empty';
	else if (broken !== null) kind = 'broken';
	else if (closed) {
		kind = repeatedEdge !== null ? 'closed walk' : repeatedVertex !== null ? 'circuit' : 'cycle';
	} else kind = repeatedVertex === null ? 'path' : repeatedEdge === null ? 'trail' : 'walk';
	const everyVertex = visited === graph.names.length;
	const everyEdge = used === graph.edges.length;
	const hamiltonian =
		kind === 'path' && everyVertex ? 'path' : kind === 'cycle' && everyVertex ? 'cycle' : null;
	const euler =
		(kind === 'path' || kind === 'trail') && everyEdge && steps >= 1
			? 'trail'
			: (kind === 'cycle' || kind === 'circuit') && everyEdge
				? 'circuit'
				: null;
	return { kind, closed, broken, repeatedVertex, repeatedEdge, visited, used, hamiltonian, euler };
}

/** Options for `searchHamiltonian`. */
export interface HamiltonOptions {
	/** Look for a cycle (back to the start) rather than a path. */
	closed: boolean;
	/** Keep going after the first one and count them all. Default: false. */
	countAll?: boolean | undefined;
	/** Give up after putting this many vertices on the partial path. Default: 10,000,000. */
	maxNodes?: number | undefined;
}

/** What the search found and how much it tried. */
export interface HamiltonResult {
	/** found: one exists; none: the search was exhaustive and found none; gave-up: the budget ran out. */
	status: 'found' | 'none' | 'gave-up';
	/** The first one found, as vertices in order (a cycle without its return to the start), or null. */
	example: number[] | null;
	/** With `countAll`, how many there are, each counted once whichever way round; otherwise null. */
	count: number | null;
	/** Partial paths tried: each time the search put a vertex on the path. */
	nodes: number;
}

/**
 * Searches for a Hamiltonian path or cycle by trying every way of extending a
 * path one vertex at a time, in vertex order, with no pruning: what the search
 * costs is the point. Cycles start at vertex 0 (every cycle passes through it).
 * Parallel edges are not told apart, so a count is of vertex orders.
 */
export function searchHamiltonian(graph: Graph, options: HamiltonOptions): HamiltonResult {
	const fn = 'searchHamiltonian';
	checkGraph(fn, graph);
	checkObject(fn, 'options', options, 'an object such as { closed: true }');
	checkBoolean(fn, 'options.closed', options.closed);
	if (options.countAll !== undefined) checkBoolean(fn, 'options.countAll', options.countAll);
	if (options.maxNodes !== undefined) checkWhole(fn, 'options.maxNodes', options.maxNodes, 1);
	const { closed, countAll = false, maxNodes = 10_000_000 } = options;
	const n = graph.names.length;
	const next = graph.names.map((_, v) => adjacent(graph, v));
	const onPath = new Uint8Array(n);
	const path: number[] = [];
	let nodes = 0;
	let found = 0;
	let example: number[] | null = null;
	let stopped = false;
	// A cycle needs 3 vertices, or 2 joined by two different edges.
	const cycleFits = n >= 3 || (n === 2 && joining(graph, 0, 1).length >= 2);

	/** Extends the path from its last vertex; returns true to stop. */
	const extend = (): boolean => {
		if (path.length === n) {
			const last = path[n - 1] as number;
			if (closed && !(cycleFits && (next[last] ?? []).includes(path[0] as number))) return false;
			found += 1;
			example ??= [...path];
			return !countAll;
		}
		for (const w of next[path.at(-1) as number] ?? []) {
			if (onPath[w] === 1) continue;
			if (nodes >= maxNodes) {
				stopped = true;
				return true;
			}
			nodes += 1;
			onPath[w] = 1;
			path.push(w);
			const stop = extend();
			path.pop();
			onPath[w] = 0;
			if (stop) return true;
		}
		return false;
	};

	const starts = closed ? [0] : graph.names.map((_, v) => v);
	for (const start of n === 0 ? [] : starts) {
		if (nodes >= maxNodes) {
			stopped = true;
			break;
		}
		nodes += 1;
		onPath[start] = 1;
		path.push(start);
		const stop = extend();
		path.pop();
		onPath[start] = 0;
		if (stop) break;
	}
	if (stopped) return { status: 'gave-up', example, count: null, nodes };
	// Each path is met from both ends and each cycle both ways round, except the one-vertex path and
	// the two-vertex cycle, whose two directions are the same vertex order.
	const twice = closed ? n >= 3 : n >= 2;
	const count = countAll ? (twice ? found / 2 : found) : null;
	return { status: found > 0 ? 'found' : 'none', example, count, nodes };
}

/**
 * Builds the leaper's graph of a board (the knight's graph for a plain board):
 * a vertex for every square that is not a hole, named as in `squareName`, in
 * square order (a8 first on 8×8), and an edge for every pair one leap apart.
 */
export function knightGraph(board: Board): Graph {
	checkBoard('knightGraph', board);
	const squares: number[] = [];
	for (let s = 0; s < board.size; s++) if (!isHole(board, s)) squares.push(s);
	const names = squares.map((s) => squareName(board, s));
	const edges: EdgeSpec[] = [];
	for (const s of squares) {
		for (const t of neighbors(board, s)) {
			if (t > s) edges.push([squareName(board, s), squareName(board, t)]);
		}
	}
	return createGraph(names, edges);
}

/**
 * The seven bridges of Königsberg as Euler drew them: A the island (Kneiphof),
 * B and C the two banks, D the land between the two arms of the river; the
 * bridges a, b join A and B, c, d join A and C, and e, f, g join D to A, B, C.
 */
export function konigsbergGraph(): Graph {
	return createGraph(
		['A', 'B', 'C', 'D'],
		[
			['A', 'B', 'a'],
			['A', 'B', 'b'],
			['A', 'C', 'c'],
			['A', 'C', 'd'],
			['A', 'D', 'e'],
			['B', 'D', 'f'],
			['C', 'D', 'g'],
		],
	);
}

/**
 * The house drawn in one stroke ("das Haus vom Nikolaus"): a square A, B, C, E
 * with both diagonals and a roof D on top of C and E.
 */
export function houseGraph(): Graph {
	return createGraph(
		['A', 'B', 'C', 'D', 'E'],
		[
			['A', 'B'],
			['B', 'C'],
			['C', 'E'],
			['E', 'A'],
			['A', 'C'],
			['B', 'E'],
			['C', 'D'],
			['D', 'E'],
		],
	);
}
