import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import StudentPage from '../../../src/components/classroom/StudentPage.svelte';
import StudentSubmit from '../../../src/components/classroom/StudentSubmit.svelte';
import { StudentWork } from '../../../src/components/classroom/student-state.svelte.ts';
import { memoryStore } from '../../../src/components/classroom/student-storage.ts';
import { LONG_CODE } from '../../../src/components/classroom/student-submission.ts';
import type { Assignment, TourAssignmentTask } from '../../../src/lib/index.ts';
import { tourTaskVerdict } from '../../../src/lib/tour-task.ts';

const task: TourAssignmentTask = { kind: 'tour', board: { rows: 8, cols: 8 }, start: 56 };
const assignment: Assignment = { title: 'Long', instructions: '', tasks: [task] };

/** A student who built an 8×8 tour, taking back and redoing every move `times` times. */
function hesitant(times: number): StudentWork {
	const verdict = tourTaskVerdict(task);
	if (verdict.possible !== true) throw new Error('8×8 has a tour from a1');
	const work = new StudentWork(assignment, { store: memoryStore() });
	work.setName('Ada');
	for (const square of verdict.tour) {
		for (let i = 0; i < times; i++) {
			work.move(0, square);
			work.undo(0);
		}
		work.move(0, square);
	}
	return work;
}

describe('StudentSubmit (server-rendered)', () => {
	test('a short code: the code, Copy, the file, and what the code proves', () => {
		const work = hesitant(0);
		const made = work.submit();
		const { body } = render(StudentSubmit, { props: { work } });
		expect('code' in made && made.code.length).toBeLessThan(LONG_CODE);
		expect(body).toContain('Submission code');
		expect(body).toContain('Download as a file');
		expect(body).toContain('not proof against a determined cheat');
		expect(body).not.toContain('may cut it short');
	});

	test('a code over 2,000 characters: a chat may cut it, so the file is suggested', () => {
		const work = hesitant(10);
		const made = work.submit();
		expect('code' in made && made.code.length).toBeGreaterThan(LONG_CODE);
		const { body } = render(StudentSubmit, { props: { work } });
		expect(body).toMatch(/a chat message or\s+a form may cut it short/);
	});
});

describe('StudentPage (server-rendered)', () => {
	test('before the browser reads the link: one h1 and what is happening', () => {
		const { body } = render(StudentPage);
		expect(body.match(/<h1/g)?.length).toBe(1);
		expect(body).toContain('Opening the assignment from its link');
	});
});
