/**
 * Every number and verdict that lesson 02 states, and every exercise answer,
 * checked against the library. Each row quotes the lesson's words, so editing
 * the lesson without changing the check (or the other way round) fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createBoard, type Board } from '../../src/lib/board.ts';
import { countTours } from '../../src/lib/counting/count-tours.ts';
import {
	checkWalk,
	eulerVerdict,
	graphComponents,
	houseGraph,
	isConnected,
	knightGraph,
	konigsbergGraph,
	oddVertices,
	searchHamiltonian,
	vertexDegree,
	vertexIndex,
	walkThrough,
	type Graph,
	type WalkKind,
} from '../../src/lib/graphs.ts';
import { closedTourExists } from '../../src/lib/theory.ts';
import { parseAlgebraicTour, verifyTour } from '../../src/lib/tour.ts';

const source = readFileSync('src/content/lessons/02-hamiltonian-paths.mdx', 'utf8');
const lesson = source.replace(/\s+/g, ' ');

/** Returns the quoted strings of an `export const name = [ … ];` in the lesson. */
function exportedList(name: string): string[] {
	const block = new RegExp(`export const ${name} = \\[([^\\]]*)\\];`).exec(source)?.[1];
	expect(block, name).toBeDefined();
	return [...(block ?? '').matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) =>
		(m[1] ?? '').replace(/\\'/g, "'"),
	);
}

/** Returns the kind of the walk through the named squares. */
function kindOf(graph: Graph, squares: string): WalkKind {
	return checkWalk(graph, walkThrough(graph, squares.split(' '))).kind;
}

/** Returns the degree of a named vertex. */
function degreeOf(graph: Graph, name: string): number {
	return vertexDegree(graph, vertexIndex(graph, name));
}

/** Returns the knight's graph of a plain board. */
function knight(rows: number, cols: number): Graph {
	return knightGraph(createBoard(rows, cols));
}

const konigsberg = konigsbergGraph();
const graph33 = knight(3, 3);
const graph34 = knight(3, 4);
const board34: Board = createBoard(3, 4);

const claims: [quote: string, actual: () => number, stated: number][] = [
	['across each of its seven bridges exactly once', () => konigsberg.edges.length, 7],
	['the island has 5 bridges', () => degreeOf(konigsberg, 'A'), 5],
	['each of the other three places has 3', () => degreeOf(konigsberg, 'B'), 3],
	['each of the other three places has 3', () => degreeOf(konigsberg, 'C'), 3],
	['each of the other three places has 3', () => degreeOf(konigsberg, 'D'), 3],
	['four vertices of odd degree, so no such walk exists', () => oddVertices(konigsberg).length, 4],
	['so b2 has degree 0', () => degreeOf(graph33, 'b2'), 0],
	['has 9 vertices, 8 edges and 2 components', () => graph33.names.length, 9],
	['has 9 vertices, 8 edges and 2 components', () => graph33.edges.length, 8],
	['has 9 vertices, 8 edges and 2 components', () => graphComponents(graph33).length, 2],
	['You get a cycle of 8 steps', () => graph33.edges.length, 8],
	[
		'It has exactly 8 Hamiltonian paths',
		() => searchHamiltonian(graph34, { closed: false, countAll: true }).count ?? -1,
		8,
	],
	[
		'(16 if a tour and its reverse count as two)',
		() => Number(countTours(board34, { closed: false, directed: true })),
		16,
	],
	[
		'find one of the 8 tours of the 3×4 board',
		() => Number(countTours(board34, { closed: false })),
		8,
	],
	[
		'tries 29,976 partial paths and none of them reaches all 16 squares',
		() => searchHamiltonian(knight(4, 4), { closed: false }).nodes,
		29_976,
	],
	[
		'tries 29,976 partial paths and none of them reaches all 16 squares',
		() => knight(4, 4).names.length,
		16,
	],
	['The corner squares have only two moves each', () => degreeOf(graph34, 'a1'), 2],
	['The corner squares have only two moves each', () => degreeOf(graph34, 'd3'), 2],
];

