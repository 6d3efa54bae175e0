import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import GraphExplorer from '../../../../src/components/lessons/hamiltonian-paths/GraphExplorer.svelte';
import {
	GraphExplorerState,
	type GraphExplorerSetup,
} from '../../../../src/components/lessons/hamiltonian-paths/graph-explorer-state.svelte.ts';
import {
	PRESET_IDS,
	edgeShapes,
	isPresetId,
	preset,
	vertexInDirection,
} from '../../../../src/components/lessons/hamiltonian-paths/graph-layout.ts';
import { vertexIndex } from '../../../../src/lib/graphs.ts';

/** Creates an explorer with every graph on offer. */
function explorer(setup: Partial<GraphExplorerSetup> = {}): GraphExplorerState {
	return new GraphExplorerState({
		preset: 'konigsberg',
		goal: 'euler',
		walk: [],
		presets: PRESET_IDS,
		...setup,
	});
}

/** Visits the named vertices in turn. */
function visitAll(state: GraphExplorerState, names: string): void {
	for (const name of names.split(' ')) state.visit(vertexIndex(state.graph, name));
}

describe('GraphExplorerState', () => {
	test('starts with an empty walk that says what the goal is', () => {
		const state = explorer();
		expect(state.walkText).toBe('Walk: not started.');
		expect(state.status).toBe(
			'Choose a vertex to start. Goal: use every bridge exactly once (Euler).',
		);
		expect(explorer({ goal: 'hamilton' }).status).toBe(
			'Choose a vertex to start. Goal: visit every vertex exactly once (Hamilton).',
		);
	});

	test('a walk given by name is checked at once', () => {
		const state = explorer({ preset: 'house', goal: 'hamilton', walk: ['A', 'B', 'C'] });
		expect(state.walkText).toBe('Walk: A → B → C');
		expect(state.status).toBe('A path of 2 steps: no vertex repeated. 3 of 5 vertices visited.');
		expect(state.cursor).toBe(2);
	});

	test('a walk name that is not a vertex, or an unknown graph, throws a RangeError', () => {
		expect(() => explorer({ walk: ['Z'] })).toThrow(
			'"Z" is not a vertex of this graph (the vertices are A, B, C, D).',
		);
		expect(() => explorer({ preset: 'petersen' as 'house' })).toThrow(
			'"petersen" is not a graph here; the graphs are konigsberg, house, knight-3x3, knight-3x4, knight-4x4.',
		);
	});

	test('refuses a step between vertices that are not joined, and keeps the walk', () => {
		const state = explorer({ preset: 'knight-3x4', goal: 'hamilton' });
		visitAll(state, 'a1 b3');
		state.visit(vertexIndex(state.graph, 'c3'));
		expect(state.walkText).toBe('Walk: a1 → b3');
		expect(state.status).toBe(
			'b3 and c3 are not joined by an edge, so the walk cannot step there. A path of 1 step: no vertex repeated. 2 of 12 vertices visited.',
		);
		state.visit(vertexIndex(state.graph, 'b3'));
		expect(state.note).toBe('The walk is already on b3; choose a vertex joined to it.');
	});

	test('says which vertex was repeated and which edge was used twice', () => {
		const state = explorer({ preset: 'knight-3x4', goal: 'hamilton' });
		visitAll(state, 'a1 b3 c1 d3 b2 d1 c3 b1 d2 b3');
		expect(state.status).toBe(
			'You repeated b3 (step 10), so this is a trail, not a path: no edge repeated. 9 of 12 vertices visited.',
		);
		state.reset();
		visitAll(state, 'a1 c2 a3 b1 c3 a2 c1 a2');
		expect(state.status).toBe(
			'The edge a2–c1 is used twice (step 7), so this is a walk, not a trail. 7 of 12 vertices visited.',
		);
	});

	test('crosses the parallel bridges of Königsberg in turn, and then one twice', () => {
		const state = explorer();
		visitAll(state, 'A B A');
		expect(state.status).toBe(
			'A cycle of 2 steps: back at the start, no vertex repeated. 2 of 7 bridges used.',
		);
		visitAll(state, 'D B');
		expect(state.status).toBe(
			'You repeated A (step 3), so this is a trail, not a path: no bridge repeated. 4 of 7 bridges used.',
		);
		state.visit(vertexIndex(state.graph, 'A'));
		expect(state.status).toBe(
			'The bridge a is used twice (step 5), so this is a closed walk, not a trail. 4 of 7 bridges used.',
		);
		expect(state.edgeUses).toEqual([2, 1, 0, 0, 1, 1, 0]);
	});

	test('walks along a clicked edge, or explains why it cannot', () => {
		const state = explorer();
		state.cross(6);
		expect(state.walkText).toBe('Walk: C → D');
		state.cross(0);
		expect(state.note).toBe('The bridge a does not start at D, where the walk is.');
		expect(state.walkText).toBe('Walk: C → D');
		state.cross(4);
		expect(state.walkText).toBe('Walk: C → D → A');
		expect(state.cursor).toBe(0);
	});

	test('recognises an Euler trail of the house and a Hamiltonian cycle', () => {
		const state = explorer({ preset: 'house' });
		visitAll(state, 'A B C D E C A E B');
		expect(state.status).toBe('An Euler trail: every edge exactly once, in 8 steps.');
		state.reset();
		state.setGoal('hamilton');
		visitAll(state, 'A B C D E');
		expect(state.status).toBe(
			'A Hamiltonian path: every vertex exactly once, in 4 steps. Step back to A to close it into a Hamiltonian cycle.',
		);
		state.visit(0);
		expect(state.status).toBe(
			'A Hamiltonian cycle: every vertex once and back to the start, in 5 steps.',
		);
	});

	test('celebrates only the goal the reader chose', () => {
		const ring = 'a1 b3 c1 a2 c3 b1 a3 c2 a1';
		const hamilton = explorer({ preset: 'knight-3x3', goal: 'hamilton' });
		visitAll(hamilton, ring);
		expect(hamilton.status).toBe(
			'A cycle of 8 steps: back at the start, no vertex repeated. 8 of 9 vertices visited.',
		);
		hamilton.setGoal('euler');
		expect(hamilton.status).toBe(
			'An Euler circuit: every edge exactly once and back to the start, in 8 steps.',
		);
	});

	test('Undo takes one step back; Reset empties the walk', () => {
		const state = explorer({ preset: 'house', walk: ['A', 'B', 'C'] });
		state.undo();
		expect(state.walkText).toBe('Walk: A → B');
		state.reset();
		expect(state.walkText).toBe('Walk: not started.');
		state.undo();
		expect(state.note).toBe('Nothing to undo: the walk has not started.');
	});

	test('choosing another graph starts a new walk', () => {
		const state = explorer({ walk: ['A', 'B'] });
		state.choose('knight-4x4');
		expect(state.walk.vertices).toEqual([]);
		expect(state.graph.names).toHaveLength(16);
		expect(state.eulerText).toBe(
			'8 vertices have odd degree (b4, c4, a3, d3, a2, d2, b1, c1); an Euler trail allows at most 2, so there is none.',
		);
	});

	test.each([
		[
			'konigsberg',
			'A Hamiltonian path exists: the search found one after trying 4 partial paths. A Hamiltonian cycle exists: the search found one after trying 4 partial paths.',
			['Hamiltonian path: A, B, D, C', 'Hamiltonian cycle: A, B, D, C, A'],
		],
		[
			'knight-3x3',
			'No Hamiltonian path: the search tried all 121 partial paths and none reached every vertex. No Hamiltonian cycle: the search tried all 15 partial paths and none reached every vertex.',
			[],
		],
		[
			'knight-4x4',
			'No Hamiltonian path: the search tried all 29,976 partial paths and none reached every vertex. No Hamiltonian cycle: the search tried all 2,223 partial paths and none reached every vertex.',
			[],
		],
	] as const)('the search on %s', (id, text, examples) => {
		const state = explorer({ preset: id });
		expect(state.hamiltonText).toBe(text);
		expect(state.examples).toEqual(examples);
	});

	test('describes vertices for screen readers', () => {
		const state = explorer({ preset: 'knight-3x4', walk: ['a1', 'b3'] });
		const describe = (name: string): string => state.describe(vertexIndex(state.graph, name));
		expect(describe('a1')).toBe('a1, degree 2, step 1 of the walk');
		expect(describe('b3')).toBe('b3, degree 3, the walk is here, step 2 of the walk');
		expect(describe('c1')).toBe('c1, degree 3, one step from the walk');
		expect(describe('d1')).toBe('d1, degree 2');
	});

	test('offers the first graph even when the list leaves it out', () => {
		expect(explorer({ preset: 'house', presets: ['knight-3x3'] }).presets).toEqual([
			'house',
			'knight-3x3',
		]);
	});
});

