/** The solver library's public API: re-exports only. */
export {
	MAX_SIDE,
	MIN_SIDE,
	colOf,
	createBoard,
	degree,
	degreeHistogram,
	edgeCount,
	fileName,
	isDark,
	isHole,
	isOnBoard,
	neighbors,
	parseSquare,
	rankOf,
	rowOf,
	squareAt,
	squareName,
	type Board,
	type BoardOptions,
	type Square,
} from './board.ts';
export { KNIGHT, MAX_LEAP, leaperOffsets, type Leaper, type Offset } from './leaper.ts';
export { parseWholeNumber, type Parsed } from './input.ts';
export { createRandom, randomInt, shuffle, type Random } from './random.ts';
export {
	decodeTour,
	encodeTour,
	isLeap,
	parseAlgebraicTour,
	squaresToVisit,
	tourToAlgebraic,
	verifyTour,
	type TourCheck,
	type VerifyOptions,
} from './tour.ts';
export {
	emptyStats,
	finish,
	type Candidate,
	type SolveResult,
	type SolverStats,
	type StepStream,
	type TourStep,
} from './solvers/types.ts';
export {
	changesColour,
	closedTourExists,
	colourCounts,
	findObstruction,
	openTourExists,
	type Existence,
	type Obstruction,
	type TourRequest,
} from './theory.ts';
export { backtrackingSearch, type SearchOptions, type SearchStep } from './solvers/backtracking.ts';
export { constructTour } from './solvers/divide-and-conquer.ts';
export {
	LITERATURE_KNIGHT_MOVES,
	TIE_BREAKS,
	moveNumberToOffset,
	parseMoveOrder,
	resolveTieBreak,
	squirrelCullStages,
	warnsdorffSteps,
	warnsdorffTour,
	type ResolvedTieBreak,
	type SquirrelCullStage,
	type TieBreak,
	type WarnsdorffOptions,
} from './solvers/warnsdorff.ts';
export {
	findTour,
	findTours,
	searchTours,
	solveTour,
	tourSteps,
	type Pulse,
	type TourSearchEvent,
} from './solvers/find-tour.ts';
export {
	tourVerdict,
	type Algorithm,
	type FindTourOptions,
	type MoveConstraint,
	type TourVerdict,
} from './solvers/request.ts';
export {
	MAX_WALK_LENGTH,
	countWalks,
	countWalksByStart,
	countWalksTable,
	type WalkLimit,
	type WalkOptions,
	type WalkTableOptions,
} from './counting/count-walks.ts';
export {
	KEY_LABELS,
	VOWELS,
	countKeypadSequences,
	keyLabel,
	keySquare,
	keypadBoard,
	type KeypadCount,
	type KeypadOptions,
} from './counting/keypad.ts';
export {
	NEURAL_RULES,
	neuralNetworkEdges,
	SINGLE_THRESHOLD,
	neuralNetworkExperiment,
	neuralNetworkExperimentSteps,
	neuralNetworkSteps,
	runNeuralNetwork,
	type NeuralEdges,
	type NeuralEnding,
	type NeuralExperimentOptions,
	type NeuralExperimentProgress,
	type NeuralExperimentRow,
	type NeuralNetworkOptions,
	type NeuralNetworkResult,
	type NeuralRule,
	type NeuralShuffle,
	type NeuralStep,
} from './solvers/takefuji-lee.ts';
export { joinCycles, type CycleJoin, type JoinResult } from './solvers/join-cycles.ts';
export {
	chooseMethod,
	countTours,
	countToursByStart,
	countToursSteps,
	type ByStartOptions,
	type CountMethod,
	type CountOptions,
} from './counting/count-tours.ts';
export {
	boardSymmetries,
	countSymmetricTours,
	countToursUpToSymmetry,
	type BoardSymmetry,
	type SymmetryCountOptions,
} from './counting/symmetry.ts';
export {
	ESTIMATE_REPORT_EVERY,
	estimateTours,
	estimateToursSteps,
	isEstimateCheckpoint,
	type EstimateOptions,
	type EstimateProgress,
	type TourEstimate,
} from './counting/estimate.ts';
export type { CountProgress } from './counting/types.ts';
export {
	checkMove,
	describeDeadEnd,
	describeHint,
	describeKnight,
	explainDeadEnd,
	isComplete,
	isOver,
	knightSquare,
	legalMoves,
	listSquares,
	moveNumbers,
	noTourReason,
	warnsdorffHint,
	type DeadEnd,
	type GamePosition,
	type Hint,
} from './game.ts';
export {
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
	otherEnd,
	searchHamiltonian,
	stepEdge,
	vertexDegree,
	vertexIndex,
	walkThrough,
	type EdgeSpec,
	type EulerKind,
	type EulerVerdict,
	type Graph,
	type GraphEdge,
	type HamiltonOptions,
	type HamiltonResult,
	type Walk,
	type WalkCheck,
	type WalkKind,
} from './graphs.ts';
export { countSymmetricToursBySweep, symmetricSweepSteps } from './counting/symmetric-sweep.ts';
export {
	STRENGTHS,
	STRENGTH_NAMES,
	isStrength,
	strengthOptions,
	type Strength,
} from './solvers/strength.ts';
export {
	cornerSquare,
	measure,
	measureBoards,
	measureSearch,
	measureStarts,
	searchSteps,
	type BoardCost,
	type BoardSize,
	type Measurement,
} from './solvers/search-cost.ts';
export {
	boardFacts,
	cutSquares,
	type BoardFact,
	type BoardFacts,
	type FactEffect,
} from './board-facts.ts';
export {
	MAX_END_PAIR_SQUARES,
	PAIR_STATUSES,
	endPairSteps,
	endPairs,
	type EndPairOptions,
	type EndPairProgress,
	type EndPairs,
	type PairStatus,
} from './end-pairs.ts';
export {
	MAX_TRACE_SQUARES,
	traceFrontier,
	traceFrontierSteps,
	type FrontierCell,
	type FrontierState,
	type FrontierTrace,
	type TraceEdge,
	type TraceOptions,
	type TraceStep,
} from './counting/frontier-trace.ts';
export {
	leaperComponents,
	leaperConnectivity,
	smallestConnectedSquare,
	type LeaperConnectivity,
} from './leaper-theory.ts';
export {
	MAX_ENUMERATED_WALKS,
	countWalksByEnumeration,
	type EnumerateOptions,
} from './counting/enumerate-walks.ts';
export {
	checkTourTask,
	tourTaskVerdict,
	whyNotNext,
	type TaskImpossibility,
	type TourTask,
	type TourTaskCheck,
	type TourTaskVerdict,
} from './tour-task.ts';
