/**
 * The assignment builder's state: editing tasks (bad input kept and explained), the site's work on
 * each task (solved tours, variants, predictions, counts), Create assignment and its code, and the
 * draft saved, restored and opened again from a code.
 */
import { describe, expect, test } from 'vitest';
import type {
	CountDraft,
	PredictDraft,
	QuestionDraft,
	TourDraft,
} from '../../../src/components/classroom/builder-drafts.ts';
import {
	createBoard,
	ClassroomCodeError,
	countTours,
	decodeAssignment,
	parseSquare,
	squareName,
	tourTaskVerdict,
	warnsdorffTour,
	type TourAssignmentTask,
} from '../../../src/lib/index.ts';
import {
	DRAFT_KEY,
	saveDraft,
	type DraftStorage,
} from '../../../src/components/classroom/builder-storage.ts';
import { builder } from './builder-helpers.ts';

/** Local storage as a map. */
function memory(): DraftStorage & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return {
		items,
		getItem: (key) => items.get(key) ?? null,
		setItem: (key, value) => {
			items.set(key, value);
		},
	};
}

/** A created assignment's code: "Opened" in the title, one question. */
async function someCode(): Promise<string> {
	const state = builder();
	state.title = 'Opened';
	state.addTask('question');
	Object.assign(draftOf<QuestionDraft>(state, 0), { question: 'Q?', answer: 'A' });
	await state.idle();
	const created = state.create();
	if (created === null) throw new Error(state.problems.join(' '));
	return created.code;
}

/** The draft of the state's task `i`, typed as `T`. */
function draftOf<T>(state: ReturnType<typeof builder>, i: number): T {
	return state.tasks[i]?.draft as T;
}

describe('BuilderState: editing tasks', () => {
	test('Add task adds the chosen kind; bad input is explained beside its field and kept as typed', () => {
		const state = builder();
		state.addKind = 'tour';
		state.addTask();
		const tour = draftOf<TourDraft>(state, 0);
		tour.rows = '0';
		expect(state.readings[0]?.errors['rows']).toBe(
			'Rows must be a whole number from 1 to 40; 0 is out of range.',
		);
		expect(tour.rows).toBe('0');
		expect(state.finished[0]?.status).toEqual({
			state: 'fix',
			text: 'Fix the fields marked above.',
		});
		tour.rows = '5';
		tour.holes = ['c3'];
		tour.start = 'c3';
		expect(state.readings[0]?.errors['start']).toBe('Start: c3 is a hole; choose another square.');
		tour.start = 'z9';
		expect(state.readings[0]?.errors['start']).toMatch(/^Start: "z9" is off this 5×5 board/);

		state.addTask('question');
		expect(state.tasks.map((t) => t.draft.kind)).toEqual(['tour', 'question']);
	});

	test('Your own question shows no errors before anything is typed, and says what is missing after Create', () => {
		const state = builder();
		state.title = 'Questions';
		state.addTask('question');
		expect(state.readings[0]?.errors).toEqual({});
		expect(state.finished[0]?.status).toEqual({
			state: 'todo',
			text: 'Type the question and its answer.',
		});
		// A wrong field is wrong at once; only empty ones wait.
		const draft = draftOf<QuestionDraft>(state, 0);
		draft.answer = 'x'.repeat(1001);
		expect(Object.keys(state.readings[0]?.errors ?? {})).toEqual(['answer']);
		draft.answer = '';
		expect(state.create()).toBeNull();
		expect(state.readings[0]?.errors).toEqual({
			question: 'Type the question the students will answer.',
			answer: "Type the answer: the students' answers are marked against it.",
		});
		expect(state.problems).toEqual(['Task 1: Fix the fields marked above.']);
	});

	test('a bank question that is not in the bank (a damaged draft) asks for a choice', () => {
		const state = builder();
		state.addTask('bank');
		Object.assign(state.tasks[0]?.draft ?? {}, { id: 'no-such-question' });
		expect(state.readings[0]?.errors).toEqual({ id: 'Choose a question from the list.' });
	});

	test('clicks on the board set Start and End and toggle holes; fixed moves are added and removed', () => {
		const state = builder();
		const { key } = state.addTask('tour');
		const board = createBoard(5, 5);
		const at = (name: string) => parseSquare(board, name);
		expect(state.clickSquare(key, at('b2'), 'hole')).toBe('b2 is now a hole.');
		expect(state.clickSquare(key, at('b2'), 'start')).toBe('b2 is a hole; choose another square.');
		expect(state.clickSquare(key, at('c3'), 'start')).toBe('Start set to c3.');
		expect(state.clickSquare(key, at('e5'), 'end')).toBe('End set to e5.');
		expect(state.clickSquare(key, at('c3'), 'start')).toBe('Start cleared.');
		expect(state.clickSquare(key, at('b2'), 'hole')).toBe('b2 is a square again.');
		expect(state.addFixed(key, '30', 'a1')).toBe(
			'Move must be a whole number from 1 to 25; 30 is out of range.',
		);
		expect(state.addFixed(key, '3', 'a1')).toBe('');
		expect(draftOf<TourDraft>(state, 0).fixed).toEqual([{ move: 3, square: 'a1' }]);
		state.removeFixed(key, 3);
		expect(draftOf<TourDraft>(state, 0).fixed).toEqual([]);
	});

	test('tasks move up and down, and a removed task comes back with Undo', () => {
		const state = builder();
		const a = state.addTask('tour');
		const b = state.addTask('count');
		const c = state.addTask('question');
		state.moveTask(c.key, -1);
		expect(state.tasks.map((t) => t.key)).toEqual([a.key, c.key, b.key]);
		state.moveTask(a.key, -1);
		expect(state.tasks.map((t) => t.key)).toEqual([a.key, c.key, b.key]);
		state.removeTask(c.key);
		expect(state.tasks.map((t) => t.key)).toEqual([a.key, b.key]);
		expect(state.notice).toBe('Task 2 removed.');
		state.undoRemove();
		expect(state.tasks.map((t) => t.key)).toEqual([a.key, c.key, b.key]);
	});
});

