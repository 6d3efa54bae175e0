/** Words for the counter's answer: the count with thousands separators, what it counts, its source. */
import { findKnownCount } from './known-counts.ts';
import type { CountAnswer } from './jobs.ts';

/** The answer as the counter shows it. */
export interface AnswerText {
	/** The count with thousands separators, e.g. "9,862". */
	count: string;
	/** What the count is, in a sentence that follows the number. */
	meaning: string;
	/** How it was counted. */
	how: string;
	/** Why the count is 0 without counting (a theorem), or ''. */
	reason: string;
	/** The published value and where, or '' when none is known here. */
	published: string;
}

const number = new Intl.NumberFormat('en-GB');

/** Says what an answer counts, after its number. */
function meaningOf(answer: CountAnswer): string {
	const { rows, cols, closed, start } = answer.request;
	const board = `${String(rows)}×${String(cols)}`;
	const kind = closed ? 'closed' : 'open';
	const one = answer.count === '1';
	const tours = `${kind} tour${one ? '' : 's'} of ${board}`;
	switch (answer.counted) {
		case 'geometric':
			return `${tours} up to symmetry: tours that a rotation or reflection of the board turns into each other count as one, and so do a tour and its reverse.`;
		case 'start':
			return closed
				? `${tours} that start (and end) on ${start ?? ''}: each closed tour passes ${start ?? ''} and can be run from there either way round.`
				: `${tours} that start on ${start ?? ''}, counted as sequences of moves.`;
		case 'directed':
			return `${tours}, counted in both directions: a tour and its reverse are two.`;
		case 'undirected':
			return closed
				? `${tours}, each counted once (a tour and its reverse are the same cycle).`
				: `${tours}, each counted once whichever end it starts from (including any whose ends are a knight's move apart).`;
	}
}

/** Describes an answer for the reader, beside the published value where one is known. */
export function describeAnswer(answer: CountAnswer): AnswerText {
	const value = BigInt(answer.count);
	const { rows, cols, closed } = answer.request;
	const start = answer.startSquare ?? undefined;
	const known = findKnownCount({ rows, cols, closed, counted: answer.counted, start });
	let published = '';
	if (known !== null) {
		const agree = known.value === value ? 'the count agrees' : 'the count differs';
		published = `Published: ${number.format(known.value)}, ${known.source}; ${agree}.`;
	}
	return {
		count: number.format(value),
		meaning: meaningOf(answer),
		how: answer.how,
		reason: answer.reason,
		published,
	};
}
