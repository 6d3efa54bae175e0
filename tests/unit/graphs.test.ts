import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBoard } from '../../src/lib/board.ts';
import { countTours } from '../../src/lib/counting/count-tours.ts';
import {
	adjacentVertices,
	checkWalk,
	createGraph,
	edgesBetween,
	eulerVerdict,
	graphComponents,
	houseGraph,
	isConnected,
	knightGraph,
	konigsbergGraph,
	oddVertices,
	searchHamiltonian,
	stepEdge,
	vertexDegree,
	vertexIndex,
	walkThrough,
	type Graph,
	type WalkKind,
} from '../../src/lib/graphs.ts';

/** Returns the names of a list of vertices. */
function names(graph: Graph, vertices: readonly number[]): string[] {
	return vertices.map((v) => graph.names[v] as string);
}

/** Returns the degree of a named vertex. */
function degreeOf(graph: Graph, name: string): number {
	return vertexDegree(graph, vertexIndex(graph, name));
}

/** Checks that `order` visits every vertex once along edges (and returns to the start when closed). */
function expectHamiltonian(graph: Graph, order: readonly number[] | null, closed: boolean): void {
	expect(order).not.toBeNull();
	const walk = walkThrough(graph, names(graph, closed ? [...order!, order![0]!] : order!));
	expect(checkWalk(graph, walk).hamiltonian).toBe(closed ? 'cycle' : 'path');
}

const triangle = createGraph(
	['x', 'y', 'z'],
	[
		['x', 'y'],
		['y', 'z'],
		['z', 'x'],
	],
);

const fixture = JSON.parse(readFileSync('tests/fixtures/tour-counts.json', 'utf8')) as {
	counts: { rows: number; cols: number; closed: boolean; counted: string; value: string }[];
};

describe('createGraph(names, edges)', () => {
	test('keeps parallel edges and counts both ends in the degree', () => {
		const graph = createGraph(
			['x', 'y'],
			[
				['x', 'y'],
				['y', 'x', 'second'],
			],
		);
		expect(graph.edges).toHaveLength(2);
		expect(edgesBetween(graph, 0, 1)).toEqual([0, 1]);
		expect(graph.edges[0]?.label).toBe('x–y');
		expect(graph.edges[1]?.label).toBe('second');
		expect(vertexDegree(graph, 0)).toBe(2);
		expect(adjacentVertices(graph, 0)).toEqual([1]);
	});

	test.each([
		[['a', 'a'], [], 'createGraph: names: the vertex name "a" is used twice.'],
		[[''], [], 'createGraph: names: a vertex name must not be empty.'],
		[
			['a', 'b'],
			[['a', 'c']],
			'createGraph: edges: the edge a–c ends at "c", which is not a vertex (the vertices are a, b).',
		],
		[['a'], [['a', 'a']], 'createGraph: edges: the edge a–a joins a vertex to itself.'],
	] as const)('rejects %j with edges %j', (vertices, edges, message) => {
		expect(() => createGraph(vertices, edges)).toThrow(new RangeError(message));
	});

	test('vertexIndex names the vertices when a name is unknown', () => {
		expect(() => vertexIndex(konigsbergGraph(), 'E')).toThrow(
			'"E" is not a vertex of this graph (the vertices are A, B, C, D).',
		);
		expect(vertexIndex(konigsbergGraph(), ' C ')).toBe(2);
	});
});

describe('konigsbergGraph()', () => {
	const graph = konigsbergGraph();

	test("has Euler's four places and seven bridges: A has 5, B, C and D have 3 (Euler 1736)", () => {
		expect(graph.names).toEqual(['A', 'B', 'C', 'D']);
		expect(graph.edges.map((e) => e.label).join('')).toBe('abcdefg');
		expect(['A', 'B', 'C', 'D'].map((name) => degreeOf(graph, name))).toEqual([5, 3, 3, 3]);
	});

	test('has 4 odd vertices, so no Euler trail', () => {
		expect(oddVertices(graph)).toHaveLength(4);
		const verdict = eulerVerdict(graph);
		expect(verdict.kind).toBe('none');
		expect(verdict.reason).toBe(
			'4 vertices have odd degree (A, B, C, D); an Euler trail allows at most 2, so there is none.',
		);
	});

	test('has a Hamiltonian cycle all the same', () => {
		const cycle = searchHamiltonian(graph, { closed: true });
		expect(cycle.status).toBe('found');
		expect(names(graph, cycle.example!)).toEqual(['A', 'B', 'D', 'C']);
		expectHamiltonian(graph, cycle.example, true);
	});
});

