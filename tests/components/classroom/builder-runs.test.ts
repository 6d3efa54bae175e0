/**
 * The builder's queue of work: one task at a time in list order, work for a changed task stopped
 * and never shown, errors kept as messages, progress while a run goes.
 */
import { describe, expect, test } from 'vitest';
import type { WorkResult } from '../../../src/components/classroom/builder-jobs.ts';
import type { TaskWork } from '../../../src/components/classroom/builder-read.ts';
import {
	TaskRuns,
	type WantedWork,
} from '../../../src/components/classroom/builder-runs.svelte.ts';
import type {
	BuilderSolver,
	WorkOutcome,
} from '../../../src/components/classroom/builder-solver.ts';
import type { Progress } from '../../../src/workers/protocol.ts';

/** A solver whose runs finish when the test says. */
function manualSolver() {
	const pending: {
		work: TaskWork;
		finish: (outcome: WorkOutcome) => void;
		progress: (p: Progress) => void;
	}[] = [];
	let stops = 0;
	const solver: BuilderSolver = {
		run: (work, progress) =>
			new Promise((finish) => {
				pending.push({ work, finish, progress });
			}),
		stop: () => {
			stops++;
		},
	};
	return { solver, pending, stops: () => stops };
}

/** Lets the queue's timers and promises run. */
const tick = () => new Promise((done) => setTimeout(done, 5));

const count = (rows: number): TaskWork => ({ kind: 'count', rows, cols: 4, closed: false });
const answer = (text: string): WorkResult => ({ kind: 'answer', answer: text });

describe('TaskRuns', () => {
	test('runs the tasks one at a time, in list order, and keeps each result with its set-up', async () => {
		const { solver, pending } = manualSolver();
		const tasks: WantedWork[] = [
			{ key: 1, work: count(3) },
			{ key: 2, work: count(4) },
		];
		const runs = new TaskRuns(solver, 0, () => tasks);
		runs.schedule();
		await tick();
		expect(pending.map((p) => p.work)).toEqual([count(3)]);
		pending[0]?.progress({ counters: { tours: 5 } });
		expect(runs.progressOf(1)).toEqual({ counters: { tours: 5 } });
		pending[0]?.finish({ ok: true, value: answer('8') });
		await tick();
		expect(runs.current(1, count(3))?.result).toEqual(answer('8'));
		expect(pending.map((p) => p.work)).toEqual([count(3), count(4)]);
		pending[1]?.finish({ ok: false, message: 'Too slow.' });
		await runs.idle();
		expect(runs.current(2, count(4))).toMatchObject({ result: null, error: 'Too slow.' });
	});

	test('work for a task that changed is stopped, and its late answer is never shown', async () => {
		const { solver, pending, stops } = manualSolver();
		const tasks: WantedWork[] = [{ key: 1, work: count(3) }];
		const runs = new TaskRuns(solver, 0, () => tasks);
		runs.schedule();
		await tick();
		tasks[0] = { key: 1, work: count(5) };
		runs.schedule();
		await tick();
		expect(stops()).toBe(1);
		expect(pending.map((p) => p.work)).toEqual([count(3), count(5)]);
		pending[0]?.finish({ ok: true, value: answer('old') });
		pending[1]?.finish({ ok: true, value: answer('new') });
		await runs.idle();
		expect(runs.current(1, count(5))?.result).toEqual(answer('new'));
		expect(runs.current(1, count(3))).toBeNull();
	});
});
