/** What a helper thread runs (see helper.ts): a part of a split count, to its end. */
import { continueSweep } from './frontier.ts';
import type { HelperResult, HelperTask } from './helper.ts';
import { joinPart } from './join-stretch.ts';
import { entriesPart } from './middle-line.ts';
import { entriesOfSide, groupSide } from './split-sweep.ts';

/** Runs `task` to its end; an error comes back as a result, for the count to throw. */
export function runHelperTask(task: HelperTask): HelperResult {
	try {
		if (task.kind === 'sweep') {
			const states = continueSweep(task.board, task.layout, task.from, task.states);
			return { kind: 'sweep', states };
		}
		if (task.kind === 'entries') {
			return { kind: 'entries', entries: entriesPart(task.spec, task.states) };
		}
		if (task.kind === 'join-entries') {
			return { kind: 'join-entries', entries: entriesOfSide(task.side, task.spec) };
		}
		if (task.kind === 'join') return { kind: 'join', ...joinPart(task.sides) };
		return { kind: 'group', groups: groupSide(task.side, task.size), side: task.side };
	} catch (error) {
		return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
	}
}
