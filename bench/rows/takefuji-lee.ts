import { createBoard } from '../../src/lib/board.ts';
import { joinCycles } from '../../src/lib/solvers/join-cycles.ts';
import { neuralNetworkExperiment, runNeuralNetwork } from '../../src/lib/solvers/takefuji-lee.ts';
import type { BenchRow } from './types.ts';

/** Runs the working rule for seeds 0 … runs − 1 on rows×cols (joining the cycles of each settled run); throws unless some converge. */
function batch(rows: number, cols: number, runs: number): number {
	const [row] = neuralNetworkExperiment({ sizes: [[rows, cols]], seeds: runs });
	if (row === undefined || row.tours + row.cycles === 0) {
		throw new Error(`Takefuji–Lee ${String(rows)}×${String(cols)}: no run converged`);
	}
	return row.tours;
}

/** The cycles of the 8×8 runs (seeds 0 … 199) that settled on several cycles. */
function settledCycles(): number[][][] {
	const board = createBoard(8, 8);
	return Array.from({ length: 200 }, (_, seed) => runNeuralNetwork(board, { seed }))
		.filter((r) => r.status === 'cycles')
		.map((r) => r.cycles);
}

/** Joins every set of cycles, checked; throws unless most of them end in a tour. */
function joinAll(sets: readonly number[][][]): number {
	const board = createBoard(8, 8);
	const tours = sets.filter((cycles) => joinCycles(board, cycles).status === 'tour').length;
	if (tours < sets.length / 2) throw new Error('joinCycles: too few tours');
	return tours;
}

const cycleSets = settledCycles();

export const takefujiLeeRows: BenchRow[] = [
	{
		name: 'Takefuji–Lee 8×8, 1000 runs',
		run: () => batch(8, 8, 1000),
		target: '≤ 500 ms (≥ 2,000 runs/s)',
	},
	{ name: 'Takefuji–Lee 6×6, 1000 runs', run: () => batch(6, 6, 1000) },
	{ name: 'Takefuji–Lee 20×20, 20 runs', run: () => batch(20, 20, 20), repeats: 5 },
	{
		name: `joinCycles 8×8, ${String(cycleSets.length)} settled networks (checked)`,
		run: () => joinAll(cycleSets),
	},
];
