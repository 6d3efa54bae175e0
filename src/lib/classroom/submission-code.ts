/**
 * Submission codes ("KTS1." + base64url). The body:
 *
 *     name · assignment id · answer count · answers
 *     answer: flags · hints · seconds · [log] · [tour] · [answer text]
 *
 * Flags: bit 0 a tour is there, bit 1 an answer text is there, bit 2 the
 * solution was shown, bit 3 the seconds are a float64 rather than a varint
 * (only when they are not whole), bit 4 a work log is there, bit 5 the tour
 * is the one the log replays to, so it is not written again. Tours are packed
 * (tour-packing.ts): a student's 8×8 tour costs about 45 characters; logs
 * (log-packing.ts) about 4 characters an entry. Every single-character
 * change, deletion or insertion of a code is detected (text-codec.ts).
 */
import { ByteReader, ByteWriter, malformed } from './bytes.ts';
import { checkSubmission } from './checks.ts';
import { asCodeError } from './errors.ts';
import { readLog, writeLog } from './log-packing.ts';
import { SUBMISSION_CODE, finishCode, unwrapCode, wrapCode } from './text-codec.ts';
import { readTour, writeTour } from './tour-packing.ts';
import { CLASSROOM_LIMITS as LIMITS, type Answer, type Submission } from './types.ts';
import { replayWorkLog } from './work-log.ts';

const HAS_TOUR = 1;
const HAS_ANSWER = 2;
const SOLUTION_SHOWN = 4;
const FRACTIONAL_SECONDS = 8;
const HAS_LOG = 16;
const TOUR_FROM_LOG = 32;
const CLAIMS_IMPOSSIBLE = 64;

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
	out.byte(flags);
	out.uint(answer.hints);
	if (wholeSeconds) out.uint(answer.seconds);
	else out.float64(answer.seconds);
	if (answer.log !== undefined) writeLog(out, answer.log);
	if (answer.tour !== undefined && !fromLog) writeTour(out, answer.tour);
	if (answer.answer !== undefined) out.text(answer.answer);
}

/** Reads one answer (its values are checked afterwards by `checkSubmission`). */
function readAnswer(input: ByteReader, number: number): Answer {
	const what = `answer ${String(number)}`;
	const flags = input.byte(`the flags of ${what}`);
	if (flags >= 128) malformed(`the flags of ${what} are unknown`);
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
	// Fields in the order of the `Answer` type, so a decoded answer prints like the one encoded.
	return {
		...(tour === undefined ? {} : { tour }),
		...(text === undefined ? {} : { answer: text }),
		hints,
		solutionShown: (flags & SOLUTION_SHOWN) !== 0,
		seconds,
		...(log === undefined ? {} : { log }),
		...(flags & CLAIMS_IMPOSSIBLE ? { impossible: true } : {}),
	};
}

/** Writes a submission as a URL-safe code ("KTS1.…"); throws TypeError / RangeError naming a bad field. */
export function encodeSubmission(submission: Submission): string {
	const fn = 'encodeSubmission';
	checkSubmission(fn, submission);
	const out = new ByteWriter();
	out.text(submission.name);
	out.text(submission.assignment);
	out.uint(submission.answers.length);
	for (const answer of submission.answers) writeAnswer(out, answer);
	const code = wrapCode(SUBMISSION_CODE, out.bytes());
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
	const input = unwrapCode(SUBMISSION_CODE, text);
	const name = input.text('the name', LIMITS.name);
	const assignment = input.text('the assignment id', LIMITS.assignmentId);
	const count = input.count('the number of answers', LIMITS.tasks);
	const answers: Answer[] = [];
	for (let i = 0; i < count; i++) answers.push(readAnswer(input, i + 1));
	finishCode(input);
	const submission: Submission = { name, assignment, answers };
	try {
		checkSubmission('decodeSubmission', submission);
	} catch (error) {
		asCodeError('submission', 'decodeSubmission', error);
	}
	return submission;
}