describe('BuilderState: the site solves each task', () => {
	test('a tour task is solved before it can be handed out', async () => {
		const state = builder();
		state.addTask('tour');
		const tour = draftOf<TourDraft>(state, 0);
		Object.assign(tour, { rows: '6', cols: '6', start: 'a1', closed: true });
		expect(state.finished[0]?.status.state).toBe('working');
		await state.idle();
		const finished = state.finished[0];
		expect(finished?.status).toEqual({
			state: 'ready',
			text: 'The site found a tour of all 36 squares.',
		});
		const board = createBoard(6, 6);
		expect(finished?.task).toEqual({
			kind: 'tour',
			board: { rows: 6, cols: 6 },
			start: parseSquare(board, 'a1'),
			closed: true,
			hints: true,
		});
	});

	test('an impossible tour task is shown impossible, with the reason, as a trick question', async () => {
		const state = builder();
		state.addTask('tour');
		Object.assign(draftOf<TourDraft>(state, 0), { rows: '4', cols: '4', start: '' });
		await state.idle();
		const finished = state.finished[0];
		expect(finished?.status.state).toBe('ready');
		expect(finished?.status).toMatchObject({ trick: true });
		const verdict = tourTaskVerdict({ board: { rows: 4, cols: 4 }, closed: false });
		if (verdict.possible !== false) throw new Error('4×4 has no open tour');
		expect(finished?.status.text).toContain(verdict.explanation);
		expect(finished?.task?.note).toBe(`Trick: no tour. ${verdict.explanation}`);
	});

	test('Vary by student finds 8 to 16 distinct variants, each one solved, the teacher’s own first', async () => {
		const state = builder();
		state.addTask('tour');
		const tour = draftOf<TourDraft>(state, 0);
		Object.assign(tour, { rows: '6', cols: '6', start: 'a1' });
		tour.vary.start = true;
		await state.idle();
		const task = state.finished[0]?.task as TourAssignmentTask;
		const variants = task.variants ?? [];
		expect(variants.length).toBeGreaterThanOrEqual(8);
		expect(variants.length).toBeLessThanOrEqual(16);
		expect(variants[0]).toEqual({ start: task.start });
		expect(new Set(variants.map((v) => v.start)).size).toBe(variants.length);
		for (const variant of variants) {
			const verdict = tourTaskVerdict({ ...task, start: variant.start as number });
			expect(verdict.possible).toBe(true);
		}
	});

	test('varying holes needs a hole, and moves them to other squares', async () => {
		const state = builder();
		state.addTask('tour');
		const tour = draftOf<TourDraft>(state, 0);
		Object.assign(tour, { rows: '6', cols: '6', start: 'a1' });
		tour.vary.holes = true;
		expect(state.readings[0]?.errors['vary']).toBe(
			'To vary the holes, make at least one hole first (click squares on the board).',
		);
		tour.holes = ['c3', 'd3'];
		await state.idle();
		const task = state.finished[0]?.task as TourAssignmentTask;
		const variants = task.variants ?? [];
		expect(variants.length).toBeGreaterThanOrEqual(8);
		for (const { holes } of variants) {
			expect(holes).toHaveLength(2);
			expect(holes).not.toContain(task.start);
			const verdict = tourTaskVerdict({ ...task, board: { rows: 6, cols: 6, holes: holes ?? [] } });
			expect(verdict.possible).toBe(true);
		}
	});

	test('a prediction asks for the square the library’s Warnsdorff takes at move N', async () => {
		const state = builder();
		state.addTask('predict');
		Object.assign(draftOf<PredictDraft>(state, 0), { start: 'b1', tieBreak: 'pohl', move: '20' });
		await state.idle();
		const board = createBoard(8, 8);
		const run = warnsdorffTour(board, { start: parseSquare(board, 'b1'), tieBreak: 'pohl' });
		if (run.status !== 'found') throw new Error('Pohl from b1 completes 8×8');
		const task = state.finished[0]?.task;
		expect(task).toMatchObject({
			kind: 'question',
			answer: squareName(board, run.tour[19] as number),
			note: "Prediction: Warnsdorff's rule, tie-break pohl, 8×8, start b1, move 20.",
		});
		expect(task?.kind === 'question' && task.question).toContain('Which square is move 20?');
	});

	test('a prediction past the square where the rule gets stuck is refused with a reason', async () => {
		const state = builder();
		state.addTask('predict');
		Object.assign(draftOf<PredictDraft>(state, 0), {
			rows: '5',
			cols: '5',
			start: 'c1',
			move: '20',
		});
		await state.idle();
		expect(state.finished[0]?.status).toEqual({
			state: 'blocked',
			text: "Warnsdorff's rule with this tie-break stops after 17 squares here, so there is no move 20: ask for a move from 2 to 17.",
		});
	});

	test('a count is the library’s count; a board it cannot count quickly is refused', async () => {
		const state = builder();
		state.addTask('count');
		const count = draftOf<CountDraft>(state, 0);
		Object.assign(count, { rows: '6', cols: '6', closed: false });
		expect(state.readings[0]?.errors['size']).toMatch(/^Counting the open tours of 6×6 takes/);
		count.closed = true;
		await state.idle();
		expect(state.finished[0]?.task).toEqual({
			kind: 'question',
			question:
				"How many closed knight's tours does the 6×6 board have, counting a tour and its reverse as one?",
			answer: String(countTours(createBoard(6, 6), { closed: true })),
			note: 'Count: closed tours of 6×6.',
		});
	});

	test('work for an old set-up is done again when the task changes', async () => {
		const state = builder();
		state.addTask('count');
		await state.idle();
		Object.assign(draftOf<CountDraft>(state, 0), { rows: '3', cols: '10' });
		await state.idle();
		expect(state.solver.runs).toHaveLength(2);
		expect(state.finished[0]?.task).toMatchObject({ answer: '16' });
	});
});