describe('graph-layout', () => {
	test('knight graphs sit on their boards; arrow keys move square by square', () => {
		const board = preset('knight-3x4');
		expect(board.squares).toHaveLength(12);
		expect(board.points[vertexIndex(board.graph, 'a3')]).toEqual({ x: 30, y: 30 });
		const a1 = vertexIndex(board.graph, 'a1');
		const move = (key: string, from = a1): string | undefined => {
			const to = vertexInDirection(board.points, from, key);
			return to === null ? undefined : board.graph.names[to];
		};
		expect(move('ArrowRight')).toBe('b1');
		expect(move('ArrowUp')).toBe('a2');
		expect(move('ArrowLeft')).toBeUndefined();
		expect(move('ArrowDown')).toBeUndefined();
		expect(move('x')).toBeUndefined();
	});

	test('arrow keys find the vertex that lies that way on a drawn graph', () => {
		const { points, graph } = preset('konigsberg');
		const from = (name: string, key: string): string | undefined => {
			const to = vertexInDirection(points, vertexIndex(graph, name), key);
			return to === null ? undefined : graph.names[to];
		};
		expect(from('A', 'ArrowRight')).toBe('D');
		expect(from('A', 'ArrowUp')).toBe('B');
		expect(from('A', 'ArrowDown')).toBe('C');
		expect(from('D', 'ArrowLeft')).toBe('A');
		expect(from('B', 'ArrowUp')).toBeUndefined();
	});

	test('parallel edges bulge to opposite sides; single edges are straight', () => {
		const shapes = edgeShapes(preset('konigsberg').graph, preset('konigsberg').points);
		expect(shapes[0]?.d).toContain('Q');
		expect(shapes[1]?.d).toContain('Q');
		expect(shapes[4]?.d).toBe('M50 130L230 130');
		const [a, b] = [shapes[0]!.label, shapes[1]!.label];
		const mid = { x: (50 + 110) / 2, y: (130 + 30) / 2 };
		// The two labels sit on opposite sides of the straight line, at the same distance.
		expect(Math.hypot(a.x - mid.x, a.y - mid.y)).toBeCloseTo(Math.hypot(b.x - mid.x, b.y - mid.y));
		expect(a.x + b.x).toBeCloseTo(2 * mid.x);
	});

	test('isPresetId accepts the presets only', () => {
		expect(PRESET_IDS.every(isPresetId)).toBe(true);
		expect(isPresetId('petersen')).toBe(false);
	});
});

