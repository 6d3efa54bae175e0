import { describe, expect, test } from 'vitest';
import {
	ESTIMATE_REPORT_EVERY,
	createBoard,
	estimateTours,
	estimateToursSteps,
	isEstimateCheckpoint,
	type EstimateProgress,
} from '../../../src/lib/index.ts';

/** Runs the generator to its end, returning its reports and its result. */
function run(...args: Parameters<typeof estimateToursSteps>) {
	const reports: EstimateProgress[] = [];
	const steps = estimateToursSteps(...args);
	for (;;) {
		const next = steps.next();
		if (next.done === true) return { reports, result: next.value };
		reports.push(next.value);
	}
}

describe('estimateToursSteps(board, options)', () => {
	test.each([
		[5, 5, { samples: 1000, seed: 1, directed: true }],
		[6, 6, { samples: 5000, seed: 7 }],
		[3, 4, { samples: 300, seed: 2, closed: false }],
		[6, 6, { samples: 200, seed: 3, closed: true }],
	] as const)('%i×%i %j returns exactly what estimateTours returns', (rows, cols, options) => {
		const board = createBoard(rows, cols);
		expect(run(board, options).result).toEqual(estimateTours(board, options));
	});

	test('reports at 10, 20, 50, … and every 4,096 walks, each equal to a shorter run', () => {
		const board = createBoard(5, 5);
		const options = { samples: 9000, seed: 4, directed: true };
		const { reports } = run(board, options);
		expect(reports.map((r) => r.counters.samples)).toEqual([
			10, 20, 50, 100, 200, 500, 1000, 2000, 4096, 5000, 8192,
		]);
		for (const report of reports.filter((_, i) => i % 3 === 0)) {
			const shorter = estimateTours(board, { ...options, samples: report.counters.samples });
			expect(report.counters.estimate).toBe(shorter.estimate);
			expect(report.counters.standardError).toBe(shorter.standardError);
			expect(report.fraction).toBe(report.counters.samples / 9000);
		}
		expect(ESTIMATE_REPORT_EVERY).toBe(4096);
	});

	test('isEstimateCheckpoint(n) picks 1, 2 and 5 times a power of ten from 10', () => {
		const picked = Array.from({ length: 2001 }, (_, n) => n).filter(isEstimateCheckpoint);
		expect(picked).toEqual([10, 20, 50, 100, 200, 500, 1000, 2000]);
		expect(isEstimateCheckpoint(2.5)).toBe(false);
	});
});