describe('eulerVerdict(graph)', () => {
	test.each([
		{ name: 'the house', graph: houseGraph(), kind: 'trail', odd: ['A', 'B'] },
		{
			name: "the 3×3 knight's graph",
			graph: knightGraph(createBoard(3, 3)),
			kind: 'circuit',
			odd: [],
		},
		{
			name: "the 3×4 knight's graph",
			graph: knightGraph(createBoard(3, 4)),
			kind: 'none',
			odd: ['b3', 'c3', 'b1', 'c1'],
		},
		{
			name: "the 4×4 knight's graph",
			graph: knightGraph(createBoard(4, 4)),
			kind: 'none',
			odd: ['b4', 'c4', 'a3', 'd3', 'a2', 'd2', 'b1', 'c1'],
		},
		{ name: 'a triangle', graph: triangle, kind: 'circuit', odd: [] },
		{ name: 'a graph with no edges', graph: createGraph(['x', 'y'], []), kind: 'circuit', odd: [] },
	] as const)('$name: $kind, odd vertices $odd', ({ graph, kind, odd }) => {
		const verdict = eulerVerdict(graph);
		expect(verdict.kind).toBe(kind);
		expect(names(graph, verdict.odd)).toEqual(odd);
	});

	test('two separate triangles have even degrees but no Euler circuit', () => {
		const graph = createGraph(
			['a', 'b', 'c', 'x', 'y', 'z'],
			[
				['a', 'b'],
				['b', 'c'],
				['c', 'a'],
				['x', 'y'],
				['y', 'z'],
				['z', 'x'],
			],
		);
		const verdict = eulerVerdict(graph);
		expect(verdict).toMatchObject({ kind: 'none', edgesConnected: false });
		expect(verdict.reason).toContain('2 separate pieces');
	});

	test("the 8×8 knight's graph has 8 odd vertices: the squares with 3 moves", () => {
		const graph = knightGraph(createBoard(8, 8));
		const odd = oddVertices(graph);
		expect(odd).toHaveLength(8);
		expect(odd.every((v) => vertexDegree(graph, v) === 3)).toBe(true);
		expect(eulerVerdict(graph).kind).toBe('none');
	});
});

describe('knightGraph(board)', () => {
	test('3×3: 9 vertices, 8 edges, b2 isolated, the rest one cycle; not connected', () => {
		const graph = knightGraph(createBoard(3, 3));
		expect(graph.names).toHaveLength(9);
		expect(graph.edges).toHaveLength(8);
		expect(degreeOf(graph, 'b2')).toBe(0);
		expect(isConnected(graph)).toBe(false);
		expect(graphComponents(graph).map((piece) => names(graph, piece).sort())).toEqual([
			['a1', 'a2', 'a3', 'b1', 'b3', 'c1', 'c2', 'c3'],
			['b2'],
		]);
		const ring = walkThrough(graph, ['a1', 'b3', 'c1', 'a2', 'c3', 'b1', 'a3', 'c2', 'a1']);
		expect(checkWalk(graph, ring)).toMatchObject({ kind: 'cycle', euler: 'circuit', used: 8 });
	});

	test('names vertices as squareName does, in square order, and skips holes', () => {
		const board = createBoard(3, 4, { holes: [0] });
		const graph = knightGraph(board);
		expect(graph.names[0]).toBe('b3');
		expect(graph.names).toHaveLength(11);
		expect(graph.names).not.toContain('a3');
	});

	test('has as many edges as the board has knight moves (4mn − 6(m+n) + 8)', () => {
		for (const [m, n] of [
			[3, 4],
			[4, 4],
			[5, 7],
			[8, 8],
		] as const) {
			expect(knightGraph(createBoard(m, n)).edges).toHaveLength(4 * m * n - 6 * (m + n) + 8);
		}
	});

	test('is connected exactly when the shorter side is at least 3 and the longer at least 4 (Knuth 1994)', () => {
		for (let m = 2; m <= 7; m++) {
			for (let n = m; n <= 8; n++) {
				expect(isConnected(knightGraph(createBoard(m, n))), `${m}×${n}`).toBe(m >= 3 && n >= 4);
			}
		}
	});
});

