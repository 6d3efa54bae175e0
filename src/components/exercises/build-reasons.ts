/**
 * Which reasons for "this task cannot be done" a Build-a-tour exercise accepts. Loaded when a
 * student makes that claim, with the verdict's solver code, not with the page.
 */
import { createBoard } from '../../lib/board.ts';
import { boardFacts, type BoardFact } from '../../lib/board-facts.ts';
import type { TourTask } from '../../lib/tour-task-check.ts';

/** The reason each kind of board fact gives. */
const FACT_REASON: Record<BoardFact['kind'], string> = {
	colour: 'colour',
	'no-leap': 'degree',
	'one-leap': 'degree',
	pieces: 'pieces',
	cut: 'cut-square',
};

/**
 * Every reason a student may rightly give for an impossible task: the library verdict's own, the
 * board facts that each rule the tour out, and the names of one argument by two routes (Schwenk's
 * odd-by-odd clause is the colour count; his four-row clause is Pósa's colouring).
 */
export function acceptedReasons(task: TourTask, verdictReason: string): Set<string> {
	const accepted = new Set([verdictReason]);
	const { rows, cols } = task.board;
	const board = createBoard(rows, cols, { holes: task.board.holes ?? [] });
	for (const fact of boardFacts(board).facts) {
		if ((task.closed === true ? fact.closed : fact.open) === 'rules-out') {
			accepted.add(FACT_REASON[fact.kind]);
		}
	}
	const plain = (task.board.holes ?? []).length === 0;
	if (plain && task.closed === true && verdictReason === 'colour' && (rows * cols) % 2 === 1) {
		accepted.add('schwenk');
	}
	if (plain && task.closed === true && verdictReason === 'schwenk' && (rows === 4 || cols === 4)) {
		accepted.add('colour');
	}
	return accepted;
}