describe('BuilderState: Create assignment', () => {
	test('lists what is missing, then encodes every task; the code decodes to the same assignment', async () => {
		const state = builder();
		expect(state.create()).toBeNull();
		expect(state.problems).toEqual([
			'Give the assignment a title: students see it first.',
			'Add at least one task with Add task.',
		]);
		state.title = '  Tours on 5×5 ';
		state.instructions = 'Do both tasks.';
		state.addTask('tour');
		state.addTask('question');
		Object.assign(draftOf<QuestionDraft>(state, 1), { question: 'Why?', answer: '' });
		await state.idle();
		expect(state.create()).toBeNull();
		expect(state.problems).toEqual(['Task 2: Fix the fields marked above.']);
		draftOf<QuestionDraft>(state, 1).answer = 'Colours';
		const created = state.create();
		expect(created).not.toBeNull();
		expect(state.problems).toEqual([]);
		const decoded = decodeAssignment(created?.code ?? '');
		expect(decoded).toEqual(created?.assignment);
		expect(decoded.title).toBe('Tours on 5×5');
		expect(decoded.tasks).toHaveLength(2);
		expect(state.createdIsStale).toBe(false);
		state.title = 'Something else';
		expect(state.createdIsStale).toBe(true);
	});
});

describe('BuilderState: saving and opening', () => {
	test('a snapshot restores every draft as typed, mistakes included', () => {
		const state = builder();
		state.title = 'Draft';
		state.addTask('tour');
		draftOf<TourDraft>(state, 0).rows = '0';
		state.addTask('bank');
		const again = builder();
		again.restore(JSON.parse(JSON.stringify(state.snapshot())));
		expect(again.snapshot()).toEqual(state.snapshot());
		expect(again.readings[0]?.errors['rows']).toMatch(/^Rows must be/);
	});

	test('an assignment opened from its code builds the same assignment again', async () => {
		const state = builder();
		state.title = 'Round trip';
		state.addTask('tour');
		const tour = draftOf<TourDraft>(state, 0);
		Object.assign(tour, { rows: '6', cols: '6', holes: ['f1'], end: 'a6', hints: false });
		tour.fixed = [{ move: 5, square: 'c3' }];
		state.addTask('predict');
		state.addTask('bank');
		state.addTask('count');
		state.addTask('question');
		Object.assign(draftOf<QuestionDraft>(state, 4), { question: 'Name it.', answer: 'Euler' });
		await state.idle();
		const created = state.create();
		if (created === null) throw new Error(state.problems.join(' '));
		const opened = builder();
		opened.open(created.code);
		expect(opened.snapshot().tasks).toEqual(state.snapshot().tasks);
		await opened.idle();
		expect(opened.create()?.code).toBe(created.code);
	});

	test('a damaged code throws a ClassroomCodeError and leaves the draft alone', () => {
		const state = builder();
		state.title = 'Keep me';
		expect(() => state.open('KTA1.damaged')).toThrow(ClassroomCodeError);
		expect(state.title).toBe('Keep me');
	});
});

