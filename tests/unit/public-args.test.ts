/**
 * The public API called as students' own code cells call it: with wrong
 * arguments. Each one must throw a TypeError (wrong kind of value) or a
 * RangeError (out of range) whose message names the function and the
 * argument — never an engine error from deep inside, never a silent result.
 */
import { describe, expect, test } from 'vitest';
import * as lib from '../../src/lib/index.ts';

const board = lib.createBoard(8, 8);
// Counting calls that slipped through on 8×8 would run for hours; 3×4 keeps a failure quick.
const small = lib.createBoard(3, 4);
const graph = lib.konigsbergGraph();
const tour8 = (() => {
	const found = lib.findTour(board);
	if (found.status !== 'found') throw new Error('no 8×8 tour');
	return Array.from(found.tour);
})();

type ErrorKind = typeof TypeError | typeof RangeError;

/** [call as written, the call, error kind, words the message must hold]. */
const badCalls: [string, () => unknown, ErrorKind, string][] = [
	// Boards and squares.
	[
		'createBoard(8, 8, { holes: null })',
		() => lib.createBoard(8, 8, { holes: null as never }),
		TypeError,
		'createBoard: options.holes',
	],
	[
		'createBoard(8, 8, { holes: 5 })',
		() => lib.createBoard(8, 8, { holes: 5 as never }),
		TypeError,
		'createBoard: options.holes',
	],
	[
		'createBoard(8, 8, { leaper: null })',
		() => lib.createBoard(8, 8, { leaper: null as never }),
		TypeError,
		'createBoard: options.leaper',
	],
	[
		'createBoard(8, 8, null)',
		() => lib.createBoard(8, 8, null as never),
		TypeError,
		'createBoard: options',
	],
	[
		'parseSquare(board, null)',
		() => lib.parseSquare(board, null as never),
		TypeError,
		'parseSquare: name',
	],
	[
		'parseSquare(board, 42)',
		() => lib.parseSquare(board, 42 as never),
		TypeError,
		'parseSquare: name',
	],
	[
		'parseSquare(null, "a1")',
		() => lib.parseSquare(null as never, 'a1'),
		TypeError,
		'parseSquare: board',
	],
	[
		'squareName(board, "a1")',
		() => lib.squareName(board, 'a1' as never),
		TypeError,
		'squareName: square',
	],
	['squareName(board, 64)', () => lib.squareName(board, 64), RangeError, 'squareName: square'],
	['neighbors(board, 64)', () => lib.neighbors(board, 64), RangeError, 'neighbors: square'],
	['neighbors(board, 1.5)', () => lib.neighbors(board, 1.5), RangeError, 'neighbors: square'],
	['neighbors({}, 0)', () => lib.neighbors({} as never, 0), TypeError, 'neighbors: board'],
	['degree(board, -1)', () => lib.degree(board, -1), RangeError, 'degree: square'],
	['edgeCount(null)', () => lib.edgeCount(null as never), TypeError, 'edgeCount: board'],
	[
		'degreeHistogram(undefined)',
		() => lib.degreeHistogram(undefined as never),
		TypeError,
		'degreeHistogram: board',
	],
	['rowOf(board, 99)', () => lib.rowOf(board, 99), RangeError, 'rowOf: square'],
	['colOf(board, NaN)', () => lib.colOf(board, NaN), RangeError, 'colOf: square'],
	['rankOf(board, "1")', () => lib.rankOf(board, '1' as never), TypeError, 'rankOf: square'],
	['isHole(board, 64)', () => lib.isHole(board, 64), RangeError, 'isHole: square'],
	['isDark(board, -3)', () => lib.isDark(board, -3), RangeError, 'isDark: square'],
	[
		'squareAt(board, "0", 0)',
		() => lib.squareAt(board, '0' as never, 0),
		TypeError,
		'squareAt: row',
	],
	['fileName(board, 8)', () => lib.fileName(board, 8), RangeError, 'fileName: col'],
	['isOnBoard(null, 0)', () => lib.isOnBoard(null as never, 0), TypeError, 'isOnBoard: board'],
	// Tours.
	[
		'verifyTour(board, null)',
		() => lib.verifyTour(board, null as never),
		TypeError,
		'verifyTour: tour',
	],
	[
		'verifyTour(board, tour, { closed: "yes" })',
		() => lib.verifyTour(board, tour8, { closed: 'yes' as never }),
		TypeError,
		'verifyTour: options.closed',
	],
	[
		'encodeTour(board, [64, …])',
		() => lib.encodeTour(board, [64, ...tour8.slice(1)]),
		RangeError,
		'encodeTour: tour[0]',
	],
	['encodeTour(board, [-1])', () => lib.encodeTour(board, [-1]), RangeError, 'encodeTour: tour[0]'],
	[
		'encodeTour(board, "a1")',
		() => lib.encodeTour(board, 'a1' as never),
		TypeError,
		'encodeTour: tour',
	],
	[
		'decodeTour(board, 42)',
		() => lib.decodeTour(board, 42 as never),
		TypeError,
		'decodeTour: code',
	],
	[
		'tourToAlgebraic(board, null)',
		() => lib.tourToAlgebraic(board, null as never),
		TypeError,
		'tourToAlgebraic: tour',
	],
	[
		'parseAlgebraicTour(board, null)',
		() => lib.parseAlgebraicTour(board, null as never),
		TypeError,
		'parseAlgebraicTour: text',
	],
	['isLeap(board, 0, 99)', () => lib.isLeap(board, 0, 99), RangeError, 'isLeap: to'],
	[
		'squaresToVisit(null)',
		() => lib.squaresToVisit(null as never),
		TypeError,
		'squaresToVisit: board',
	],
	// findTour and the calls that share its options.
	[
		'findTour(board, { algorithm: "fastest" })',
		() => lib.findTour(board, { algorithm: 'fastest' as never }),
		RangeError,
		"findTour: options.algorithm must be one of 'auto'",
	],
	[
		'findTour(board, { algorithm: 3 })',
		() => lib.findTour(board, { algorithm: 3 as never }),
		TypeError,
		'findTour: options.algorithm',
	],
	[
		'findTour(board, { maxNodes: 0 })',
		() => lib.findTour(board, { maxNodes: 0 }),
		RangeError,
		'findTour: options.maxNodes must be a whole number ≥ 1, got 0',
	],
	[
		'findTour(board, { maxNodes: -1 })',
		() => lib.findTour(board, { maxNodes: -1 }),
		RangeError,
		'findTour: options.maxNodes must be a whole number ≥ 1, got -1',
	],
	[
		'findTour(board, { maxNodes: NaN })',
		() => lib.findTour(board, { maxNodes: NaN }),
		RangeError,
		'findTour: options.maxNodes',
	],
	[
		'findTour(board, { maxNodes: "100" })',
		() => lib.findTour(board, { maxNodes: '100' as never }),
		TypeError,
		'findTour: options.maxNodes must be a whole number ≥ 1, got "100"',
	],
	[
		'findTour(board, { closed: "yes" })',
		() => lib.findTour(board, { closed: 'yes' as never }),
		TypeError,
		'findTour: options.closed must be true or false',
	],
	[
		'findTour(board, { constraints: [null] })',
		() => lib.findTour(board, { constraints: [null as never] }),
		TypeError,
		'findTour: options.constraints[0]',
	],
	[
		'findTour(board, { constraints: "d4" })',
		() => lib.findTour(board, { constraints: 'd4' as never }),
		TypeError,
		'findTour: options.constraints',
	],
	[
		'findTour(board, { constraints: [{ move: 2, square: "d4" }] })',
		() => lib.findTour(board, { constraints: [{ move: 2, square: 'd4' as never }] }),
		TypeError,
		'findTour: options.constraints[0].square',
	],
	[
		'findTour(board, { start: "a1" })',
		() => lib.findTour(board, { start: 'a1' as never }),
		TypeError,
		'findTour: options.start',
	],
	[
		'findTour(board, { tieBreak: "best" })',
		() => lib.findTour(board, { tieBreak: 'best' as never }),
		RangeError,
		'findTour: options.tieBreak',
	],
	[
		'findTour(board, { seed: "1" })',
		() => lib.findTour(board, { seed: '1' as never }),
		TypeError,
		'findTour: options.seed',
	],
	[
		'findTour(board, null)',
		() => lib.findTour(board, null as never),
		TypeError,
		'findTour: options',
	],
	['findTour(null)', () => lib.findTour(null as never), TypeError, 'findTour: board'],
	[
		'tourVerdict(board, { maxNodes: -1 })',
		() => lib.tourVerdict(board, { maxNodes: -1 }),
		RangeError,
		'tourVerdict: options.maxNodes',
	],
	[
		'solveTour(board, { closed: 1 }).next()',
		() => lib.solveTour(board, { closed: 1 as never }).next(),
		TypeError,
		'solveTour: options.closed',
	],
	[
		'tourSteps(board, { algorithm: "x" }).next()',
		() => lib.tourSteps(board, { algorithm: 'x' as never }).next(),
		RangeError,
		'tourSteps: options.algorithm',
	],
	[
		'warnsdorffTour(board, { start: 64 })',
		() => lib.warnsdorffTour(board, { start: 64 }),
		RangeError,
		'warnsdorffTour: options.start',
	],
	[
		'warnsdorffTour(board, { tieBreak: "best" })',
		() => lib.warnsdorffTour(board, { tieBreak: 'best' as never }),
		RangeError,
		'warnsdorffTour: options.tieBreak',
	],
	// Counting, the network, randomness.
	[
		'countTours(board)',
		() => lib.countTours(small, undefined as never),
		TypeError,
		'countTours: options',
	],
	[
		'countTours(board, { closed: "no" })',
		() => lib.countTours(small, { closed: 'no' as never }),
		TypeError,
		'countTours: options.closed',
	],
	[
		'countTours(board, { closed: false, start: 99 })',
		() => lib.countTours(lib.createBoard(3, 4), { closed: false, start: 99 }),
		RangeError,
		'countTours: options.start',
	],
	[
		'countWalks(board)',
		() => lib.countWalks(board, undefined as never),
		TypeError,
		'countWalks: options',
	],
	[
		'countWalks(board, { length: "3" })',
		() => lib.countWalks(board, { length: '3' as never }),
		TypeError,
		'countWalks: options.length',
	],
	[
		'countWalks(board, { length: 3, limit: null })',
		() => lib.countWalks(board, { length: 3, limit: null as never }),
		TypeError,
		'countWalks: options.limit',
	],
	[
		'runNeuralNetwork(board, { seed: "1" })',
		() => lib.runNeuralNetwork(small, { seed: '1' as never }),
		TypeError,
		'runNeuralNetwork: options.seed',
	],
	[
		'runNeuralNetwork(board)',
		() => lib.runNeuralNetwork(small, undefined as never),
		TypeError,
		'runNeuralNetwork: options',
	],
	['createRandom("1")', () => lib.createRandom('1' as never), TypeError, 'createRandom: seed'],
	['randomInt(random, 0)', () => lib.randomInt(lib.createRandom(1), 0), RangeError, 'randomInt: n'],
	[
		'shuffle(random, "abc")',
		() => lib.shuffle(lib.createRandom(1), 'abc' as never),
		TypeError,
		'shuffle: items',
	],
	[
		'closedTourExists("8", 8)',
		() => lib.closedTourExists('8' as never, 8),
		TypeError,
		'closedTourExists: rows must be a whole number from 1 to 4000, got "8"',
	],
	[
		'closedTourExists(8, 0)',
		() => lib.closedTourExists(8, 0),
		RangeError,
		'closedTourExists: cols',
	],
	['openTourExists(2.5, 8)', () => lib.openTourExists(2.5, 8), RangeError, 'openTourExists: rows'],
	[
		'openTourExists(8, null)',
		() => lib.openTourExists(8, null as never),
		TypeError,
		'openTourExists: cols',
	],
	// Graphs.
	[
		'createGraph("AB", [])',
		() => lib.createGraph('AB' as never, []),
		TypeError,
		'createGraph: names',
	],
	[
		'createGraph(["A"], null)',
		() => lib.createGraph(['A'], null as never),
		TypeError,
		'createGraph: edges',
	],
	[
		'createGraph(["A", 1], [])',
		() => lib.createGraph(['A', 1 as never], []),
		TypeError,
		'createGraph: names',
	],
	[
		'createGraph(["A", "A"], [])',
		() => lib.createGraph(['A', 'A'], []),
		RangeError,
		'createGraph: names',
	],
	[
		'createGraph(["A"], ["AB"])',
		() => lib.createGraph(['A'], ['AB' as never]),
		TypeError,
		'createGraph: edges',
	],
	[
		'createGraph(["A"], [["A", "B"]])',
		() => lib.createGraph(['A'], [['A', 'B']]),
		RangeError,
		'createGraph: edges',
	],
	[
		'vertexIndex(null, "A")',
		() => lib.vertexIndex(null as never, 'A'),
		TypeError,
		'vertexIndex: graph',
	],
	[
		'vertexIndex(graph, 0)',
		() => lib.vertexIndex(graph, 0 as never),
		TypeError,
		'vertexIndex: name',
	],
	['vertexIndex(graph, "Z")', () => lib.vertexIndex(graph, 'Z'), RangeError, 'vertexIndex: name'],
	['vertexDegree(graph, 9)', () => lib.vertexDegree(graph, 9), RangeError, 'vertexDegree: vertex'],
	[
		'vertexDegree(graph, "A")',
		() => lib.vertexDegree(graph, 'A' as never),
		TypeError,
		'vertexDegree: vertex',
	],
	['otherEnd(graph, 99, 0)', () => lib.otherEnd(graph, 99, 0), RangeError, 'otherEnd: edge'],
	['otherEnd(graph, 0, -1)', () => lib.otherEnd(graph, 0, -1), RangeError, 'otherEnd: vertex'],
	['edgesBetween(graph, 0, 9)', () => lib.edgesBetween(graph, 0, 9), RangeError, 'edgesBetween: v'],
	[
		'adjacentVertices(graph, 1.5)',
		() => lib.adjacentVertices(graph, 1.5),
		RangeError,
		'adjacentVertices: vertex',
	],
	['oddVertices({})', () => lib.oddVertices({} as never), TypeError, 'oddVertices: graph'],
	[
		'graphComponents(null)',
		() => lib.graphComponents(null as never),
		TypeError,
		'graphComponents: graph',
	],
	[
		'isConnected(undefined)',
		() => lib.isConnected(undefined as never),
		TypeError,
		'isConnected: graph',
	],
	['eulerVerdict(board)', () => lib.eulerVerdict(board as never), TypeError, 'eulerVerdict: graph'],
	[
		'stepEdge(graph, null, 0)',
		() => lib.stepEdge(graph, null as never, 0),
		TypeError,
		'stepEdge: walk',
	],
	[
		'stepEdge(graph, walk, 9)',
		() => lib.stepEdge(graph, { vertices: [0], edges: [] }, 9),
		RangeError,
		'stepEdge: vertex',
	],
	[
		'walkThrough(graph, "AB")',
		() => lib.walkThrough(graph, 'AB' as never),
		TypeError,
		'walkThrough: names',
	],
	[
		'walkThrough(graph, ["Z"])',
		() => lib.walkThrough(graph, ['Z']),
		RangeError,
		'walkThrough: names',
	],
	[
		'checkWalk(graph, [0, 1])',
		() => lib.checkWalk(graph, [0, 1] as never),
		TypeError,
		'checkWalk: walk',
	],
	[
		'searchHamiltonian(graph)',
		() => lib.searchHamiltonian(graph, undefined as never),
		TypeError,
		'searchHamiltonian: options',
	],
	[
		'searchHamiltonian(graph, { closed: "yes" })',
		() => lib.searchHamiltonian(graph, { closed: 'yes' as never }),
		TypeError,
		'searchHamiltonian: options.closed',
	],
	[
		'searchHamiltonian(graph, { closed: true, maxNodes: 0 })',
		() => lib.searchHamiltonian(graph, { closed: true, maxNodes: 0 }),
		RangeError,
		'searchHamiltonian: options.maxNodes',
	],
	['knightGraph(null)', () => lib.knightGraph(null as never), TypeError, 'knightGraph: board'],
	// The keypad.
	['keyLabel("1")', () => lib.keyLabel('1' as never), TypeError, 'keyLabel: square'],
	['keyLabel(15)', () => lib.keyLabel(15), RangeError, 'keyLabel: square'],
	['keySquare(1)', () => lib.keySquare(1 as never), TypeError, 'keySquare: label'],
	['keySquare("X")', () => lib.keySquare('X'), RangeError, 'keySquare: label'],
	[
		'countKeypadSequences(null)',
		() => lib.countKeypadSequences(null as never),
		TypeError,
		'countKeypadSequences: options',
	],
	[
		'countKeypadSequences({ length: 0 })',
		() => lib.countKeypadSequences({ length: 0 }),
		RangeError,
		'countKeypadSequences: options.length',
	],
	[
		'countKeypadSequences({ maxVowels: -1 })',
		() => lib.countKeypadSequences({ maxVowels: -1 }),
		RangeError,
		'countKeypadSequences: options.maxVowels',
	],
	// Counting by start, tables, symmetry, estimates.
	[
		'countToursByStart(null)',
		() => lib.countToursByStart(null as never),
		TypeError,
		'countToursByStart: board',
	],
	[
		'countToursByStart(small, { closed: 1 })',
		() => lib.countToursByStart(small, { closed: 1 as never }),
		TypeError,
		'countToursByStart: options.closed',
	],
	[
		'countToursByStart(small, { method: "magic" })',
		() => lib.countToursByStart(small, { method: 'magic' as never }),
		RangeError,
		'countToursByStart: options.method',
	],
	[
		'countWalksByStart(small, { length: 0 })',
		() => lib.countWalksByStart(small, { length: 0 }),
		RangeError,
		'countWalksByStart: options.length',
	],
	[
		'countWalksByStart(small)',
		() => lib.countWalksByStart(small, undefined as never),
		TypeError,
		'countWalksByStart: options',
	],
	[
		'countWalksTable(null, { length: 3 })',
		() => lib.countWalksTable(null as never, { length: 3 }),
		TypeError,
		'countWalksTable: board',
	],
	[
		'countWalksTable(small, { length: 3, limit: 2 })',
		() => lib.countWalksTable(small, { length: 3, limit: 2 as never }),
		TypeError,
		'countWalksTable: options.limit',
	],
	[
		'boardSymmetries(null)',
		() => lib.boardSymmetries(null as never),
		TypeError,
		'boardSymmetries: board',
	],
	[
		'countToursUpToSymmetry(small)',
		() => lib.countToursUpToSymmetry(small, undefined as never),
		TypeError,
		'countToursUpToSymmetry: options',
	],
	[
		'countToursUpToSymmetry(small, { closed: "no" })',
		() => lib.countToursUpToSymmetry(small, { closed: 'no' as never }),
		TypeError,
		'countToursUpToSymmetry: options.closed',
	],
	[
		'countSymmetricTours(small, [0], true)',
		() => lib.countSymmetricTours(small, [0] as never, true),
		TypeError,
		'countSymmetricTours: image',
	],
	[
		'estimateTours(small, { samples: 0, seed: 1 })',
		() => lib.estimateTours(small, { samples: 0, seed: 1 }),
		RangeError,
		'estimateTours: options.samples',
	],
	[
		'estimateTours(small, { samples: 5, seed: "x" })',
		() => lib.estimateTours(small, { samples: 5, seed: 'x' as never }),
		TypeError,
		'estimateTours: options.seed',
	],
	[
		'estimateTours(small, { samples: 5, seed: 1, start: 12 })',
		() => lib.estimateTours(small, { samples: 5, seed: 1, start: 12 }),
		RangeError,
		'estimateTours: options.start',
	],
	[
		'estimateToursSteps(small, { samples: 0, seed: 1 }).next()',
		() => lib.estimateToursSteps(small, { samples: 0, seed: 1 }).next(),
		RangeError,
		'estimateToursSteps: options.samples',
	],
	[
		'isEstimateCheckpoint("10")',
		() => lib.isEstimateCheckpoint('10' as never),
		TypeError,
		'isEstimateCheckpoint: n',
	],
	[
		'traceFrontierSteps(small, null).next()',
		() => lib.traceFrontierSteps(small, null as never).next(),
		TypeError,
		'traceFrontierSteps: options',
	],
	[
		'traceFrontier(small, { closed: 1 })',
		() => lib.traceFrontier(small, { closed: 1 as never }),
		TypeError,
		'traceFrontier: options.closed',
	],
	[
		'traceFrontier(board, { closed: true }) on 20×20',
		() => lib.traceFrontier(lib.createBoard(20, 20), { closed: true }),
		RangeError,
		'traceFrontier: the number of squares',
	],
	[
		'chooseMethod(small, "magic")',
		() => lib.chooseMethod(small, 'magic' as never),
		RangeError,
		'chooseMethod: method',
	],
	['chooseMethod(null)', () => lib.chooseMethod(null as never), TypeError, 'chooseMethod: board'],
	[
		'countToursSteps(small, { closed: 0 })',
		() => lib.finish(lib.countToursSteps(small, { closed: 0 as never })),
		TypeError,
		'countToursSteps: options.closed',
	],
	[
		'countToursSteps(small, { closed: true, method: "x" })',
		() => lib.finish(lib.countToursSteps(small, { closed: true, method: 'x' as never })),
		RangeError,
		'countToursSteps: options.method',
	],
	[
		'countTours(small, { closed: true, method: "x" })',
		() => lib.countTours(small, { closed: true, method: 'x' as never }),
		RangeError,
		'countTours: options.method',
	],
	[
		'countSymmetricToursBySweep(small, new Int32Array(3), true)',
		() => lib.countSymmetricToursBySweep(small, new Int32Array(3), true),
		TypeError,
		'countSymmetricToursBySweep: image',
	],
	[
		'symmetricSweepSteps(small, image, "yes")',
		() => lib.finish(lib.symmetricSweepSteps(small, new Int32Array(12), 'yes' as never)),
		TypeError,
		'symmetricSweepSteps: closed',
	],
	// The game.
	['legalMoves(null)', () => lib.legalMoves(null as never), TypeError, 'legalMoves: position'],
	[
		'moveNumbers({ board })',
		() => lib.moveNumbers({ board } as never),
		TypeError,
		'moveNumbers: position.played',
	],
	[
		'isOver({ board: 8, ... })',
		() => lib.isOver({ board: 8, played: [], closed: false } as never),
		TypeError,
		'isOver: position.board',
	],
	[
		'isComplete({ ..., closed: "no" })',
		() => lib.isComplete({ board, played: [], closed: 'no' } as never),
		TypeError,
		'isComplete: position.closed',
	],
	[
		'knightSquare(undefined)',
		() => lib.knightSquare(undefined as never),
		TypeError,
		'knightSquare: position',
	],
	[
		'warnsdorffHint(board)',
		() => lib.warnsdorffHint(board as never),
		TypeError,
		'warnsdorffHint: position',
	],
	[
		'explainDeadEnd(null)',
		() => lib.explainDeadEnd(null as never),
		TypeError,
		'explainDeadEnd: position',
	],
	[
		'describeKnight(null)',
		() => lib.describeKnight(null as never),
		TypeError,
		'describeKnight: position',
	],
	[
		'checkMove(position, "a1")',
		() => lib.checkMove({ board, played: [], closed: false }, 'a1' as never),
		TypeError,
		'checkMove: square',
	],
	[
		'describeDeadEnd(position, null)',
		() => lib.describeDeadEnd({ board, played: [], closed: false }, null as never),
		TypeError,
		'describeDeadEnd: deadEnd',
	],
	[
		'describeHint(position, null)',
		() => lib.describeHint({ board, played: [], closed: false }, null as never),
		TypeError,
		'describeHint: hint',
	],
	[
		'noTourReason(board, "yes")',
		() => lib.noTourReason(board, 'yes' as never),
		TypeError,
		'noTourReason: closed',
	],
	[
		'listSquares(board, [0], 0)',
		() => lib.listSquares(board, [0], 0),
		RangeError,
		'listSquares: limit',
	],
	[
		'listSquares(board, 5)',
		() => lib.listSquares(board, 5 as never),
		TypeError,
		'listSquares: squares',
	],
	// Warnsdorff's extras and the constructions.
	['squirrelCullStages(4)', () => lib.squirrelCullStages(4), RangeError, 'squirrelCullStages: m'],
	[
		'squirrelCullStages("8")',
		() => lib.squirrelCullStages('8' as never),
		TypeError,
		'squirrelCullStages: m',
	],
	[
		'squirrelCullStages(8, 5)',
		() => lib.squirrelCullStages(8, 5),
		RangeError,
		'squirrelCullStages: start',
	],
	['parseMoveOrder(12)', () => lib.parseMoveOrder(12 as never), TypeError, 'parseMoveOrder: text'],
	['parseMoveOrder("1290")', () => lib.parseMoveOrder('1290'), RangeError, 'parseMoveOrder: text'],
	[
		'resolveTieBreak(null)',
		() => lib.resolveTieBreak(null as never),
		TypeError,
		'resolveTieBreak: board',
	],
	[
		'resolveTieBreak(board, { tieBreak: "best" })',
		() => lib.resolveTieBreak(board, { tieBreak: 'best' as never }),
		RangeError,
		'resolveTieBreak: options.tieBreak',
	],
	[
		'resolveTieBreak(board, { start: 64 })',
		() => lib.resolveTieBreak(board, { start: 64 }),
		RangeError,
		'resolveTieBreak: options.start',
	],
	[
		'moveNumberToOffset(null)',
		() => lib.moveNumberToOffset(null as never),
		TypeError,
		'moveNumberToOffset: board',
	],
	[
		'constructTour(0, 8, true)',
		() => lib.constructTour(0, 8, true),
		RangeError,
		'constructTour: rows',
	],
	[
		'constructTour(8, "8", true)',
		() => lib.constructTour(8, '8' as never, true),
		TypeError,
		'constructTour: cols',
	],
	[
		'constructTour(8, 8, "yes")',
		() => lib.constructTour(8, 8, 'yes' as never),
		TypeError,
		'constructTour: closed',
	],
	[
		'backtrackingSearch(null)',
		() => lib.finish(lib.backtrackingSearch(null as never)),
		TypeError,
		'backtrackingSearch: board',
	],
	[
		'backtrackingSearch(board, { start: 64 })',
		() => lib.finish(lib.backtrackingSearch(board, { start: 64 })),
		RangeError,
		'backtrackingSearch: options.start',
	],
	[
		'backtrackingSearch(board, { maxNodes: 0 })',
		() => lib.finish(lib.backtrackingSearch(board, { maxNodes: 0 })),
		RangeError,
		'backtrackingSearch: options.maxNodes',
	],
	[
		'backtrackingSearch(board, { order: "best" })',
		() => lib.finish(lib.backtrackingSearch(board, { order: 'best' as never })),
		RangeError,
		'backtrackingSearch: options.order',
	],
	// Small helpers.
	[
		'parseWholeNumber(5, "Rows", 1, 8)',
		() => lib.parseWholeNumber(5 as never, 'Rows', 1, 8),
		TypeError,
		'parseWholeNumber: text',
	],
	[
		'parseWholeNumber("5", "Rows", 9, 8)',
		() => lib.parseWholeNumber('5', 'Rows', 9, 8),
		RangeError,
		'parseWholeNumber: max',
	],
	[
		'leaperOffsets(null)',
		() => lib.leaperOffsets(null as never),
		TypeError,
		'leaperOffsets: leaper',
	],
	['finish([1, 2])', () => lib.finish([1, 2] as never), TypeError, 'finish: steps'],
	[
		'strengthOptions("strong")',
		() => lib.strengthOptions('strong' as never),
		RangeError,
		'strengthOptions: strength',
	],
	[
		'measure(board, 0, "textbook", 0)',
		() => lib.measure(board, 0, 'textbook', 0),
		RangeError,
		'measure: maxNodes',
	],
	[
		'measure(board, 64, "textbook", 10)',
		() => lib.measure(board, 64, 'textbook', 10),
		RangeError,
		'measure: start',
	],
	['cornerSquare(null)', () => lib.cornerSquare(null as never), TypeError, 'cornerSquare: board'],
	[
		'measureSearch(board, 0, "fast", 10)',
		() => lib.finish(lib.measureSearch(board, 0, 'fast' as never, 10)),
		RangeError,
		'measureSearch: strength',
	],
	[
		'searchSteps(board, 0, "textbook", 1.5)',
		() => lib.finish(lib.searchSteps(board, 0, 'textbook', 1.5)),
		RangeError,
		'searchSteps: maxNodes',
	],
	[
		'measureBoards([{ rows: 0, cols: 5 }], ["textbook"], 10)',
		() => lib.finish(lib.measureBoards([{ rows: 0, cols: 5 }], ['textbook'], 10)),
		RangeError,
		'measureBoards: sizes',
	],
	[
		'measureStarts(null, "textbook", 10)',
		() => lib.finish(lib.measureStarts(null as never, 'textbook', 10)),
		TypeError,
		'measureStarts: board',
	],
	// The neural network's extras.
	[
		'neuralNetworkEdges(null)',
		() => lib.neuralNetworkEdges(null as never),
		TypeError,
		'neuralNetworkEdges: board',
	],
	[
		'neuralNetworkExperiment(null)',
		() => lib.neuralNetworkExperiment(null as never),
		TypeError,
		'neuralNetworkExperiment: options',
	],
	[
		'neuralNetworkExperiment({ sizes: [[6, 6]], seeds: 0 })',
		() => lib.neuralNetworkExperiment({ sizes: [[6, 6]], seeds: 0 }),
		RangeError,
		'neuralNetworkExperiment: options.seeds',
	],
	[
		'neuralNetworkExperimentSteps({ sizes: [[6, 6]], seeds: 0 })',
		() => lib.finish(lib.neuralNetworkExperimentSteps({ sizes: [[6, 6]], seeds: 0 })),
		RangeError,
		'neuralNetworkExperimentSteps: options.seeds',
	],
	['joinCycles(null, [])', () => lib.joinCycles(null as never, []), TypeError, 'joinCycles: board'],
	[
		'joinCycles(board, "cycles")',
		() => lib.joinCycles(board, 'cycles' as never),
		TypeError,
		'joinCycles: cycles',
	],
	[
		'joinCycles(board, [[0, 1.5, 2]])',
		() => lib.joinCycles(board, [[0, 1.5, 2]]),
		RangeError,
		'joinCycles: cycles[0][1]',
	],
	[
		'neuralNetworkSteps(null, { seed: 1 })',
		() => lib.finish(lib.neuralNetworkSteps(null as never, { seed: 1 })),
		TypeError,
		'neuralNetworkSteps: board',
	],
	['colourCounts(null)', () => lib.colourCounts(null as never), TypeError, 'colourCounts: board'],
	[
		'findObstruction(board, { closed: "yes" })',
		() => lib.findObstruction(board, { closed: 'yes' as never }),
		TypeError,
		'findObstruction: request.closed',
	],
	['boardFacts(null)', () => lib.boardFacts(null as never), TypeError, 'boardFacts: board'],
	['cutSquares({})', () => lib.cutSquares({} as never), TypeError, 'cutSquares: board'],
	['endPairs(null)', () => lib.endPairs(null as never), TypeError, 'endPairs: board'],
	[
		'endPairs(11×11)',
		() => lib.endPairs(lib.createBoard(11, 11)),
		RangeError,
		'endPairs: board must have from 2 to 100 squares',
	],
	[
		'endPairs(board with a hole)',
		() => lib.endPairs(lib.createBoard(5, 5, { holes: [0] })),
		RangeError,
		'endPairs: board must be a whole board',
	],
	[
		'endPairs(5×5, { maxNodes: 0 })',
		() => lib.endPairs(lib.createBoard(5, 5), { maxNodes: 0 }),
		RangeError,
		'endPairs: options.maxNodes',
	],
	[
		'endPairSteps(5×5, "fast")',
		() => lib.endPairSteps(lib.createBoard(5, 5), 'fast' as never),
		TypeError,
		'endPairSteps: options',
	],
	// Leapers and walks listed one by one.
	[
		'leaperComponents(null)',
		() => lib.leaperComponents(null as never),
		TypeError,
		'leaperComponents: board',
	],
	[
		'leaperConnectivity(0, 8, [1, 2])',
		() => lib.leaperConnectivity(0, 8, [1, 2]),
		RangeError,
		'leaperConnectivity: rows',
	],
	[
		'leaperConnectivity(8, 8, null)',
		() => lib.leaperConnectivity(8, 8, null as never),
		TypeError,
		'leaperConnectivity: leaper',
	],
	[
		'leaperConnectivity(8, 8, [1, 99])',
		() => lib.leaperConnectivity(8, 8, [1, 99]),
		RangeError,
		'leaperConnectivity: leaper[1]',
	],
	[
		'smallestConnectedSquare("knight")',
		() => lib.smallestConnectedSquare('knight' as never),
		TypeError,
		'smallestConnectedSquare: leaper',
	],
	[
		'smallestConnectedSquare([1, 2], 0)',
		() => lib.smallestConnectedSquare([1, 2], 0),
		RangeError,
		'smallestConnectedSquare: maxSide',
	],
	[
		'countWalksByEnumeration(null, { length: 2 })',
		() => lib.countWalksByEnumeration(null as never, { length: 2 }),
		TypeError,
		'countWalksByEnumeration: board',
	],
	[
		'countWalksByEnumeration(small, null)',
		() => lib.countWalksByEnumeration(small, null as never),
		TypeError,
		'countWalksByEnumeration: options',
	],
	[
		'countWalksByEnumeration(small, { length: 0 })',
		() => lib.countWalksByEnumeration(small, { length: 0 }),
		RangeError,
		'countWalksByEnumeration: options.length',
	],
	[
		'countWalksByEnumeration(small, { length: 3, limit: { squares: [99], atMost: 1 } })',
		() => lib.countWalksByEnumeration(small, { length: 3, limit: { squares: [99], atMost: 1 } }),
		RangeError,
		'countWalksByEnumeration: options.limit.squares',
	],
];

