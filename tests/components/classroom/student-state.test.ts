import { describe, expect, test } from 'vitest';
import { CLASSROOM_LIMITS } from '../../../src/lib/classroom/types.ts';
import {
	assignmentId,
	checkWorkLog,
	decodeSubmission,
	markSubmission,
	normaliseStudentName,
	replayWorkLog,
	studentTask,
	type Assignment,
	type TourAssignmentTask,
	type WorkEntry,
} from '../../../src/lib/index.ts';
import { expectedSeed, expectedStep } from '../../unit/classroom/independent-hash.ts';
import { tourTaskVerdict } from '../../../src/lib/tour-task.ts';
import {
	StudentWork,
	closeNames,
	compactLog,
} from '../../../src/components/classroom/student-state.svelte.ts';
import {
	lastNameKey,
	memoryStore,
	workKey,
} from '../../../src/components/classroom/student-storage.ts';

/** a1 on a 5×5 board (row 4 from the top, column 0). */
const A1 = 20;

const tourTask: TourAssignmentTask = {
	kind: 'tour',
	board: { rows: 5, cols: 5 },
	start: A1,
	hints: true,
};

const assignment: Assignment = {
	title: 'Week 3: tours',
	instructions: 'Build the tour, then answer.',
	tasks: [
		tourTask,
		{ kind: 'question', question: 'How many squares has a 5×5 board?', answer: '25' },
	],
};

const other: Assignment = { ...assignment, title: 'Week 4: tours' };

/** A full tour for the tour task, from the library's own solver. */
function solution(task: TourAssignmentTask = tourTask): number[] {
	const verdict = tourTaskVerdict(task);
	if (verdict.possible !== true) throw new Error('the task has a tour');
	return verdict.tour;
}

/** A clock the test moves by hand. */
function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
	let t = start;
	return { now: () => t, advance: (ms) => (t += ms) };
}

