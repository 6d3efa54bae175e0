import { describe, expect, test } from 'vitest';
import {
	ClassroomCodeError,
	appendWork,
	assignmentId,
	checkTourTask,
	createRandom,
	decodeSubmission,
	encodeSubmission,
	markSubmission,
	randomInt,
	startWorkLog,
	tourTaskVerdict,
	type Answer,
	type Assignment,
	type Random,
	type Square,
	type Submission,
	type TourAssignmentTask,
	type WorkEntry,
	type WorkLog,
} from '../../../src/lib/index.ts';
import { ByteWriter } from '../../../src/lib/classroom/bytes.ts';
import { SUBMISSION_CODE, wrapCode } from '../../../src/lib/classroom/text-codec.ts';
import { randomSubmission } from './random-classroom.ts';
import { undetectedChanges } from './single-changes.ts';

/** Ten 8×8 tasks, each from its own start square. */
const HOMEWORK: Assignment = {
	title: 'Week 3',
	instructions: 'Build each tour.',
	tasks: Array.from({ length: 10 }, (_, i) => ({
		kind: 'tour',
		board: { rows: 8, cols: 8 },
		start: [0, 1, 2, 9, 10, 18, 27, 7, 56, 63][i] as Square,
	})),
};
const ID = assignmentId(HOMEWORK);

/** A tour that does `task`, from the library's solver, checked by its checker. */
function solved(task: TourAssignmentTask): Square[] {
	const verdict = tourTaskVerdict(task);
	if (verdict.possible !== true) throw new Error(`no tour: ${verdict.explanation}`);
	expect(checkTourTask(task, verdict.tour)).toEqual({ status: 'right' });
	return verdict.tour;
}

/**
 * How a student might build `tour`: 1.5–9 s a move, now and then (1 in 8) a
 * wrong move taken back, and a hint at the start of every other task.
 */
function realisticLog(random: Random, tour: Square[], index: number, name: string): WorkLog {
	const entries: WorkEntry[] = [];
	let ms = 0;
	const next = (): number => (ms += 1500 + randomInt(random, 7500));
	if (index % 2 === 0) entries.push({ action: 'hint', ms: next() });
	for (const square of tour) {
		if (randomInt(random, 8) === 0) {
			entries.push({ action: 'move', square: randomInt(random, 64), ms: next() });
			entries.push({ action: 'undo', ms: next() });
		}
		entries.push({ action: 'move', square, ms: next() });
	}
	return entries.reduce(appendWork, startWorkLog(ID, index, name));
}

/** A whole submission of HOMEWORK with realistic logs. */
function homework(name: string, seed: number): Submission {
	const random = createRandom(seed);
	const answers = HOMEWORK.tasks.map((task, i): Answer => {
		const tour = solved(task as TourAssignmentTask);
		const log = realisticLog(random, tour, i, name);
		const hints = log.entries.filter((e) => e.action === 'hint').length;
		const seconds = Math.round((log.entries.at(-1)?.ms ?? 0) / 1000);
		return { tour, hints, solutionShown: false, seconds, log };
	});
	return { name, assignment: ID, answers };
}

describe('submission codes with work logs', () => {
	const submission = homework('Zoë Ng', 5);
	const code = encodeSubmission(submission);

	test('round-trip 300 seeded random submissions with logs exactly', () => {
		const random = createRandom(909);
		let logs = 0;
		for (let i = 0; i < 300; i++) {
			const s = randomSubmission(random);
			expect(decodeSubmission(encodeSubmission(s))).toStrictEqual(s);
			logs += s.answers.filter((a) => a.log !== undefined).length;
		}
		expect(logs).toBeGreaterThan(300);
	});

	test('round-trip a 10-task 8×8 homework with realistic logs, every log verified', () => {
		expect(decodeSubmission(code)).toStrictEqual(submission);
		const marks = markSubmission(HOMEWORK, decodeSubmission(code));
		expect(marks.score).toBe(10);
		expect(marks.tasks.map((m) => m.log)).toEqual(Array(10).fill('verified'));
	});

	test('keep that homework under 6,000 characters (about 4 a log entry)', () => {
		const entries = submission.answers.reduce((n, a) => n + (a.log?.entries.length ?? 0), 0);
		const withoutLogs = encodeSubmission({
			...submission,
			answers: submission.answers.map((a) => {
				const copy = { ...a };
				delete copy.log;
				return copy;
			}),
		});
		// The figures for the record: (entries, with logs, without logs).
		console.info(
			`10 × 8×8 homework: ${String(entries)} log entries, ${String(code.length)} characters with logs, ${String(withoutLogs.length)} without`,
		);
		expect(entries).toBeGreaterThan(700);
		expect(code.length).toBeLessThan(6000);
		expect((code.length - withoutLogs.length) / entries).toBeLessThan(4.5);
	});

	test('write a tour its log replays to only once', () => {
		const tour = submission.answers[0]?.tour as Square[];
		const apart = encodeSubmission({
			...submission,
			answers: [{ ...(submission.answers[0] as Answer), tour: [...tour.slice(0, -1)] }],
		});
		const together = encodeSubmission({
			...submission,
			answers: [submission.answers[0] as Answer],
		});
		expect(apart.length - together.length).toBeGreaterThan(30);
	});

	test('detect every single-character change, deletion and insertion of a code with a log', () => {
		const small = homework('Al', 8);
		const sample: Submission = {
			...small,
			answers: [
				{
					...(small.answers[0] as Answer),
					log: {
						...(small.answers[0]?.log as WorkLog),
						entries: small.answers[0]?.log?.entries.slice(0, 30) ?? [],
					},
				},
				{ ...(small.answers[1] as Answer), log: small.answers[1]?.log as WorkLog, tour: [] },
			],
		};
		const sampleCode = encodeSubmission(sample);
		expect(decodeSubmission(sampleCode)).toStrictEqual(sample);
		const { tried, undetected } = undetectedChanges(
			sampleCode,
			decodeSubmission,
			ClassroomCodeError,
		);
		expect(tried).toBeGreaterThan(64 * 2 * sampleCode.length);
		expect(undetected).toEqual([]);
	});
});