describe('checkWalk(graph, walk)', () => {
	const graph34 = knightGraph(createBoard(3, 4));
	const house = houseGraph();
	const cases: [string, Graph, string, WalkKind, Partial<ReturnType<typeof checkWalk>>][] = [
		['empty', graph34, '', 'empty', { visited: 0 }],
		['one vertex', graph34, 'a1', 'path', { visited: 1, used: 0, closed: false }],
		['a path', graph34, 'a1 b3 c1 a2 c3 b1', 'path', { visited: 6, used: 5 }],
		['a step that is not a knight move', graph34, 'a1 b3 d2 c1 a2', 'broken', { broken: 2 }],
		['b3 twice, no edge twice', graph34, 'a1 b3 c1 d3 b2 d1 c3 b1 d2 b3', 'trail', {}],
		['a2–c1 and back', graph34, 'a1 c2 a3 b1 c3 a2 c1 a2', 'walk', {}],
		['back along the same edge to the start', graph34, 'a1 b3 a1', 'closed walk', { closed: true }],
		[
			'a Hamiltonian path of 3×4',
			graph34,
			'a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 b2 d1',
			'path',
			{ hamiltonian: 'path' },
		],
		['round the house', house, 'A B C D E A', 'cycle', { hamiltonian: 'cycle', euler: null }],
		[
			'the house in one stroke',
			house,
			'A B C D E C A E B',
			'trail',
			{ euler: 'trail', hamiltonian: null },
		],
		['a circuit through C twice', house, 'C D E C A B C', 'circuit', { closed: true }],
	];

	test.each(cases)('%s', (_, graph, text, kind, more) => {
		const walk = walkThrough(graph, text === '' ? [] : text.split(' '));
		const check = checkWalk(graph, walk);
		expect(check.kind).toBe(kind);
		expect(check).toMatchObject(more);
	});

	test('reports the first repeated vertex and edge, and where', () => {
		const trail = checkWalk(
			graph34,
			walkThrough(graph34, 'a1 b3 c1 d3 b2 d1 c3 b1 d2 b3'.split(' ')),
		);
		expect(trail.repeatedVertex).toEqual({ vertex: vertexIndex(graph34, 'b3'), at: 9 });
		expect(trail.repeatedEdge).toBeNull();
		const walk = checkWalk(graph34, walkThrough(graph34, 'a1 c2 a3 b1 c3 a2 c1 a2'.split(' ')));
		expect(walk.repeatedEdge?.at).toBe(6);
		expect(names(graph34, [walk.repeatedVertex!.vertex])).toEqual(['a2']);
	});

	test('crosses parallel bridges in turn: A, B, A by a and b is a cycle, the same bridge twice is not', () => {
		const graph = konigsbergGraph();
		const twoBridges = walkThrough(graph, ['A', 'B', 'A']);
		expect(twoBridges.edges).toEqual([0, 1]);
		expect(checkWalk(graph, twoBridges).kind).toBe('cycle');
		const sameBridge = { vertices: [0, 1, 0], edges: [0, 0] };
		expect(checkWalk(graph, sameBridge)).toMatchObject({
			kind: 'closed walk',
			repeatedEdge: { edge: 0, at: 1 },
		});
	});

	test('an edge that does not join the two vertices breaks the walk', () => {
		const graph = konigsbergGraph();
		expect(checkWalk(graph, { vertices: [0, 3], edges: [5] }).kind).toBe('broken');
		expect(stepEdge(graph, { vertices: [1], edges: [] }, 2)).toBe(-1);
	});
});

describe('searchHamiltonian(graph, options)', () => {
	test.each([
		[3, 3],
		[3, 4],
		[4, 3],
		[3, 5],
		[4, 4],
		[2, 5],
		[1, 1],
	] as const)('counts the same tours as countTours on %i×%i', (rows, cols) => {
		const board = createBoard(rows, cols);
		const graph = knightGraph(board);
		for (const closed of [false, true]) {
			const result = searchHamiltonian(graph, { closed, countAll: true });
			expect(BigInt(result.count!), closed ? 'cycles' : 'paths').toBe(
				countTours(board, { closed }),
			);
		}
	});

	test('3×4 has 8 Hamiltonian paths but no Hamiltonian cycle (OEIS A169696; Schwenk 1991)', () => {
		const graph = knightGraph(createBoard(3, 4));
		const expected = fixture.counts.find(
			(c) => c.rows === 3 && c.cols === 4 && !c.closed && c.counted === 'undirected',
		);
		expect(expected?.value).toBe('8');
		const paths = searchHamiltonian(graph, { closed: false, countAll: true });
		expect(paths).toMatchObject({ status: 'found', count: 8 });
		expectHamiltonian(graph, paths.example, false);
		expect(searchHamiltonian(graph, { closed: true })).toMatchObject({
			status: 'none',
			count: null,
		});
	});

	test('4×4 has no Hamiltonian path: the search tries 29,976 partial paths', () => {
		const graph = knightGraph(createBoard(4, 4));
		expect(searchHamiltonian(graph, { closed: false })).toEqual({
			status: 'none',
			example: null,
			count: null,
			nodes: 29_976,
		});
	});

	test('stops at the first one unless asked to count, and says how much it tried', () => {
		const graph = knightGraph(createBoard(3, 4));
		const first = searchHamiltonian(graph, { closed: false });
		expect(first.status).toBe('found');
		expect(first.nodes).toBe(12);
		expect(names(graph, first.example!).join(' ')).toBe('a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 b2 d1');
		expect(searchHamiltonian(graph, { closed: false, countAll: true }).nodes).toBe(760);
	});

	test('gives up when the budget runs out, without claiming anything', () => {
		const graph = knightGraph(createBoard(4, 4));
		expect(searchHamiltonian(graph, { closed: false, maxNodes: 100 })).toEqual({
			status: 'gave-up',
			example: null,
			count: null,
			nodes: 100,
		});
	});

	test.each([
		['one vertex', createGraph(['x'], []), 1, 0],
		['two vertices, one edge', createGraph(['x', 'y'], [['x', 'y']]), 1, 0],
		[
			'two vertices, two edges',
			createGraph(
				['x', 'y'],
				[
					['x', 'y'],
					['x', 'y'],
				],
			),
			1,
			1,
		],
		['a triangle', triangle, 3, 1],
		['no vertices', createGraph([], []), 0, 0],
	] as const)('%s: %i paths, %i cycles', (_, graph, paths, cycles) => {
		expect(searchHamiltonian(graph, { closed: false, countAll: true }).count).toBe(paths);
		expect(searchHamiltonian(graph, { closed: true, countAll: true }).count).toBe(cycles);
	});
});
