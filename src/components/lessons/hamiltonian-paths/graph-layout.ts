/**
 * Where the graph explorer draws things: the preset graphs with their fixed
 * vertex positions (knight's graphs laid out as their boards), curved lines for
 * parallel edges, and which vertex an arrow key moves to.
 */
import { createBoard, isDark, type Board } from '../../../lib/board.ts';
import { houseGraph, knightGraph, konigsbergGraph, type Graph } from '../../../lib/graphs.ts';

/** A point in SVG units. */
export interface Point {
	x: number;
	y: number;
}

/** A board square drawn behind a knight's graph. */
export interface BackSquare {
	x: number;
	y: number;
	dark: boolean;
}

/** How one edge is drawn: an SVG path and the point where its label goes. */
export interface EdgeShape {
	d: string;
	label: Point;
}

/** The graphs a reader can choose. */
export const PRESET_IDS = [
	'konigsberg',
	'house',
	'knight-3x3',
	'knight-3x4',
	'knight-4x4',
] as const;

/** One of the preset graphs. */
export type PresetId = (typeof PRESET_IDS)[number];

/** A preset graph, ready to draw. */
export interface GraphPreset {
	id: PresetId;
	/** Its name in the Graph menu. */
	title: string;
	/** What an edge is called in messages: "bridge" or "edge". */
	edgeNoun: string;
	graph: Graph;
	width: number;
	height: number;
	/** Vertex centres, by vertex. */
	points: readonly Point[];
	edges: readonly EdgeShape[];
	/** Board squares behind a knight's graph; none for the other presets. */
	squares: readonly BackSquare[];
	/** Size of a board square, or 0 without a board. */
	cell: number;
	/** Whether edge labels are drawn (short labels such as Euler's bridge letters). */
	edgeLabels: boolean;
}

/** Size of a board square in SVG units. */
const CELL = 60;

/** How far apart parallel edges bulge, in SVG units. */
const BULGE = 34;

/** Tells whether a string names a preset. */
export function isPresetId(value: string): value is PresetId {
	return (PRESET_IDS as readonly string[]).includes(value);
}

/** Draws every edge: a straight line, or arcs bulging apart where edges join the same two vertices. */
export function edgeShapes(graph: Graph, points: readonly Point[]): EdgeShape[] {
	return graph.edges.map(({ a, b }, index) => {
		const siblings = graph.edges
			.map((edge, i) => ({ edge, i }))
			.filter(({ edge }) => (edge.a === a && edge.b === b) || (edge.a === b && edge.b === a));
		const rank = siblings.findIndex(({ i }) => i === index);
		const offset = (rank - (siblings.length - 1) / 2) * BULGE;
		const p = points[Math.min(a, b)] as Point;
		const q = points[Math.max(a, b)] as Point;
		const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
		// The unit normal of the line from the lower-numbered vertex, so siblings bulge to opposite sides.
		const nx = -(q.y - p.y) / length;
		const ny = (q.x - p.x) / length;
		const mid = { x: (p.x + q.x) / 2 + offset * nx, y: (p.y + q.y) / 2 + offset * ny };
		if (offset === 0) return { d: `M${p.x} ${p.y}L${q.x} ${q.y}`, label: mid };
		// A quadratic curve passes halfway to its control point, so the control sits at twice the offset.
		const cx = (p.x + q.x) / 2 + 2 * offset * nx;
		const cy = (p.y + q.y) / 2 + 2 * offset * ny;
		return { d: `M${p.x} ${p.y}Q${cx} ${cy} ${q.x} ${q.y}`, label: mid };
	});
}

