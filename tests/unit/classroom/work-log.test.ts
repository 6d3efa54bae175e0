import { describe, expect, test } from 'vitest';
import {
	CLASSROOM_LIMITS,
	appendWork,
	assignmentId,
	checkTourTask,
	checkWorkLog,
	decodeSubmission,
	encodeSubmission,
	markSubmission,
	rechainWorkLog,
	replayWorkLog,
	startWorkLog,
	tourTaskVerdict,
	type Answer,
	type Assignment,
	type Square,
	type TourAssignmentTask,
	type WorkEntry,
	type WorkLog,
} from '../../../src/lib/index.ts';
import { expectedSeed, expectedStep } from './independent-hash.ts';

const ID = 'vcg_mvYix6E';

/** A log of `entries` for task `index`, chained by `appendWork`. */
function logOf(entries: WorkEntry[], name = 'Ann', index = 0, id = ID): WorkLog {
	return entries.reduce(appendWork, startWorkLog(id, index, name));
}

/** Moves to `squares`, one every 1.5 s from `from` ms. */
function moves(squares: readonly Square[], from = 0): WorkEntry[] {
	return squares.map((square, i) => ({ action: 'move', square, ms: from + 1500 * i }));
}

describe('startWorkLog / appendWork: the hash chain', () => {
	test('starts at the seed of id, index and normalised name, as documented', () => {
		expect(startWorkLog(ID, 3, '  Zoë   NG ')).toEqual({
			entries: [],
			digest: expectedSeed(ID, 3, 'zoë ng'),
		});
		expect(startWorkLog(ID, 3, 'zoë ng').digest).toMatch(/^[0-9a-f]{16}$/);
	});

	test('chains each entry as documented, in a new object each time', () => {
		const start = startWorkLog(ID, 0, 'Ann');
		const entries: WorkEntry[] = [
			{ action: 'move', square: 0, ms: 0 },
			{ action: 'move', square: 1599, ms: 700 },
			{ action: 'undo', ms: 700 },
			{ action: 'clear', ms: 5000 },
			{ action: 'hint', ms: 123_456_789 },
			{ action: 'solution', ms: CLASSROOM_LIMITS.logMs },
		];
		let log = start;
		let digest = start.digest;
		for (const entry of entries) {
			const before = log;
			log = appendWork(log, entry);
			digest = expectedStep(digest, entry);
			expect(log.digest).toBe(digest);
			expect(before.entries).toHaveLength(log.entries.length - 1);
		}
		expect(log.entries).toEqual(entries);
		expect(start).toEqual({ entries: [], digest: expectedSeed(ID, 0, 'ann') });
	});

	test('copies the entry, so changing it afterwards changes nothing', () => {
		const entry: WorkEntry = { action: 'move', square: 5, ms: 10 };
		const log = appendWork(startWorkLog(ID, 0, 'Ann'), entry);
		entry.square = 6;
		expect(log.entries[0]).toEqual({ action: 'move', square: 5, ms: 10 });
		expect(checkWorkLog(log, ID, 0, 'Ann')).toBe('verified');
	});

	test.each<[string, unknown, RegExp]>([
		['a time before the last entry', { action: 'undo', ms: 99 }, /not be less than.*\(100\)/],
		['a time in fractions of a ms', { action: 'undo', ms: 100.5 }, /entry\.ms must be a whole/],
		['a time past the limit', { action: 'undo', ms: 1e12 + 1 }, /entry\.ms/],
		['a move without a square', { action: 'move', ms: 200 }, /entry\.square/],
		['a move off any board', { action: 'move', square: 1600, ms: 200 }, /entry\.square/],
		['an undo with a square', { action: 'undo', square: 3, ms: 200 }, /left out for 'undo'/],
		['another action', { action: 'jump', ms: 200 }, /entry\.action must be one of/],
		['no entry', null, /entry must be a work entry/],
	])('appendWork refuses %s', (_, entry, message) => {
		const log = logOf(moves([0]).map((e) => ({ ...e, ms: 100 })));
		expect(() => appendWork(log, entry as WorkEntry)).toThrow(message);
	});

	test('appendWork refuses a log that is full, or has a malformed digest', () => {
		const full: WorkLog = {
			entries: Array.from({ length: CLASSROOM_LIMITS.logEntries }, () => ({
				action: 'hint',
				ms: 0,
			})),
			digest: '0123456789abcdef',
		};
		expect(() => appendWork(full, { action: 'hint', ms: 0 })).toThrow(RangeError);
		expect(() => appendWork(full, { action: 'hint', ms: 0 })).toThrow('log is full');
		const bad = { entries: [], digest: '0123456789ABCDEF' };
		expect(() => appendWork(bad, { action: 'hint', ms: 0 })).toThrow(/16 lower-case hex/);
	});
});