describe('decodeSubmission(text) with malformed logs', () => {
	/** A code with one answer (flags, no hints, 1 s) whose log and rest `write` makes. */
	const craft = (flags: number, write: (out: ByteWriter) => void): string => {
		const out = new ByteWriter();
		out.text('Ann');
		out.text('id');
		out.uint(1);
		out.byte(flags);
		out.uint(0);
		out.uint(1);
		write(out);
		return wrapCode(SUBMISSION_CODE, out.bytes());
	};
	const digest = (out: ByteWriter): void => out.raw([1, 2, 3, 4, 5, 6, 7, 8]);

	test.each<[string, string, string]>([
		['a digest cut short', craft(16, (o) => o.raw([1, 2, 3])), 'it ends in the middle of'],
		['too many entries', craft(16, (o) => void [digest(o), o.uint(6401)]), 'at most 6,400'],
		[
			'more entries than bytes',
			craft(16, (o) => void [digest(o), o.uint(50), o.raw([4, 0])]),
			'the number of entries of the log of answer 1 is 50, more than the code holds',
		],
		[
			'a square off any board',
			craft(16, (o) => void [digest(o), o.uint(1), o.uint(1604), o.uint(0)]),
			'at most 1,603',
		],
		[
			'times past the limit',
			craft(16, (o) => void [digest(o), o.uint(2), o.uint(0), o.uint(1e12), o.uint(0), o.uint(1)]),
			'at most 0 is allowed',
		],
		[
			'a tour from a log that is not there',
			craft(32 | 1, () => {}),
			'take a tour from a log that is not there',
		],
		[
			'a tour from a log without its tour flag',
			craft(32 | 16, (o) => void [digest(o), o.uint(0)]),
			'take a tour from a log',
		],
		['unknown flags', craft(128, () => {}), 'the flags of answer 1 are unknown'],
		[
			'a log that replays to more than 1,600 squares',
			craft(16 | 32 | 1, (o) => {
				digest(o);
				o.uint(1601);
				for (let i = 0; i < 1601; i++) o.raw([4, 0]);
			}),
			'tour must be at most 1600 squares',
		],
	])('rejects %s', (_, code, fragment) => {
		expect(() => decodeSubmission(code)).toThrow(ClassroomCodeError);
		expect(() => decodeSubmission(code)).toThrow(fragment);
	});

	test('rejects hostile input in well under a second', () => {
		const megabyte = `KTS1.${'A'.repeat(1_000_000)}`;
		const fullLog = craft(16, (o) => {
			digest(o);
			o.uint(6400);
			for (let i = 0; i < 6400; i++) o.raw([0, 0]);
			o.raw([9]);
		});
		const proto = encodeSubmission({
			name: '__proto__',
			assignment: '{"__proto__":{"x":1}}',
			answers: [
				{ answer: '<script>alert(1)</script>', hints: 0, solutionShown: false, seconds: 0 },
			],
		});
		for (const [input, problem] of [
			[megabyte, 'not-a-code'],
			[fullLog, 'content'],
			[`${proto.slice(0, -4)}AAAA`, 'damaged'],
			['<img src=x onerror=alert(1)>', 'not-a-code'],
		] as const) {
			const started = performance.now();
			expect(() => decodeSubmission(input)).toThrow(expect.objectContaining({ problem }));
			expect(performance.now() - started).toBeLessThan(250);
		}
		const back = decodeSubmission(proto);
		expect(back.name).toBe('__proto__');
		expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
		expect(({} as Record<string, unknown>)['x']).toBeUndefined();
	});
});

describe('encodeSubmission(submission) with wrong logs', () => {
	const answer = (log: unknown): Submission => ({
		name: 'A',
		assignment: 'id',
		answers: [{ hints: 0, solutionShown: false, seconds: 0, log: log as WorkLog }],
	});

	test.each<[string, unknown, ErrorConstructor, string]>([
		['a log that is not an object', 'log', TypeError, 'answers[0].log must be a work log'],
		['no entries', { digest: '0123456789abcdef' }, TypeError, 'log.entries must be an array'],
		[
			'a short digest',
			{ entries: [], digest: 'abc' },
			RangeError,
			'log.digest must be 16 lower-case hex digits',
		],
		[
			'times going back',
			{
				entries: [
					{ action: 'hint', ms: 5 },
					{ action: 'hint', ms: 4 },
				],
				digest: '0123456789abcdef',
			},
			RangeError,
			'entries[1].ms must not be less',
		],
		[
			'a move without a square',
			{ entries: [{ action: 'move', ms: 5 }], digest: '0123456789abcdef' },
			TypeError,
			'entries[0].square',
		],
		[
			'too many entries',
			{ entries: Array(6401).fill({ action: 'hint', ms: 0 }), digest: '0123456789abcdef' },
			RangeError,
			'at most 6,400 entries',
		],
	])('throws for %s', (_, log, errorClass, message) => {
		expect(() => encodeSubmission(answer(log))).toThrow(errorClass);
		expect(() => encodeSubmission(answer(log))).toThrow(message);
	});
});
