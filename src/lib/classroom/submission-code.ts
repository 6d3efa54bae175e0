/**
 * Submission codes ("KTS1." + base64url). The body:
 *
 *     name · assignment id · answer count · answers
 *     answer: flags · hints · seconds · [log] · [tour] · [answer text] · [program]
 *     program: language · code · [tests passed · tests total]
 *
 * Flags: bit 0 a tour is there, bit 1 an answer text is there, bit 2 the
 * solution was shown, bit 3 the seconds are a float64 rather than a varint
 * (only when they are not whole), bit 4 a work log is there, bit 5 the tour
 * is the one the log replays to, so it is not written again, bit 6 the tour
 * task is claimed impossible, bit 7 a program follows (its language byte: 0
 * JavaScript, 1 Python, plus 2 when the student's test summary follows; the
 * code is kept exactly, as WTF-8). Codes with a program are version 2
 * ("KTS2."), all others version 1 as before, and both are read. Version 3
 * ("KTS3.") has version 2's layout and says the name seeds variants and work
 * logs by today's rule (invisible characters dropped, `NameRule` 2): it is
 * written only when that rule and the old one differ for the name, and a name
 * read from an older code where they differ keeps the old rule (`nameRule: 1`). Tours are packed
 * (tour-packing.ts): a student's 8×8 tour costs about 45 characters; logs
 * (log-packing.ts) about 4 characters an entry. Every single-character
 * change, deletion or insertion of a code is detected (text-codec.ts).
 */
import { ByteReader, ByteWriter, malformed } from './bytes.ts';
import { checkSubmission } from './checks.ts';
import { asCodeError } from './errors.ts';
import { readLog, writeLog } from './log-packing.ts';
import {
	SUBMISSION_CODE,
	SUBMISSION_CODE_2,
	SUBMISSION_CODE_3,
	damagedBody,
	finishCode,
	unwrapVersions,
	wrapCode,
} from './text-codec.ts';
import { readTour, writeTour } from './tour-packing.ts';
import {
	CLASSROOM_LIMITS as LIMITS,
	type Answer,
	type ProgramAnswer,
	type Submission,
} from './types.ts';
import { normaliseStudentName } from './variants.ts';
import { replayWorkLog } from './work-log.ts';

const HAS_TOUR = 1;
const HAS_ANSWER = 2;
const SOLUTION_SHOWN = 4;
const FRACTIONAL_SECONDS = 8;
const HAS_LOG = 16;
const TOUR_FROM_LOG = 32;
const CLAIMS_IMPOSSIBLE = 64;
const HAS_PROGRAM = 128;
const PYTHON = 1;
const HAS_TESTS = 2;

/** Writes a program handed in: its language, its text, and the student's summary if any. */
function writeProgram(out: ByteWriter, program: ProgramAnswer): void {
	out.byte(
		(program.language === 'python' ? PYTHON : 0) | (program.tests === undefined ? 0 : HAS_TESTS),
	);
	out.text(program.code);
	if (program.tests !== undefined) {
		out.uint(program.tests.passed);
		out.uint(program.tests.total);
	}
}

/** Reads a program written by `writeProgram` (its values are checked by `checkSubmission`). */
function readProgram(input: ByteReader, what: string): ProgramAnswer {
	const flags = input.byte(`the language of ${what}`);
	if (flags >= 4) malformed(`the language of ${what} is unknown`);
	const code = input.text(`the program of ${what}`, LIMITS.program);
	const program: ProgramAnswer = { language: flags & PYTHON ? 'python' : 'javascript', code };
	if (flags & HAS_TESTS) {
		const passed = input.uint(`the tests passed of ${what}`, LIMITS.programTests);
		const total = input.uint(`the tests of ${what}`, LIMITS.programTests);
		program.tests = { passed, total };
	}
	return program;
}

/** Whether the answer's tour is exactly the path its log replays to. */
function tourIsReplay(answer: Answer): boolean {
	const { tour, log } = answer;
	if (tour === undefined || log === undefined) return false;
	const replay = replayWorkLog(log.entries);
	return replay.length === tour.length && replay.every((square, i) => square === tour[i]);
}

/** Writes one answer. */
function writeAnswer(out: ByteWriter, answer: Answer): void {
	const wholeSeconds = Number.isInteger(answer.seconds);
	const fromLog = tourIsReplay(answer);
	let flags = 0;
	if (answer.tour !== undefined) flags |= HAS_TOUR;
	if (answer.answer !== undefined) flags |= HAS_ANSWER;
	if (answer.solutionShown) flags |= SOLUTION_SHOWN;
	if (!wholeSeconds) flags |= FRACTIONAL_SECONDS;
	if (answer.log !== undefined) flags |= HAS_LOG;
	if (fromLog) flags |= TOUR_FROM_LOG;
	if (answer.impossible === true) flags |= CLAIMS_IMPOSSIBLE;
	if (answer.program !== undefined) flags |= HAS_PROGRAM;
	out.byte(flags);
	out.uint(answer.hints);
	if (wholeSeconds) out.uint(answer.seconds);
	else out.float64(answer.seconds);
	if (answer.log !== undefined) writeLog(out, answer.log);
	if (answer.tour !== undefined && !fromLog) writeTour(out, answer.tour);
	if (answer.answer !== undefined) out.text(answer.answer);
	if (answer.program !== undefined) writeProgram(out, answer.program);
}