describe('BuilderState.connect(hash, storage, now)', () => {
	test('restores the saved draft', () => {
		const storage = memory();
		const first = builder();
		first.title = 'Kept';
		first.addTask('tour');
		draftOf<TourDraft>(first, 0).cols = '';
		saveDraft(storage, first.snapshot());
		const again = builder();
		again.connect('', storage, 1);
		expect(again.snapshot()).toEqual(first.snapshot());
		expect(again.opening).toBeNull();
	});

	test('opens the assignment of an edit link, keeping the draft it replaces', async () => {
		const code = await someCode();
		const storage = memory();
		const draft = builder();
		draft.title = 'My draft';
		saveDraft(storage, draft.snapshot());
		const state = builder();
		state.connect(`#edit=${code}`, storage, 1);
		expect(state.title).toBe('Opened');
		expect(state.opening).toEqual({
			tone: 'note',
			text: 'Opened "Opened" from the link, ready to edit.',
		});
		expect(state.previous?.title).toBe('My draft');
		state.bringBackPrevious();
		expect(state.title).toBe('My draft');
	});

	test('a saved draft that continues the link’s assignment wins over the link', async () => {
		const code = await someCode();
		const storage = memory();
		const state = builder();
		state.connect(`#edit=${code}`, storage, 1);
		state.title = 'Opened, then edited';
		saveDraft(storage, state.snapshot());
		const reloaded = builder();
		reloaded.connect(`#edit=${code}`, storage, 2);
		expect(reloaded.title).toBe('Opened, then edited');
		expect(reloaded.opening).toBeNull();
	});

	test.each([
		['#edit=KTA1.AAAA', /^The assignment in the link could not be opened: /],
		[
			'#edit=hello',
			/^The link holds no assignment code \(one starts with KTA1\., KTA2\. or KTA3\.\)/,
		],
	])('a damaged link (%s) is explained and the saved draft stays', (hash, message) => {
		const storage = memory();
		const draft = builder();
		draft.title = 'My draft';
		saveDraft(storage, draft.snapshot());
		const state = builder();
		state.connect(hash, storage, 1);
		expect(state.title).toBe('My draft');
		expect(state.opening?.tone).toBe('problem');
		expect(state.opening?.text).toMatch(message);
		expect(state.opening?.text).toMatch(/Your saved draft is shown instead\.$/);
	});

	test('a damaged saved draft is explained, copied aside, and the builder starts empty', () => {
		const storage = memory();
		storage.setItem(DRAFT_KEY, '{"version":1,"tasks":');
		const state = builder();
		state.connect('', storage, 99);
		expect(state.tasks).toEqual([]);
		expect(state.opening?.tone).toBe('problem');
		expect(state.opening?.text).toContain('ktn-classroom-builder-damaged-99');
		expect(storage.items.get('ktn-classroom-builder-damaged-99')).toBe('{"version":1,"tasks":');
	});
});