describe('checkWorkLog(log, assignment, index, name)', () => {
	const log = logOf([...moves([0, 7, 14]), { action: 'undo', ms: 5000 }, ...moves([17], 6000)]);

	test('verifies an untouched log, under any spelling of the same name', () => {
		expect(checkWorkLog(log, ID, 0, 'Ann')).toBe('verified');
		expect(checkWorkLog(log, ID, 0, '  ANN ')).toBe('verified');
		expect(checkWorkLog(logOf([]), ID, 0, 'ann')).toBe('verified');
	});

	/** The log with its entries changed by `edit` and its digest kept. */
	const edited = (edit: (entries: WorkEntry[]) => void): WorkLog => {
		const entries = log.entries.map((e) => ({ ...e }));
		edit(entries);
		return { entries, digest: log.digest };
	};

	test.each<[string, WorkLog]>([
		['a move changed', edited((e) => void ((e[1] as WorkEntry).square = 11))],
		['an entry removed', edited((e) => void e.splice(3, 1))],
		['the last entry removed', edited((e) => void e.pop())],
		['an entry added', edited((e) => void e.push({ action: 'hint', ms: 9000 }))],
		['a time changed', edited((e) => void ((e[2] as WorkEntry).ms += 1))],
		[
			'two moves swapped (times kept)',
			edited((e) => {
				const [a, b] = [e[0] as WorkEntry, e[1] as WorkEntry];
				[a.square, b.square] = [b.square as Square, a.square as Square];
			}),
		],
		['an undo turned into a hint', edited((e) => void (e[3] = { action: 'hint', ms: 5000 }))],
		[
			'the digest changed',
			{ ...log, digest: log.digest.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
		],
	])('says edited for %s', (_, changed) => {
		expect(checkWorkLog(changed, ID, 0, 'Ann')).toBe('edited');
	});

	test('says edited for a log moved to another student, task or assignment', () => {
		expect(checkWorkLog(log, ID, 0, 'Anne')).toBe('edited');
		expect(checkWorkLog(log, ID, 1, 'Ann')).toBe('edited');
		expect(checkWorkLog(log, 'other-id', 0, 'Ann')).toBe('edited');
	});

	test('rechainWorkLog gives the same entries to another name', () => {
		const theirs = rechainWorkLog(log, ID, 0, 'Bea');
		expect(theirs.entries).toEqual(log.entries);
		expect(checkWorkLog(theirs, ID, 0, 'bea')).toBe('verified');
		expect(checkWorkLog(theirs, ID, 0, 'Ann')).toBe('edited');
		expect(theirs).toEqual(logOf(log.entries, 'Bea'));
	});

	test('throws for a log of the wrong shape', () => {
		const backwards = { entries: [...moves([3], 100), ...moves([4], 50)], digest: log.digest };
		expect(() => checkWorkLog(backwards, ID, 0, 'Ann')).toThrow(RangeError);
		expect(() => checkWorkLog({} as WorkLog, ID, 0, 'Ann')).toThrow(TypeError);
		expect(() => checkWorkLog(log, ID, -1, 'Ann')).toThrow(RangeError);
	});

	test('keeps its verdict through a submission code', () => {
		const answer: Answer = { tour: [0, 7, 17], hints: 0, solutionShown: false, seconds: 7, log };
		const code = encodeSubmission({ name: 'Ann', assignment: ID, answers: [answer] });
		const back = decodeSubmission(code).answers[0]?.log as WorkLog;
		expect(back).toEqual(log);
		expect(checkWorkLog(back, ID, 0, 'Ann')).toBe('verified');
	});
});

describe('replayWorkLog(entries)', () => {
	test.each<[string, WorkEntry[], Square[]]>([
		['no entries', [], []],
		['moves', moves([0, 7, 14]), [0, 7, 14]],
		['an undo', [...moves([0, 7]), { action: 'undo', ms: 9 }, ...moves([11], 10)], [0, 11]],
		['an undo with nothing to undo', [{ action: 'undo', ms: 0 }, ...moves([5], 1)], [5]],
		['a clear', [...moves([0, 7]), { action: 'clear', ms: 9 }, ...moves([2], 10)], [2]],
		[
			'hints and the solution',
			[...moves([0]), { action: 'hint', ms: 1 }, { action: 'solution', ms: 2 }],
			[0],
		],
	])('replays %s', (_, entries, path) => {
		expect(replayWorkLog(entries)).toEqual(path);
	});
});

describe('markSubmission(assignment, submission) and work logs', () => {
	const task: TourAssignmentTask = { kind: 'tour', board: { rows: 5, cols: 5 }, start: 0 };
	const assignment: Assignment = {
		title: 'Logs',
		instructions: '',
		tasks: [task, { kind: 'question', question: 'How many squares?', answer: '25' }],
	};
	const id = assignmentId(assignment);
	const verdict = tourTaskVerdict(task);
	if (verdict.possible !== true) throw new Error('5×5 from a1 has a tour');
	const tour = verdict.tour;
	expect(checkTourTask(task, tour)).toEqual({ status: 'right' });
	/** A realistic log: a wrong move taken back, a hint, then the tour. */
	const entries: WorkEntry[] = [
		...moves(tour.slice(0, 3)),
		{ action: 'move', square: tour[10] as Square, ms: 4000 },
		{ action: 'undo', ms: 4500 },
		{ action: 'hint', ms: 5000 },
		...moves(tour.slice(3), 6000),
	];

	/** Marks a submission by Ann with this tour answer (and a right answer to the question), through its code. */
	const mark = (answer: Answer, name = 'Ann') => {
		const question: Answer = { answer: '25', hints: 0, solutionShown: false, seconds: 3 };
		const code = encodeSubmission({ name, assignment: id, answers: [answer, question] });
		return markSubmission(assignment, decodeSubmission(code)).tasks;
	};
	const answer = (log: WorkLog, changes: Partial<Answer> = {}): Answer => ({
		tour,
		hints: 1,
		solutionShown: false,
		seconds: 60,
		log,
		...changes,
	});

	test('verifies a log that chains and replays to the tour handed in', () => {
		const [tourMark, questionMark] = mark(answer(logOf(entries, 'Ann', 0, id)));
		expect(tourMark).toEqual({ correct: true, reason: 'Right.', log: 'verified' });
		expect(questionMark).toEqual({ correct: true, reason: 'Right.', log: 'absent' });
	});

	test('says edited for a log whose move was changed or entry removed, and still marks the tour', () => {
		const log = logOf(entries, 'Ann', 0, id);
		const changed = log.entries.map((e, i) => (i === 3 ? { ...e, square: tour[11] as Square } : e));
		expect(mark(answer({ ...log, entries: changed }))[0]).toEqual({
			correct: true,
			reason: 'Right.',
			log: 'edited',
		});
		const removed = { ...log, entries: log.entries.filter((_, i) => i !== 5) };
		expect(mark(answer(removed))[0]?.log).toBe('edited');
	});

	test('says edited for a log made under another name', () => {
		expect(mark(answer(logOf(entries, 'Bea', 0, id)))[0]?.log).toBe('edited');
	});

	test('says mismatch for a log that replays to another tour, or disagrees on hints or the solution', () => {
		const log = logOf(entries, 'Ann', 0, id);
		const short = logOf(entries.slice(0, -1), 'Ann', 0, id);
		expect(mark(answer(short))[0]).toEqual({ correct: true, reason: 'Right.', log: 'mismatch' });
		expect(mark(answer(log, { hints: 0 }))[0]?.log).toBe('mismatch');
		expect(mark(answer(log, { solutionShown: true }))[0]?.log).toBe('mismatch');
		const shown = logOf([...entries, { action: 'solution', ms: 1e6 }], 'Ann', 0, id);
		expect(mark(answer(shown, { solutionShown: true }))[0]?.log).toBe('verified');
		expect(mark(answer(shown))[0]?.log).toBe('mismatch');
	});

	test('marks a wrong tour wrong whatever its log says', () => {
		const wrong = [...tour.slice(0, -2), tour.at(-1) as Square, tour.at(-2) as Square];
		const log = logOf(moves(wrong), 'Ann', 0, id);
		const [m] = mark(answer(log, { tour: wrong, hints: 0 }));
		expect(m?.correct).toBe(false);
		expect(m?.log).toBe('verified');
	});
});
