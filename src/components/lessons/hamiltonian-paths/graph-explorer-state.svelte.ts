import {
	adjacentVertices,
	checkWalk,
	edgesBetween,
	eulerVerdict,
	otherEnd,
	searchHamiltonian,
	stepEdge,
	vertexDegree,
	walkThrough,
	type HamiltonResult,
	type Walk,
	type WalkCheck,
} from '../../../lib/graphs.ts';
import { PRESET_IDS, isPresetId, preset, type GraphPreset, type PresetId } from './graph-layout.ts';

/** What the reader is trying to do: visit every vertex once, or use every edge once. */
export type GraphGoal = 'hamilton' | 'euler';

/** Where the explorer starts: the graph, the goal, a walk (vertex names), and the graphs on offer. */
export interface GraphExplorerSetup {
	preset: PresetId;
	goal: GraphGoal;
	walk: readonly string[];
	presets: readonly PresetId[];
}

const EMPTY: Walk = { vertices: [], edges: [] };

/** Formats a count with thousands separators: 29,976. */
function count(value: number): string {
	return value.toLocaleString('en-GB');
}

/** Says "1 step" or "3 steps"; `many` is the plural when it is not the noun plus s. */
function plural(value: number, noun: string, many = `${noun}s`): string {
	return `${count(value)} ${value === 1 ? noun : many}`;
}

