import { describe, expect, test } from 'vitest';
import {
	ExerciseState,
	type ExerciseBackend,
} from '../../../src/components/exercises/exercise-state.svelte.ts';
import type { ExerciseRecord } from '../../../src/components/exercises/progress/progress-store.ts';

/** A backend in memory that records every write, and a clock the test moves. */
function memory(saved?: ExerciseRecord): {
	backend: ExerciseBackend;
	writes: { key: string; patch: object; url: string | undefined }[];
} {
	const writes: { key: string; patch: object; url: string | undefined }[] = [];
	return {
		writes,
		backend: {
			read: (_key, version) => (saved?.version === version ? saved : undefined),
			write: (key, _version, patch, url) => {
				writes.push({ key, patch, url });
			},
		},
	};
}

const record: ExerciseRecord = {
	version: 2,
	answer: '42',
	done: true,
	hints: 1,
	solutionShown: false,
	attempts: 3,
	seconds: 70,
	updated: 1,
};

describe('ExerciseState', () => {
	test('puts saved work back, and only for the same version', () => {
		const same = new ExerciseState('l/x', 2, memory(record).backend);
		expect([same.restored, same.answer, same.done, same.hints, same.attempts]).toEqual([
			true,
			'42',
			true,
			1,
			3,
		]);
		const changed = new ExerciseState('l/x', 3, memory(record).backend);
		expect([changed.restored, changed.answer, changed.done]).toEqual([false, '', false]);
	});

	test('a right check makes it done for good; a later wrong check counts but keeps it done', () => {
		const { backend, writes } = memory();
		const state = new ExerciseState('l/x', 1, backend, { url: '/lessons/l/#exercise-x' });
		state.recordAttempt(false);
		expect(state.done).toBe(false);
		state.recordAttempt(true);
		state.recordAttempt(false);
		expect([state.done, state.attempts]).toEqual([true, 3]);
		expect(writes.at(-1)).toMatchObject({
			key: 'l/x',
			patch: { attempts: 3, done: true },
			url: '/lessons/l/#exercise-x',
		});
	});

	test('hints are counted up to the number available; the solution stays shown', () => {
		const state = new ExerciseState('l/x', 1, memory().backend);
		state.takeHint(2);
		state.takeHint(2);
		state.takeHint(2);
		state.showSolution();
		expect([state.hints, state.solutionShown]).toEqual([2, true]);
	});

	test('time counts the gaps between actions, but not a pause over a minute', () => {
		let now = 0;
		const state = new ExerciseState('l/x', 1, memory().backend, { now: () => now });
		state.saveAnswer('1');
		now += 20_000;
		state.saveAnswer('12');
		now += 5 * 60_000;
		state.saveAnswer('123');
		now += 30_500;
		state.recordAttempt(false);
		expect(state.seconds).toBe(50);
	});
});