describe('StudentWork: saving as the student works', () => {
	test('a reload puts back the name, the tour and the answer', () => {
		const store = memoryStore();
		const first = new StudentWork(assignment, { store });
		first.setName('Ana Lima');
		const tour = solution().slice(0, 7);
		for (const square of tour) expect(first.move(0, square)).toBeNull();
		first.setAnswer(1, '25 squares');
		const again = new StudentWork(assignment, { store });
		expect(again.name).toBe('Ana Lima');
		expect(again.work.tasks[0]?.tour).toEqual(tour);
		expect(again.work.tasks[1]?.answer).toBe('25 squares');
		expect(again.notices.join(' ')).toContain('is back');
	});

	test('a move the task does not allow is refused with the library’s reason, and not saved', () => {
		const work = new StudentWork(assignment, { store: memoryStore() });
		work.setName('Ana');
		expect(work.move(0, 0)).toBe('The tour must start on a1.');
		expect(work.work.tasks[0]?.tour).toEqual([]);
	});

	test('two assignments never mix: the same name keeps separate work under separate keys', () => {
		const store = memoryStore();
		const week3 = new StudentWork(assignment, { store });
		week3.setName('Ana');
		week3.setAnswer(1, '25');
		const week4 = new StudentWork(other, { store });
		expect(week4.id).not.toBe(week3.id);
		week4.setName('Ana');
		expect(week4.work.tasks[1]?.answer).toBe('');
		week4.setAnswer(1, 'twenty-five');
		expect(new StudentWork(assignment, { store }).work.tasks[1]?.answer).toBe('25');
		expect(store.entries.has(workKey(assignmentId(assignment), 'ana'))).toBe(true);
		expect(store.entries.has(workKey(assignmentId(other), 'ana'))).toBe(true);
	});

	test('two names never mix: a new name starts blank, the old work comes back with the old name', () => {
		const store = memoryStore();
		const work = new StudentWork(assignment, { store });
		work.setName('Ana');
		work.setAnswer(1, 'Ana’s answer');
		work.setName('Bob');
		expect(work.work.tasks[1]?.answer).toBe('');
		// Bob is not Ana's name put right: her work is not offered to him.
		expect(work.carryFrom).toBeNull();
		expect(work.notices[0]).toContain('“Ana” stays saved');
		work.setAnswer(1, 'Bob’s answer');
		work.setName('  ANA ');
		expect(work.work.tasks[1]?.answer).toBe('Ana’s answer');
		work.setName('Bob');
		expect(work.work.tasks[1]?.answer).toBe('Bob’s answer');
	});

	test('typing a name letter by letter leaves no saved record for the letters', () => {
		const store = memoryStore();
		const work = new StudentWork(assignment, { store });
		for (const name of ['A', 'An', 'Ana']) work.setName(name);
		expect([...store.entries.keys()]).toEqual([]);
		work.setAnswer(1, '25');
		expect([...store.entries.keys()].sort()).toEqual(
			[lastNameKey(work.id), workKey(work.id, 'ana')].sort(),
		);
	});

	test('damaged saved work is copied aside, what can be read is put back, and the student is told', () => {
		const store = memoryStore();
		const id = assignmentId(assignment);
		const key = workKey(id, 'ana');
		const good = new StudentWork(assignment, { store });
		good.setName('Ana');
		good.setAnswer(1, 'kept');
		const saved = JSON.parse(store.getItem(key) as string) as { tasks: { tour: unknown }[] };
		(saved.tasks[0] as { tour: unknown }).tour = [A1, 'x'];
		store.setItem(key, JSON.stringify(saved));
		const work = new StudentWork(assignment, { store, now: () => 42 });
		expect(work.work.tasks[1]?.answer).toBe('kept');
		expect(work.work.tasks[0]?.tour).toEqual([]);
		expect(work.notices[0]).toContain('could not be read');
		const aside = [...store.entries.keys()].find((k) => k.includes('damaged-42'));
		expect(aside === undefined ? null : store.getItem(aside)).toBe(JSON.stringify(saved));

		store.setItem(key, '{not json');
		const broken = new StudentWork(assignment, { store, now: () => 43 });
		expect(broken.name).toBe('Ana');
		expect(broken.notices[0]).toContain('could not be read');
		expect([...store.entries.values()]).toContain('{not json');
	});

	test('a work log over its limit in storage is damaged: copied aside, said, and the task goes on', () => {
		const store = memoryStore();
		const key = workKey(assignmentId(assignment), 'ana');
		const good = new StudentWork(assignment, { store });
		good.setName('Ana');
		good.move(0, A1);
		const saved = JSON.parse(store.getItem(key) as string) as {
			tasks: { log: { entries: unknown[] } }[];
		};
		const entry = { action: 'hint', ms: 1 };
		(saved.tasks[0] as { log: { entries: unknown[] } }).log.entries = Array.from(
			{ length: CLASSROOM_LIMITS.logEntries + 1 },
			() => entry,
		);
		store.setItem(key, JSON.stringify(saved));
		const work = new StudentWork(assignment, { store, now: () => 44 });
		expect(work.notices[0]).toContain('could not be read');
		expect([...store.entries.keys()].some((k) => k.includes('damaged-44'))).toBe(true);
		// The task is not stopped: a move is logged in a new log.
		expect(() => work.move(0, A1)).not.toThrow();
		expect(work.work.tasks[0]?.log?.entries.length ?? 0).toBeLessThanOrEqual(1);
	});

	test('a saved tour that breaks the task’s rules is dropped, not shown', () => {
		const store = memoryStore();
		const work = new StudentWork(assignment, { store });
		work.setName('Ana');
		work.move(0, A1);
		const key = workKey(work.id, 'ana');
		store.setItem(
			key,
			(store.getItem(key) as string).replace(`"tour":[${String(A1)}]`, '"tour":[0,1]'),
		);
		const again = new StudentWork(assignment, { store });
		expect(again.work.tasks[0]?.tour).toEqual([]);
		expect(again.notices[0]).toContain('does not fit the task');
	});

	test('where storage is refused or full, the work stays on the page and the student is told', () => {
		const refused = new StudentWork(assignment, { store: null });
		expect(refused.persistent).toBe(false);
		refused.setName('Ana');
		expect(refused.move(0, A1)).toBeNull();
		const full = new StudentWork(assignment, {
			store: {
				getItem: () => null,
				setItem: () => {
					throw new Error('QuotaExceededError');
				},
			},
		});
		full.setName('Ana');
		full.setAnswer(1, '25');
		expect(full.work.tasks[1]?.answer).toBe('25');
		expect(full.notices.join(' ')).toContain('would not save');
	});
});