/** Reads one answer (its values are checked afterwards by `checkSubmission`). */
function readAnswer(input: ByteReader, number: number, version: number): Answer {
	const what = `answer ${String(number)}`;
	const flags = input.byte(`the flags of ${what}`);
	if (flags >= (version >= 2 ? 256 : HAS_PROGRAM)) malformed(`the flags of ${what} are unknown`);
	if (flags & TOUR_FROM_LOG && (flags & (HAS_TOUR | HAS_LOG)) !== (HAS_TOUR | HAS_LOG)) {
		malformed(`the flags of ${what} take a tour from a log that is not there`);
	}
	const hints = input.uint(`the hints of ${what}`, LIMITS.hints);
	const seconds =
		flags & FRACTIONAL_SECONDS
			? input.float64(`the time of ${what}`)
			: input.uint(`the time of ${what}`, LIMITS.seconds);
	const log = flags & HAS_LOG ? readLog(input, `the log of ${what}`) : undefined;
	const tour =
		log !== undefined && flags & TOUR_FROM_LOG
			? replayWorkLog(log.entries)
			: flags & HAS_TOUR
				? readTour(input, `the tour of ${what}`)
				: undefined;
	const text = flags & HAS_ANSWER ? input.text(`the text of ${what}`, LIMITS.answer) : undefined;
	const program = flags & HAS_PROGRAM ? readProgram(input, what) : undefined;
	// Fields in the order of the `Answer` type, so a decoded answer prints like the one encoded.
	return {
		...(tour === undefined ? {} : { tour }),
		...(text === undefined ? {} : { answer: text }),
		hints,
		solutionShown: (flags & SOLUTION_SHOWN) !== 0,
		seconds,
		...(log === undefined ? {} : { log }),
		...(flags & CLAIMS_IMPOSSIBLE ? { impossible: true } : {}),
		...(program === undefined ? {} : { program }),
	};
}

/** Whether the two name rules pick different variants for `name` (it holds invisible characters). */
function rulesDiffer(name: string): boolean {
	return normaliseStudentName(name, 1) !== normaliseStudentName(name, 2);
}

/**
 * Writes a submission as a URL-safe code ("KTS1.…", or "KTS2.…" with a program, or "KTS3.…" for a
 * name that today's rule reads otherwise than the old one); throws TypeError / RangeError naming
 * a bad field.
 */
export function encodeSubmission(submission: Submission): string {
	const fn = 'encodeSubmission';
	checkSubmission(fn, submission);
	const out = new ByteWriter();
	out.text(submission.name);
	out.text(submission.assignment);
	out.uint(submission.answers.length);
	for (const answer of submission.answers) writeAnswer(out, answer);
	const programs = submission.answers.some((answer) => answer.program !== undefined);
	const kind =
		submission.nameRule === undefined && rulesDiffer(submission.name)
			? SUBMISSION_CODE_3
			: programs
				? SUBMISSION_CODE_2
				: SUBMISSION_CODE;
	const code = wrapCode(kind, out.bytes());
	if (code.length > LIMITS.codeLength) {
		throw new RangeError(
			`${fn}: submission is too big for a code: it would take ${code.length.toLocaleString('en-US')} characters, and a code has at most ${LIMITS.codeLength.toLocaleString('en-US')}.`,
		);
	}
	return code;
}

/**
 * Reads a submission code; throws a `ClassroomCodeError` saying what is wrong
 * with anything else. The name and answers are a student's text: pages must
 * show them as text, never as HTML.
 */
export function decodeSubmission(text: string): Submission {
	const { reader: input, version } = unwrapVersions(SUBMISSION_CODE, text, [1, 2, 3]);
	const name = input.text('the name', LIMITS.name);
	const assignment = input.text('the assignment id', LIMITS.assignmentId);
	const count = input.count('the number of answers', LIMITS.tasks);
	const answers: Answer[] = [];
	for (let i = 0; i < count; i++) answers.push(readAnswer(input, i + 1, version));
	finishCode(input);
	if (version === 2 && !answers.some((answer) => answer.program !== undefined)) {
		malformed('a version 2 code has no program');
	}
	const submission: Submission = { name, assignment, answers };
	try {
		checkSubmission('decodeSubmission', submission);
	} catch (error) {
		asCodeError('submission', 'decodeSubmission', error);
	}
	if (version === 3 && !rulesDiffer(name)) {
		malformed('a version 3 code has a name that both rules read alike');
	}
	if (version < 3 && rulesDiffer(name)) submission.nameRule = 1;
	return submission;
}

/**
 * The student's name in a submission code too damaged to decode, where it can still be read (the
 * name comes first in the code, so a change further on leaves it whole); null when it cannot. For
 * the checking page to say whose code it is, never to mark it.
 */
export function nameInDamagedCode(text: string): string | null {
	if (typeof text !== 'string') return null;
	const body = damagedBody(SUBMISSION_CODE, text, [1, 2, 3]);
	if (body === null) return null;
	try {
		const name = body.text('the name', LIMITS.name).trim();
		// A name with a control character or U+FFFD is bytes of something else read as text.
		const garbled = Array.from(name).some((c) => {
			const point = c.codePointAt(0) ?? 0;
			return point < 0x20 || point === 0x7f || point === 0xfffd;
		});
		return name === '' || garbled ? null : name;
	} catch {
		return null;
	}
}
