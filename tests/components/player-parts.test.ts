import { describe, expect, test } from 'vitest';
import { handlePlayerKey, type PlayerAction } from '../../src/components/player/player-keys.ts';
import { RunHistory } from '../../src/components/player/run-history.svelte.ts';
import { describeProgress } from '../../src/components/player/step-record.svelte.ts';
import { densityStrip } from '../../src/components/player/timeline.ts';
import { joinSentences } from '../../src/components/player/tour-view.ts';
import { describeLabEnding } from '../../src/components/lessons/backtracking/backtracking-lab-text.ts';
import { emptyStats } from '../../src/lib/solvers/types.ts';

describe('describeProgress(facts)', () => {
	const base = {
		position: 3,
		known: 40,
		atEnd: false,
		heading: null,
		working: false,
		note: 'still searching…',
	};
	test.each([
		[{ ending: null }, 'Step 3 of 40 so far'],
		[{ ending: null, working: true }, 'Step 3 of 40 so far (still searching…)'],
		[{ ending: { kind: 'finished', result: 1 } }, 'Step 3 of 40 — the run ends there'],
		[
			{ ending: { kind: 'finished', result: 1 }, position: 40, atEnd: true },
			'Step 40 of 40 — finished',
		],
		[
			{ ending: { kind: 'capped', limit: 40 } },
			'Step 3 of 40 — the run stopped at the limit of 40 steps',
		],
		[
			{ ending: { kind: 'error', message: 'boom' }, position: 40, atEnd: true },
			'Step 40 of 40 — stopped: boom',
		],
		[{ ending: null, heading: Infinity }, 'Skipping to the end… (step 3)'],
		[{ ending: null, heading: 1200 }, 'Going to step 1,200… (3 so far)'],
	] as const)('%o → %s', (facts, sentence) => {
		expect(describeProgress({ ...base, ...facts })).toBe(sentence);
	});
});

describe('densityStrip(record)', () => {
	test('places each stretch with markers along the steps computed, shaded by count', () => {
		const strip = densityStrip({
			known: 100,
			complete: true,
			density: { width: 25, counts: [4, 0, 1, 2] },
			labels: { backtrack: 6, 'dead end': 1 },
		});
		expect(strip.bins.map((b) => [b.left, b.width])).toEqual([
			[0, 25],
			[50, 25],
			[75, 25],
		]);
		expect(strip.bins.map((b) => b.shade)).toEqual([1, 0.15 + 0.85 / 4, 0.15 + 0.85 / 2]);
		expect(strip.bins[0]?.title).toBe('4 in steps 1–25');
		expect(strip.label).toBe(
			'6 backtracks and 1 dead end along the whole run of 100 steps; the most, 4, in steps 1–25.',
		);
	});

	test('the last stretch stops at the steps computed so far', () => {
		const strip = densityStrip({
			known: 10,
			complete: false,
			density: { width: 8, counts: [1, 1, 0] },
			labels: { backtrack: 2 },
		});
		expect(strip.bins.map((b) => [b.left, b.width])).toEqual([
			[0, 80],
			[80, 20],
		]);
		expect(strip.label).toMatch(/^2 backtracks along the run so far of 10 steps/);
	});
});

describe('RunHistory', () => {
	test('Undo brings back the newest run left behind, at its step; 20 are kept', () => {
		const history = new RunHistory<string>();
		expect(history.undo()).toBeNull();
		for (let i = 0; i < 25; i++) history.remember(`run ${String(i)}`, i);
		expect(history.last).toEqual({ setup: 'run 24', step: 24 });
		const back: string[] = [];
		while (history.canUndo) back.push(history.undo()?.setup ?? '');
		expect(back).toHaveLength(20);
		expect(back[0]).toBe('run 24');
		expect(back.at(-1)).toBe('run 5');
	});

	test('Set start is a mode the button turns on and off', () => {
		const history = new RunHistory<string>();
		expect(history.picking).toBe(false);
		history.togglePicking();
		expect(history.picking).toBe(true);
		history.togglePicking();
		expect(history.picking).toBe(false);
	});
});

describe('handlePlayerKey(player, event)', () => {
	/** A key event as the handler sees it, recording preventDefault. */
	function key(k: string, tagName: string, defaultPrevented = false) {
		const event = {
			key: k,
			target: { tagName, type: tagName === 'INPUT' ? 'text' : undefined },
			defaultPrevented,
			prevented: false,
			preventDefault() {
				this.prevented = true;
			},
		};
		return event;
	}
	test.each([
		['ArrowRight', 'DIV', false, 'step'],
		[' ', 'DIV', false, 'toggle'],
		['ArrowLeft', 'BUTTON', false, 'step-back'],
		// A button's own Space is a click: no second action.
		[' ', 'BUTTON', false, null],
		// The board took the arrow to move its cursor.
		['ArrowRight', 'g', true, null],
		['ArrowRight', 'INPUT', false, null],
		[' ', 'SELECT', false, null],
	] as const)('%s on %s (taken: %s) → %s', (k, tag, taken, action) => {
		const acted: PlayerAction[] = [];
		const event = key(k, tag, taken);
		handlePlayerKey({ act: (a) => acted.push(a) }, event as unknown as KeyboardEvent);
		expect(acted).toEqual(action === null ? [] : [action]);
		expect(event.prevented).toBe(action !== null);
	});
});

describe('joinSentences(first, second)', () => {
	test.each([
		['Back from b5: the board is empty', 'No tour.', 'Back from b5: the board is empty. No tour.'],
		['Move 3.', 'Found.', 'Move 3. Found.'],
		['Move 3', '', 'Move 3'],
		['', 'Found.', 'Found.'],
	])('%s + %s', (first, second, joined) => {
		expect(joinSentences(first, second)).toBe(joined);
	});
});

describe('describeLabEnding(outcome, counts)', () => {
	const counts = { start: 'b5', nodes: 10, backtracks: 10, total: 25, known: 20 };
	test('says nothing away from the run’s last step', () => {
		expect(describeLabEnding(null, counts)).toBe('');
	});
	test('words a proof, a cap and an error', () => {
		const stats = { ...emptyStats(), nodes: 10 };
		expect(
			describeLabEnding(
				{ kind: 'finished', result: { status: 'impossible', reason: 'x', stats } },
				counts,
			),
		).toBe(
			'No tour starts on b5: the search tried every way on from there (10 nodes) and none covers all 25 squares.',
		);
		expect(describeLabEnding({ kind: 'capped', limit: 20 }, counts)).toMatch(
			/^The player stops after 20 steps/,
		);
		expect(describeLabEnding({ kind: 'error', message: 'boom' }, counts)).toBe(
			'The search stopped: boom',
		);
	});
});