describe('StudentWork: the work log and the time', () => {
	test('moves, undos, clears and hints are logged in order, with times since the task was opened', () => {
		const time = clock();
		const work = new StudentWork(assignment, { store: memoryStore(), now: time.now });
		work.setName('Ana');
		const [s1, s2, s3] = solution();
		work.tick(0);
		time.advance(1500);
		work.move(0, s1 as number);
		time.advance(700);
		work.move(0, s2 as number);
		expect(work.takeHint(0)).toBe(true);
		work.undo(0);
		work.clear(0);
		time.advance(300);
		work.move(0, s1 as number);
		work.move(0, s2 as number);
		work.move(0, s3 as number);
		const log = work.work.tasks[0]?.log;
		expect(log?.entries.map((e) => e.action)).toEqual([
			'move',
			'move',
			'hint',
			'undo',
			'clear',
			'move',
			'move',
			'move',
		]);
		expect(log?.entries.map((e) => e.ms)).toEqual([1500, 2200, 2200, 2200, 2200, 2500, 2500, 2500]);
		expect(replayWorkLog(log?.entries ?? [])).toEqual([s1, s2, s3]);
		expect(log === undefined || log === null ? null : checkWorkLog(log, work.id, 0, 'Ana')).toBe(
			'verified',
		);
		expect(work.work.tasks[0]?.hints).toBe(1);
	});

	test('a Hint asked again with nothing done in between is the same hint: counted and logged once', () => {
		const work = new StudentWork(assignment, { store: memoryStore() });
		work.setName('Ana');
		const [s1, s2] = solution();
		work.move(0, s1 as number);
		expect(work.takeHint(0)).toBe(true);
		expect(work.takeHint(0)).toBe(true);
		expect(work.takeHint(0)).toBe(true);
		expect(work.work.tasks[0]?.hints).toBe(1);
		work.move(0, s2 as number);
		expect(work.takeHint(0)).toBe(true);
		expect(work.work.tasks[0]?.hints).toBe(2);
		expect(work.work.tasks[0]?.log?.entries.map((e) => e.action)).toEqual([
			'move',
			'hint',
			'move',
			'hint',
		]);
	});

	test('hints are refused where the task turns them off', () => {
		const noHints: Assignment = { ...assignment, tasks: [{ ...tourTask, hints: false }] };
		const work = new StudentWork(noHints, { store: memoryStore() });
		work.setName('Ana');
		expect(work.takeHint(0)).toBe(false);
		expect(work.work.tasks[0]?.hints).toBe(0);
	});

	test('time counts for the task in use only, and not across a long gap (a sleeping laptop)', () => {
		const time = clock();
		const work = new StudentWork(assignment, { store: memoryStore(), now: time.now });
		work.setName('Ana');
		work.tick(0);
		for (let s = 0; s < 30; s++) {
			time.advance(1000);
			work.tick(0);
		}
		for (let s = 0; s < 12; s++) {
			time.advance(1000);
			work.tick(1);
		}
		time.advance(60_000);
		work.tick(1);
		time.advance(1000);
		work.tick(null);
		expect([work.seconds(0), work.seconds(1)]).toEqual([30, 12]);
		expect(work.submission().answers.map((a) => a.seconds)).toEqual([30, 12]);
	});

	test('time spent is saved, and a reload keeps counting from it', () => {
		const time = clock();
		const store = memoryStore();
		const work = new StudentWork(assignment, { store, now: time.now });
		work.setName('Ana');
		work.setAnswer(1, '25');
		for (let s = 0; s <= 25; s++) {
			work.tick(1);
			time.advance(1000);
		}
		work.flush();
		const again = new StudentWork(assignment, { store, now: time.now });
		expect(again.seconds(1)).toBe(25);
	});

	test('a full log is made shorter without changing what it replays to, or dropping a hint', () => {
		const entries = [
			{ action: 'move' as const, square: 1, ms: 0 },
			{ action: 'hint' as const, ms: 5 },
			{ action: 'clear' as const, ms: 6 },
			{ action: 'move' as const, square: 2, ms: 7 },
		];
		const short = compactLog({ entries, digest: '0123456789abcdef' });
		expect(short.entries.map((e) => e.action)).toEqual(['hint', 'move']);
		expect(replayWorkLog(short.entries)).toEqual(replayWorkLog(entries));
	});
});

