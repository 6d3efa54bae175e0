/**
 * Worker job of the keypad widget: count key sequences by listing every one,
 * as a check on the dynamic program (up to a few million sequences).
 */
import { enumerateWalkSteps } from '../../../lib/counting/enumerate-walks.ts';
import { KEY_LABELS, keySquare, keypadBoard } from '../../../lib/counting/keypad.ts';
import type { JobEvent, JobRegistry } from '../../../workers/protocol.ts';

/** Input of 'keypad-enumerate': the sequences' length, the marked keys and how many may be used. */
export interface KeypadEnumerateInput {
	length: number;
	budget: number;
	marked: string[];
}

/** Lists every sequence, reporting progress; returns the counts by first key, in keypad order. */
function* keypadEnumerateJob(input: KeypadEnumerateInput): Generator<JobEvent, number[], void> {
	const limit = { squares: input.marked.map(keySquare), atMost: input.budget };
	const steps = enumerateWalkSteps(keypadBoard(), { length: input.length, limit });
	for (;;) {
		const next = steps.next();
		if (next.done === true) return KEY_LABELS.map((label) => next.value[keySquare(label)] ?? 0);
		yield { kind: 'progress', counters: { sequences: next.value.walks } };
	}
}

export const keypadJobs = {
	'keypad-enumerate': keypadEnumerateJob,
} satisfies JobRegistry;