/** Lays out a board's knight's graph: each vertex at the centre of its square. */
function boardPreset(id: PresetId, board: Board): GraphPreset {
	const graph = knightGraph(board);
	const points: Point[] = [];
	const squares: BackSquare[] = [];
	for (let s = 0; s < board.size; s++) {
		const row = Math.floor(s / board.cols);
		const col = s % board.cols;
		squares.push({ x: col * CELL, y: row * CELL, dark: isDark(board, s) });
		points.push({ x: col * CELL + CELL / 2, y: row * CELL + CELL / 2 });
	}
	return {
		id,
		title: `Knight's graph of ${String(board.rows)}×${String(board.cols)}`,
		edgeNoun: 'edge',
		graph,
		width: board.cols * CELL,
		height: board.rows * CELL,
		points,
		edges: edgeShapes(graph, points),
		squares,
		cell: CELL,
		edgeLabels: false,
	};
}

/** Lays out a hand-drawn graph at fixed positions. */
function drawnPreset(
	id: PresetId,
	title: string,
	edgeNoun: string,
	graph: Graph,
	points: Point[],
	size: Point,
): GraphPreset {
	return {
		id,
		title,
		edgeNoun,
		graph,
		width: size.x,
		height: size.y,
		points,
		edges: edgeShapes(graph, points),
		squares: [],
		cell: 0,
		edgeLabels: edgeNoun === 'bridge',
	};
}

/** Builds a preset graph and its drawing. */
function buildPreset(id: PresetId): GraphPreset {
	switch (id) {
		case 'konigsberg':
			// The island A in the river, the north bank B, the south bank C, the eastern land D.
			return drawnPreset(
				id,
				'The bridges of Königsberg',
				'bridge',
				konigsbergGraph(),
				[
					{ x: 50, y: 130 },
					{ x: 110, y: 30 },
					{ x: 110, y: 230 },
					{ x: 230, y: 130 },
				],
				{ x: 270, y: 260 },
			);
		case 'house':
			return drawnPreset(
				id,
				'The house in one stroke',
				'edge',
				houseGraph(),
				[
					{ x: 30, y: 240 },
					{ x: 170, y: 240 },
					{ x: 170, y: 110 },
					{ x: 100, y: 30 },
					{ x: 30, y: 110 },
				],
				{ x: 200, y: 270 },
			);
		case 'knight-3x3':
			return boardPreset(id, createBoard(3, 3));
		case 'knight-3x4':
			return boardPreset(id, createBoard(3, 4));
		case 'knight-4x4':
			return boardPreset(id, createBoard(4, 4));
	}
}

const built = new Map<PresetId, GraphPreset>();

/** Returns a preset, built once and then reused. */
export function preset(id: PresetId): GraphPreset {
	let found = built.get(id);
	if (found === undefined) {
		found = buildPreset(id);
		built.set(id, found);
	}
	return found;
}

/** The unit step of each arrow key, in SVG directions (y grows downwards). */
const DIRECTIONS: Record<string, Point> = {
	ArrowUp: { x: 0, y: -1 },
	ArrowDown: { x: 0, y: 1 },
	ArrowLeft: { x: -1, y: 0 },
	ArrowRight: { x: 1, y: 0 },
};

/**
 * Returns the vertex an arrow key moves to from `from`: the nearest vertex
 * within 60° of the arrow's direction, or null (the key is not an arrow, or
 * nothing lies that way). On a board this is the next square in the row or column.
 */
export function vertexInDirection(
	points: readonly Point[],
	from: number,
	key: string,
): number | null {
	const direction = DIRECTIONS[key];
	const origin = points[from];
	if (direction === undefined || origin === undefined) return null;
	let best: number | null = null;
	let bestScore = Infinity;
	points.forEach((point, vertex) => {
		const dx = point.x - origin.x;
		const dy = point.y - origin.y;
		const along = dx * direction.x + dy * direction.y;
		const across = Math.abs(dx * direction.y - dy * direction.x);
		if (vertex === from || along <= 0 || across > along * Math.sqrt(3)) return;
		// Straight ahead wins over slightly closer but further off to the side.
		const score = along + 2 * across;
		if (score < bestScore) {
			bestScore = score;
			best = vertex;
		}
	});
	return best;
}