describe('StudentWork: names and variants', () => {
	const variantTask: TourAssignmentTask = {
		kind: 'tour',
		board: { rows: 5, cols: 5 },
		variants: [{ start: A1 }, { start: 4 }, { start: 0 }, { start: 24 }],
	};
	const varied: Assignment = {
		title: 'Variants',
		instructions: '',
		tasks: [variantTask, { kind: 'question', question: 'Why?', answer: 'because' }],
	};
	/** "Ana" and "Ana" with a surname (a name put right) that the library gives another variant. */
	function twoNames(): [string, string] {
		const names = ['Lima', 'Silva', 'Costa', 'Reis', 'Melo', 'Dias', 'Rocha', 'Neves'].map(
			(surname) => `Ana ${surname}`,
		);
		const start = (name: string): number | undefined =>
			(studentTask(varied, 0, name) as TourAssignmentTask).start;
		const second = names.find((name) => start(name) !== start('Ana'));
		if (second === undefined) throw new Error('eight names all got the same variant');
		return ['Ana', second];
	}

	test('each name sees its own variant', () => {
		const [a, b] = twoNames();
		const work = new StudentWork(varied, { store: memoryStore() });
		work.setName(a);
		expect(work.tasks[0]).toEqual(studentTask(varied, 0, a));
		work.setName(b);
		expect(work.tasks[0]).toEqual(studentTask(varied, 0, b));
	});

	test('a name change says the variant changed; bringing work over keeps the old tour under the old name', () => {
		const [a, b] = twoNames();
		const store = memoryStore();
		const work = new StudentWork(varied, { store });
		work.setName(a);
		const start = (work.tasks[0] as TourAssignmentTask).start as number;
		expect(work.move(0, start)).toBeNull();
		work.setAnswer(1, 'because');
		work.setName(b);
		expect(work.notices.join(' ')).toMatch(/Task 1 depends on your name, and it changed with it/);
		work.carryOver();
		expect(work.work.tasks[0]?.tour).toEqual([]);
		expect(work.work.tasks[1]?.answer).toBe('because');
		expect(work.notices.join(' ')).toContain('Task 1 is a different version for this name');
		work.setName(a);
		expect(work.work.tasks[0]?.tour).toEqual([start]);
	});

	test.each([
		['ana', 'anna', true],
		['ana', 'ana lima', true],
		['jonathon', 'jonathan', true],
		['catherine', 'kathrine', true],
		['eva', 'ana', false],
		['ana', 'bob', false],
		['ada lovelace', 'grace hopper', false],
	])(
		'closeNames(%j, %j) is %j: only a name put right is offered the earlier work',
		(a, b, close) => {
			expect(closeNames(a, b)).toBe(close);
			expect(closeNames(b, a)).toBe(close);
		},
	);

	test('after a name put right the work is offered again; bringing it over makes it this name’s', () => {
		const store = memoryStore();
		const work = new StudentWork(assignment, { store });
		work.setName('Anna');
		work.setAnswer(1, '25');
		work.setName('Ana');
		expect(work.carryFrom).toBe('Anna');
		work.setAnswer(1, '24');
		expect(work.carryFrom).toBeNull();
	});

	test('a name put right carries the tour over, with its log chained to the new name', () => {
		const store = memoryStore();
		const work = new StudentWork(assignment, { store });
		work.setName('Anna');
		const tour = solution().slice(0, 4);
		for (const square of tour) work.move(0, square);
		work.setName('Ana');
		expect(work.carryFrom).toBe('Anna');
		work.carryOver();
		const log = work.work.tasks[0]?.log ?? null;
		expect(work.work.tasks[0]?.tour).toEqual(tour);
		expect(log === null ? null : checkWorkLog(log, work.id, 0, 'Ana')).toBe('verified');
		expect(log === null ? null : checkWorkLog(log, work.id, 0, 'Anna')).toBe('edited');
		expect(new StudentWork(assignment, { store }).name).toBe('Ana');
	});

	test('work saved before names dropped invisible characters comes back under the name, its log chained anew', () => {
		const store = memoryStore();
		const name = 'An\u200ba';
		const work = new StudentWork(assignment, { store });
		work.setName(name);
		const tour = solution().slice(0, 5);
		for (const square of tour) work.move(0, square);
		// What a page before version 3 saved: under the name as typed, the log seeded by it too.
		const id = work.id;
		const oldKey = workKey(id, normaliseStudentName(name, 1));
		const record = JSON.parse(store.getItem(workKey(id, 'ana')) ?? '{}') as {
			tasks: { log: { entries: WorkEntry[]; digest: string } }[];
		};
		const log = record.tasks[0]?.log;
		if (log === undefined) throw new Error('the record has a log');
		log.digest = log.entries.reduce(expectedStep, expectedSeed(id, 0, 'an\u200ba'));
		expect(checkWorkLog(log, id, 0, name, 1)).toBe('verified');
		store.setItem(oldKey, JSON.stringify(record));
		store.entries.delete(workKey(id, 'ana'));

		const again = new StudentWork(assignment, { store });
		expect(again.name).toBe(name);
		expect(again.work.tasks[0]?.tour).toEqual(tour);
		const moved = again.work.tasks[0]?.log ?? null;
		expect(moved === null ? null : checkWorkLog(moved, id, 0, name)).toBe('verified');
		expect(store.getItem(workKey(id, 'ana'))).not.toBeNull();
	});
});