describe('GraphExplorer (server-rendered)', () => {
	test('the static HTML already shows the graph, the walk and both verdicts', () => {
		const { body } = render(GraphExplorer, {
			props: { graph: 'house', goal: 'hamilton', walk: ['A', 'B', 'C'], label: 'Walks explorer' },
		});
		expect(body).toContain('aria-label="Walks explorer"');
		expect(body.match(/role="button"/g)).toHaveLength(5);
		expect(body).toContain('aria-label="C, degree 4, the walk is here, step 3 of the walk"');
		expect(body).toContain('A path of 2 steps: no vertex repeated. 3 of 5 vertices visited.');
		expect(body).toContain('Walk: A → B → C');
		expect(body).toContain('Exactly 2 vertices have odd degree (A and B)');
		expect(body).toContain('A Hamiltonian cycle exists: the search found one after trying 5');
		expect(body.match(/tabindex="0"/g)).toHaveLength(1);
	});

	test('offers only the graphs it is given, and names the bridges', () => {
		const { body } = render(GraphExplorer, {
			props: { graphs: ['konigsberg', 'knight-3x3'] },
		});
		expect(body.match(/<option/g)).toHaveLength(2);
		expect(body).toContain('The bridges of Königsberg: 4 vertices, 7 bridges.');
		expect(body).toContain('a: A–B');
	});
});