describe("lesson 02, The knight's graph and Hamiltonian paths", () => {
	test.each(claims)('states "%s" (value %#)', (quote, actual, stated) => {
		expect(lesson).toContain(quote);
		expect(actual()).toBe(stated);
	});

	test('the eight outer squares of 3×3 form one cycle, as the lesson writes it', () => {
		const sentence = /single cycle: ([a-c1-3, ]+) and back to a1/.exec(lesson)?.[1] ?? '';
		const squares = [...sentence.split(', '), 'a1'];
		expect(squares).toHaveLength(9);
		const check = checkWalk(graph33, walkThrough(graph33, squares));
		expect(check).toMatchObject({ kind: 'cycle', visited: 8, used: 8 });
		expect(lesson).toContain("The 3×3 knight's graph has an Euler circuit");
		expect(eulerVerdict(graph33).kind).toBe('circuit');
		expect(searchHamiltonian(graph33, { closed: false }).status).toBe('none');
	});

	test("the knight's graph is connected exactly when the shorter side is ≥ 3 and the longer ≥ 4", () => {
		expect(lesson).toContain(
			'connected exactly when the shorter side is at least 3 and the longer at least 4 (Knuth 1994)',
		);
		expect(lesson).toContain(
			"Apart from the single square, 3×4 is the smallest board whose knight's graph is connected",
		);
		for (let m = 1; m <= 8; m++) {
			for (let n = 1; n <= 8; n++) {
				const connected = isConnected(knight(m, n));
				const short = Math.min(m, n);
				const long = Math.max(m, n);
				expect(connected, `${m}×${n}`).toBe(m * n === 1 || (short >= 3 && long >= 4));
				if (connected && m * n > 1) expect(m * n).toBeGreaterThanOrEqual(12);
			}
		}
	});

	test('Königsberg has a Hamiltonian cycle A, B, D, C but no Euler trail', () => {
		expect(lesson).toContain(
			'Königsberg has a Hamiltonian cycle (A, B, D, C, back to A) but no Euler trail',
		);
		const cycle = walkThrough(konigsberg, ['A', 'B', 'D', 'C', 'A']);
		expect(checkWalk(konigsberg, cycle).hamiltonian).toBe('cycle');
		expect(eulerVerdict(konigsberg).kind).toBe('none');
	});

	test('the house is drawn in one stroke from A or B', () => {
		expect(lesson).toContain('which you can draw in one stroke if you start at A or B');
		const house = houseGraph();
		expect(eulerVerdict(house).kind).toBe('trail');
		expect(oddVertices(house).map((v) => house.names[v])).toEqual(['A', 'B']);
	});

	test('the example tour of 3×4 is a tour, and 3×4 has no closed tour', () => {
		const display = /for example (a3, c2[a-d1-3, ]*d1),/.exec(lesson)?.[1] ?? '';
		expect(display).toBe('a3, c2, a1, b3, d2, b1, c3, a2, c1, d3, b2, d1');
		expect(verifyTour(board34, parseAlgebraicTour(board34, display))).toEqual({ ok: true });
		expect(lesson).toContain('but no Hamiltonian cycle: no closed tour');
		expect(searchHamiltonian(graph34, { closed: true }).status).toBe('none');
		expect(closedTourExists(3, 4).exists).toBe(false);
	});

	test('exercise "which-is-a-path": exactly one choice is a path, and the explanation is right', () => {
		const choices = exportedList('walkChoices');
		expect(choices.map((walk) => kindOf(graph34, walk))).toEqual([
			'trail',
			'broken',
			'path',
			'walk',
		]);
		expect(lesson).toContain('answer={pathChoice}');
		expect(lesson).toContain(
			"In a1 b3 c1 a2 c3 b1 every step is a knight's move and no square comes twice",
		);
		expect(choices[2]).toBe('a1 b3 c1 a2 c3 b1');
		expect(lesson).toContain('The first sequence visits b3 twice (a trail)');
		expect(lesson).toContain('jumps from d2 to c1, which is not a knight');
		expect(lesson).toContain('goes a2–c1 and back (an edge used twice)');
	});

	test('exercise "euler-3x4": no Euler trail, because b1, c1, b3 and c3 have 3 moves', () => {
		const choices = exportedList('eulerChoices');
		expect(lesson).toContain(
			"eulerChoices[['circuit', 'trail', 'none'].indexOf(eulerVerdict(graph34).kind)]",
		);
		const answer = choices[['circuit', 'trail', 'none'].indexOf(eulerVerdict(graph34).kind)];
		expect(answer).toBe('No: no walk uses every edge exactly once');
		expect(lesson).toContain('b1, c1, b3 and c3 have 3 moves each and every other square has 2');
		expect(
			oddVertices(graph34)
				.map((v) => graph34.names[v])
				.sort(),
		).toEqual(['b1', 'b3', 'c1', 'c3']);
		expect(oddVertices(graph34).every((v) => vertexDegree(graph34, v) === 3)).toBe(true);
		expect(graph34.names.filter((name) => degreeOf(graph34, name) === 2)).toHaveLength(8);
	});

	test('exercise "odd-degree-8x8": 8 odd vertices, the squares with 3 moves', () => {
		expect(lesson).toContain(
			'export const oddIn8x8 = oddVertices(knightGraph(createBoard(8, 8))).length;',
		);
		expect(lesson).toContain('answer={oddIn8x8}');
		expect(lesson).toContain('there are 8 of them (two beside each corner)');
		const graph = knight(8, 8);
		const odd = oddVertices(graph);
		expect(odd).toHaveLength(8);
		expect(odd.map((v) => graph.names[v]).sort()).toEqual(
			['b8', 'a7', 'g8', 'h7', 'a2', 'b1', 'h2', 'g1'].sort(),
		);
	});

	test('exercise "np-claim": the answer is the statement about all graphs', () => {
		const choices = exportedList('claimChoices');
		expect(choices).toHaveLength(3);
		expect(lesson).toContain('answer={claimChoices[1]}');
		expect(choices[1]).toContain('No known method decides for every graph');
	});

	test('there are at least two exercises, with unique ids', () => {
		const ids = [...source.matchAll(/<Exercise[^>]*\bid="([^"]+)"/g)].map((m) => m[1]);
		expect(ids.length).toBeGreaterThanOrEqual(2);
		expect(new Set(ids).size).toBe(ids.length);
	});
});