describe('StudentWork: handing in', () => {
	test('Submit makes a code that decodes to the submission and marks all right', () => {
		const store = memoryStore();
		const work = new StudentWork(assignment, { store });
		work.setName('Ana Lima');
		for (const square of solution()) work.move(0, square);
		expect(work.complete(0)).toBe(true);
		work.takeHint(0);
		work.setAnswer(1, ' 25 ');
		expect(work.missing()).toEqual([]);
		const made = work.submit();
		if (!('code' in made)) throw new Error(made.error);
		const decoded = decodeSubmission(made.code);
		expect(decoded).toEqual(work.submission());
		expect(decoded.name).toBe('Ana Lima');
		expect(decoded.assignment).toBe(assignmentId(assignment));
		expect(decoded.answers[0]?.tour).toEqual(solution());
		expect(decoded.answers[0]?.hints).toBe(1);
		expect(decoded.answers[1]?.answer).toBe('25');
		const marks = markSubmission(assignment, decoded);
		expect(marks.tasks.map((m) => [m.correct, m.log])).toEqual([
			[true, 'verified'],
			[true, 'absent'],
		]);
		expect(new StudentWork(assignment, { store }).submitted?.code).toBe(made.code);
	});

	test('a change after Submit makes the code out of date; Submit again gives an updated code', () => {
		const work = new StudentWork(assignment, { store: memoryStore() });
		work.setName('Ana');
		work.setAnswer(1, '24');
		const first = work.submit();
		expect(work.submitted?.stale).toBe(false);
		work.setAnswer(1, '25');
		expect(work.submitted?.stale).toBe(true);
		const second = work.submit();
		expect(second).not.toEqual(first);
		expect(work.submitted?.stale).toBe(false);
		if ('code' in second) expect(decodeSubmission(second.code).answers[1]?.answer).toBe('25');
	});

	test('a trick task answered "cannot be done": kept across a reload, handed in, marked right', () => {
		// Schwenk (1991): no 4×n board has a closed tour, so 4×5 closed is impossible.
		const trick: Assignment = {
			...assignment,
			tasks: [{ kind: 'tour', board: { rows: 4, cols: 5 }, closed: true }],
		};
		const store = memoryStore();
		const work = new StudentWork(trick, { store });
		work.setName('Ana');
		expect(work.missing()).toEqual(['Task 1 has no tour yet.']);
		work.setImpossible(0, true);
		expect(work.missing()).toEqual([]);
		const again = new StudentWork(trick, { store });
		expect(again.work.tasks[0]?.impossible).toBe(true);
		const made = again.submit();
		if (!('code' in made)) throw new Error(made.error);
		const decoded = decodeSubmission(made.code);
		expect(decoded.answers[0]?.impossible).toBe(true);
		expect(markSubmission(trick, decoded).tasks[0]?.correct).toBe(true);
		again.setImpossible(0, false);
		expect(again.work.tasks[0]).not.toHaveProperty('impossible');
		expect(again.submitted?.stale).toBe(true);
	});

	test('what is not done yet is listed, in plain words', () => {
		const work = new StudentWork(assignment, { store: memoryStore() });
		work.setName('Ana');
		expect(work.missing()).toEqual(['Task 1 has no tour yet.', 'Task 2 has no answer yet.']);
		work.move(0, A1);
		expect(work.missing()[0]).toBe('Task 1’s tour is not a full tour yet.'.replace('’', "'"));
	});

	test('without a name there is nothing to submit', () => {
		const work = new StudentWork(assignment, { store: memoryStore() });
		expect(work.named).toBe(false);
		expect(work.submit()).toEqual({
			error: 'Type your name first: the code carries it to your teacher.',
		});
	});
});
