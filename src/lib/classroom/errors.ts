/**
 * The one error a classroom code or a mark throws for bad data: a damaged,
 * foreign or hostile code, or a submission marked against the wrong
 * assignment. Wrong argument types to the encoders are programming errors
 * and throw `TypeError` / `RangeError` instead (src/lib/args.ts).
 */

/** What kind of problem a `ClassroomCodeError` reports, for pages that word it their own way. */
export type ClassroomCodeProblem =
	/** Not text, empty, or far too long to be a code. */
	| 'not-a-code'
	/** A code of the other kind (a submission where an assignment was expected, or back). */
	| 'wrong-kind'
	/** A code of a version this library does not read. */
	| 'version'
	/** A character lost, changed or added, or the code cut short: the checksum or length is wrong. */
	| 'damaged'
	/** The checksum matches but a field is malformed or out of range: a code made wrongly. */
	| 'content'
	/** A submission marked against an assignment it was not made for. */
	| 'wrong-assignment';

/** A classroom code that cannot be read, or a submission that does not fit its assignment. */
export class ClassroomCodeError extends Error {
	/** What kind of problem this is. */
	readonly problem: ClassroomCodeProblem;

	/** Makes an error whose message says, in plain words, what is wrong. */
	constructor(message: string, problem: ClassroomCodeProblem) {
		super(message);
		this.name = 'ClassroomCodeError';
		this.problem = problem;
	}
}

/** Turns a check's `TypeError` / `RangeError` on decoded data into a `ClassroomCodeError`. */
export function asCodeError(noun: string, fn: string, error: unknown): never {
	if (error instanceof TypeError || error instanceof RangeError) {
		const detail = error.message.startsWith(`${fn}: `)
			? error.message.slice(fn.length + 2)
			: error.message;
		throw new ClassroomCodeError(`The ${noun} in this code is not allowed: ${detail}`, 'content');
	}
	throw error;
}
