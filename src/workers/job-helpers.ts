/** Helpers for writing worker jobs: boards from their plain description, and one-call jobs. */
import { createBoard, type Board, type BoardOptions } from '../lib/board.ts';
import type { BoardSpec, Job } from './protocol.ts';

/** Rebuilds a board from its plain description, or throws a message a reader can act on. */
export function boardFromSpec(spec: BoardSpec | undefined): Board {
	if (typeof spec !== 'object' || spec === null) {
		throw new TypeError('This job needs a board: { rows, cols }.');
	}
	const options: BoardOptions = {};
	if (spec.holes !== undefined) options.holes = spec.holes;
	if (spec.leaper !== undefined) options.leaper = spec.leaper;
	return createBoard(spec.rows, spec.cols, options);
}

/** Wraps work that answers in one call (no events) as a job. */
export function atOnce<Input, Result>(compute: (input: Input) => Result): Job<Input, Result> {
	// eslint-disable-next-line require-yield -- one call, nothing to report on the way; the host still runs it like any job
	return function* (input) {
		return compute(input);
	};
}
