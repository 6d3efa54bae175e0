import { describe, expect, test } from 'vitest';
import {
	MADE_KEY,
	MADE_LIMIT,
	loadMade,
	saveMade,
	withMade,
} from '../../../src/components/classroom/made-assignments.ts';
import { memoryStore } from '../../../src/components/classroom/student-storage.ts';
import { encodeAssignment, type Assignment } from '../../../src/lib/index.ts';

const week = (n: number): Assignment => ({
	title: `Week ${String(n)}`,
	instructions: '',
	tasks: [{ kind: 'question', question: 'Q?', answer: String(n) }],
});

describe('the assignments made in this browser', () => {
	test('Create adds one at the top with its title and task count read from the code; again moves it up', () => {
		const one = encodeAssignment(week(1));
		const two = encodeAssignment(week(2));
		let list = withMade([], one, 1000);
		list = withMade(list, two, 2000);
		expect(list.map((m) => [m.title, m.tasks, m.created])).toEqual([
			['Week 2', 1, 2000],
			['Week 1', 1, 1000],
		]);
		list = withMade(list, one, 3000);
		expect(list.map((m) => m.title)).toEqual(['Week 1', 'Week 2']);
		// A code that does not read leaves the list as it was.
		expect(withMade(list, 'KTA3.damaged', 4000)).toEqual(list);
	});

	test('are kept across a reload, at most 100, and a damaged store reads as far as it can', () => {
		const store = memoryStore();
		let list = withMade([], encodeAssignment(week(1)), 1);
		expect(saveMade(store, list)).toBe('');
		expect(loadMade(store)).toEqual(list);
		for (let n = 2; n <= MADE_LIMIT + 5; n++) list = withMade(list, encodeAssignment(week(n)), n);
		saveMade(store, list);
		expect(loadMade(store)).toHaveLength(MADE_LIMIT);
		expect(loadMade(store)[0]?.title).toBe(`Week ${String(MADE_LIMIT + 5)}`);
		store.setItem(
			MADE_KEY,
			JSON.stringify([{ code: 'KTA3.x', title: 'T', tasks: 1, created: 5 }, { code: 7 }, null]),
		);
		expect(loadMade(store)).toEqual([{ code: 'KTA3.x', title: 'T', tasks: 1, created: 5 }]);
		store.setItem(MADE_KEY, '{not json');
		expect(loadMade(store)).toEqual([]);
	});

	test('without storage, or with storage full, the page says so and keeps going', () => {
		expect(loadMade(null)).toEqual([]);
		expect(saveMade(null, [])).toMatch(/keeps nothing/);
		const full = {
			getItem: () => null,
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
		};
		expect(saveMade(full, [])).toMatch(/could not be saved/);
	});
});
