import { neuralNetworkExperiment } from '../../src/lib/solvers/takefuji-lee.ts';
import type { BenchRow } from './types.ts';

/** Runs the working rule for seeds 0 … runs − 1 on rows×cols; throws unless some runs converge. */
function batch(rows: number, cols: number, runs: number): number {
	const [row] = neuralNetworkExperiment({ sizes: [[rows, cols]], seeds: runs });
	if (row === undefined || row.tours + row.cycles === 0) {
		throw new Error(`Takefuji–Lee ${String(rows)}×${String(cols)}: no run converged`);
	}
	return row.tours;
}

export const takefujiLeeRows: BenchRow[] = [
	{
		name: 'Takefuji–Lee 8×8, 1000 runs',
		run: () => batch(8, 8, 1000),
		target: '≤ 500 ms (≥ 2,000 runs/s)',
	},
	{ name: 'Takefuji–Lee 6×6, 1000 runs', run: () => batch(6, 6, 1000) },
	{ name: 'Takefuji–Lee 20×20, 20 runs', run: () => batch(20, 20, 20), repeats: 5 },
];