describe('public functions called with bad arguments', () => {
	test.each(badCalls)('%s throws, naming the argument', (_call, call, kind, words) => {
		let thrown: unknown;
		try {
			call();
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(kind);
		expect((thrown as Error).message).toContain(words);
	});
});

describe('good arguments still work', () => {
	test('encodeTour and decodeTour round-trip a tour', () => {
		expect(Array.from(lib.decodeTour(board, lib.encodeTour(board, tour8)))).toEqual(tour8);
	});

	test('createBoard takes any iterable of holes, and findTour the documented options', () => {
		expect(lib.createBoard(3, 3, { holes: new Set([4]) }).holeCount).toBe(1);
		const result = lib.findTour(lib.createBoard(5, 5), {
			start: 0,
			closed: false,
			algorithm: 'backtracking',
			maxNodes: 1_000_000,
			constraints: [{ move: 25, square: 24 }],
			seed: 3,
			tieBreak: 'first',
		});
		expect(result.status).toBe('found');
	});
});

describe('the gave-up message counts positions in good English', () => {
	test('one position is "1 position"', () => {
		const result = lib.findTour(lib.createBoard(5, 5), { algorithm: 'backtracking', maxNodes: 1 });
		expect(result.status).toBe('gave-up');
		if (result.status !== 'gave-up') return;
		expect(result.reason).toContain('1 position ');
		expect(result.reason).not.toContain('1 positions');
	});
});