/** Starts a sentence with a capital letter. */
function capitalise(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

/** State of the graph explorer: the chosen graph, the reader's walk, and what both amount to. */
export class GraphExplorerState {
	presetId = $state<PresetId>('konigsberg');
	goal = $state<GraphGoal>('euler');
	walk = $state.raw<Walk>(EMPTY);
	cursor = $state(0);
	/** Feedback on the last action that did not change the walk (a refused step), or ''. */
	note = $state('');
	presets: readonly PresetId[] = [];

	readonly preset: GraphPreset = $derived(preset(this.presetId));
	readonly graph = $derived(this.preset.graph);
	readonly check: WalkCheck = $derived(checkWalk(this.graph, this.walk));
	readonly euler = $derived(eulerVerdict(this.graph));
	readonly hamiltonPath: HamiltonResult = $derived(
		searchHamiltonian(this.graph, { closed: false }),
	);
	readonly hamiltonCycle: HamiltonResult = $derived(
		searchHamiltonian(this.graph, { closed: true }),
	);
	/** The vertex the walk stands on, or null before it starts. */
	readonly current = $derived(this.walk.vertices.at(-1) ?? null);
	/** Vertices one step from the walk's end. */
	readonly reachable = $derived(
		this.current === null ? [] : adjacentVertices(this.graph, this.current),
	);
	/** How many times the walk uses each edge. */
	readonly edgeUses = $derived.by(() => {
		const uses = new Array<number>(this.graph.edges.length).fill(0);
		for (const edge of this.walk.edges) if (edge >= 0) uses[edge] = (uses[edge] ?? 0) + 1;
		return uses;
	});
	readonly walkText = $derived(
		this.walk.vertices.length === 0
			? 'Walk: not started.'
			: `Walk: ${this.walk.vertices.map((v) => this.name(v)).join(' → ')}`,
	);
	readonly status = $derived([this.note, this.summary()].filter((s) => s !== '').join(' '));
	readonly eulerText = $derived(this.euler.reason);
	readonly hamiltonText = $derived(
		`${this.searchText(this.hamiltonPath, 'path')} ${this.searchText(this.hamiltonCycle, 'cycle')}`,
	);
	/** What the search found, spelled out: kept apart so that the verdict does not give it away. */
	readonly examples = $derived(
		(
			[
				['path', this.hamiltonPath],
				['cycle', this.hamiltonCycle],
			] as const
		).flatMap(([what, result]) => {
			if (result.example === null) return [];
			const names = result.example.map((v) => this.name(v));
			if (what === 'cycle') names.push(names[0] ?? '');
			return [`Hamiltonian ${what}: ${names.join(', ')}`];
		}),
	);

	/** Sets up the explorer; throws a `RangeError` for an unknown graph or a walk name that is not a vertex. */
	constructor(setup: GraphExplorerSetup) {
		for (const id of [setup.preset, ...setup.presets]) {
			if (!isPresetId(id)) {
				throw new RangeError(
					`"${String(id)}" is not a graph here; the graphs are ${PRESET_IDS.join(', ')}.`,
				);
			}
		}
		this.presets = setup.presets.includes(setup.preset)
			? setup.presets
			: [setup.preset, ...setup.presets];
		this.presetId = setup.preset;
		this.goal = setup.goal;
		this.walk = walkThrough(this.graph, setup.walk);
		this.cursor = this.walk.vertices.at(-1) ?? 0;
	}

	/** Returns a vertex's name. */
	name(vertex: number): string {
		return this.graph.names[vertex] ?? '?';
	}

	/** Names an edge for messages: "the bridge b" or "the edge a1–c2". */
	edgeName(edge: number): string {
		return `the ${this.preset.edgeNoun} ${this.graph.edges[edge]?.label ?? '?'}`;
	}

	/** Switches to another graph and starts an empty walk. */
	choose = (id: PresetId): void => {
		this.presetId = id;
		this.walk = EMPTY;
		this.cursor = 0;
		this.note = '';
	};

	/** Switches between visiting every vertex and using every edge; the walk stays. */
	setGoal = (goal: GraphGoal): void => {
		this.goal = goal;
		this.note = '';
	};

	/** Adds a vertex to the walk, or explains why the walk cannot step there. */
	visit = (vertex: number): void => {
		this.cursor = vertex;
		const from = this.current;
		if (from !== null && edgesBetween(this.graph, from, vertex).length === 0) {
			this.note =
				from === vertex
					? `The walk is already on ${this.name(vertex)}; choose a vertex joined to it.`
					: `${this.name(from)} and ${this.name(vertex)} are not joined by an edge, so the walk cannot step there.`;
			return;
		}
		const edges =
			from === null ? [] : [...this.walk.edges, stepEdge(this.graph, this.walk, vertex)];
		this.walk = { vertices: [...this.walk.vertices, vertex], edges };
		this.note = '';
	};

	/** Walks along an edge from the walk's end (or starts with it), or explains why not. */
	cross = (edge: number): void => {
		const { a, b } = this.graph.edges[edge] ?? { a: -1, b: -1 };
		const from = this.current;
		if (from === null) {
			this.walk = { vertices: [a, b], edges: [edge] };
		} else if (from === a || from === b) {
			const to = otherEnd(this.graph, edge, from);
			this.walk = { vertices: [...this.walk.vertices, to], edges: [...this.walk.edges, edge] };
		} else {
			this.note = `${capitalise(this.edgeName(edge))} does not start at ${this.name(from)}, where the walk is.`;
			return;
		}
		this.cursor = this.current ?? 0;
		this.note = '';
	};

	/** Takes the last step back. */
	undo = (): void => {
		if (this.walk.vertices.length === 0) {
			this.note = 'Nothing to undo: the walk has not started.';
			return;
		}
		this.walk = { vertices: this.walk.vertices.slice(0, -1), edges: this.walk.edges.slice(0, -1) };
		this.note = '';
	};

	/** Empties the walk. */
	reset = (): void => {
		this.walk = EMPTY;
		this.note = '';
	};

	/** Describes a vertex for screen readers: "b3, degree 3, step 2 of the walk". */
	describe = (vertex: number): string => {
		const parts = [this.name(vertex), `degree ${String(vertexDegree(this.graph, vertex))}`];
		const steps = this.walk.vertices.flatMap((v, i) => (v === vertex ? [i + 1] : []));
		if (vertex === this.current) parts.push('the walk is here');
		if (steps.length > 0) parts.push(`step ${steps.join(' and ')} of the walk`);
		else if (this.reachable.includes(vertex)) parts.push('one step from the walk');
		return parts.join(', ');
	};

	/** Says what the walk is so far, and how far it is from the goal. */
	summary(): string {
		const { check, goal } = this;
		const noun = this.preset.edgeNoun;
		const reached = goal === 'hamilton' ? check.hamiltonian : check.euler;
		if (reached !== null) return this.success(reached);
		const steps = plural(this.walk.edges.length, 'step');
		const progress =
			goal === 'hamilton'
				? `${count(check.visited)} of ${plural(this.graph.names.length, 'vertex', 'vertices')} visited.`
				: `${count(check.used)} of ${count(this.graph.edges.length)} ${noun}s used.`;
		const vertex = check.repeatedVertex;
		const edge = check.repeatedEdge;
		const repeatedVertex = vertex
			? `You repeated ${this.name(vertex.vertex)} (step ${String(vertex.at + 1)}), `
			: '';
		const repeatedEdge = edge
			? `${capitalise(this.edgeName(edge.edge))} is used twice (step ${String(edge.at + 1)}), `
			: '';
		switch (check.kind) {
			case 'empty':
				return goal === 'hamilton'
					? 'Choose a vertex to start. Goal: visit every vertex exactly once (Hamilton).'
					: `Choose a vertex to start. Goal: use every ${noun} exactly once (Euler).`;
			case 'broken':
				return 'This is not a walk: a step does not follow an edge.';
			case 'path':
				return this.walk.edges.length === 0
					? `The walk starts at ${this.name(this.current ?? 0)}. ${progress}`
					: `A path of ${steps}: no vertex repeated. ${progress}`;
			case 'cycle':
				return `A cycle of ${steps}: back at the start, no vertex repeated. ${progress}`;
			case 'trail':
				return `${repeatedVertex}so this is a trail, not a path: no ${noun} repeated. ${progress}`;
			case 'circuit':
				return `${repeatedVertex}so this is a circuit, not a cycle: back at the start, no ${noun} repeated. ${progress}`;
			case 'walk':
			case 'closed walk':
				return `${repeatedEdge}so this is a ${check.kind}, not a trail. ${progress}`;
		}
	}

	/** Celebrates a walk that reaches the goal, and says how to close a Hamiltonian path. */
	success(reached: 'path' | 'cycle' | 'trail' | 'circuit'): string {
		const steps = plural(this.walk.edges.length, 'step');
		const noun = this.preset.edgeNoun;
		const start = this.walk.vertices[0] ?? 0;
		switch (reached) {
			case 'path': {
				const closes = this.reachable.includes(start) && this.graph.names.length >= 3;
				const hint = closes
					? ` Step back to ${this.name(start)} to close it into a Hamiltonian cycle.`
					: '';
				return `A Hamiltonian path: every vertex exactly once, in ${steps}.${hint}`;
			}
			case 'cycle':
				return `A Hamiltonian cycle: every vertex once and back to the start, in ${steps}.`;
			case 'trail':
				return `An Euler trail: every ${noun} exactly once, in ${steps}.`;
			case 'circuit':
				return `An Euler circuit: every ${noun} exactly once and back to the start, in ${steps}.`;
		}
	}

	/** Says what the exhaustive search found and how many partial paths it tried. */
	searchText(result: HamiltonResult, what: 'path' | 'cycle'): string {
		const tried = plural(result.nodes, 'partial path');
		switch (result.status) {
			case 'found':
				return `A Hamiltonian ${what} exists: the search found one after trying ${tried}.`;
			case 'none':
				return `No Hamiltonian ${what}: the search tried all ${tried} and none reached every vertex.`;
			case 'gave-up':
				return `No verdict on a Hamiltonian ${what}: the search stopped after ${tried}.`;
		}
	}
}
