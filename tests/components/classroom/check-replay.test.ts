import { describe, expect, test } from 'vitest';
import {
	applyWork,
	clock,
	createReplayView,
	describeWork,
	workMarker,
	workStream,
	type ReplayView,
} from '../../../src/components/classroom/check-replay.ts';
import { createRandom, replayWorkLog, type WorkEntry } from '../../../src/lib/index.ts';
import { board5, sq } from './check-fixtures.ts';

/** The view after every entry. */
function play(entries: readonly WorkEntry[]): ReplayView {
	const view = createReplayView();
	for (const entry of workStream(entries)) applyWork(view, entry);
	return view;
}

/** A random log of moves, undos, clears, hints and solutions, times rising. */
function randomLog(seed: number, length: number): WorkEntry[] {
	const random = createRandom(seed);
	const actions = ['move', 'move', 'move', 'undo', 'clear', 'hint', 'solution'] as const;
	let ms = 0;
	return Array.from({ length }, () => {
		ms += Math.floor(random() * 5000);
		const action = actions[Math.floor(random() * actions.length)] ?? 'move';
		return action === 'move' ? { action, square: Math.floor(random() * 25), ms } : { action, ms };
	});
}

describe('applyWork(view, entry)', () => {
	test.each([1, 2, 3, 4, 5, 6, 7, 8])(
		'leaves the path the library replays to, after every entry (random log %d)',
		(seed) => {
			const entries = randomLog(seed, 60);
			const view = createReplayView();
			entries.forEach((entry, i) => {
				applyWork(view, entry);
				expect(view.path).toEqual(replayWorkLog(entries.slice(0, i + 1)));
			});
			expect(view.hints).toBe(entries.filter((e) => e.action === 'hint').length);
			expect(view.undos).toBe(entries.filter((e) => e.action === 'undo').length);
			expect(view.solutionShown).toBe(entries.some((e) => e.action === 'solution'));
		},
	);
});

describe('describeWork(board, view)', () => {
	const entries: WorkEntry[] = [
		{ action: 'move', square: sq('a1'), ms: 0 },
		{ action: 'move', square: sq('b3'), ms: 7_400 },
		{ action: 'undo', ms: 12_000 },
		{ action: 'hint', ms: 65_000 },
		{ action: 'move', square: sq('c2'), ms: 66_000 },
		{ action: 'clear', ms: 3_725_000 },
		{ action: 'undo', ms: 3_726_000 },
		{ action: 'solution', ms: 3_727_000 },
	];

	test('says what each entry did and when', () => {
		const view = createReplayView();
		expect(describeWork(board5, view)).toBe('The task as the student first saw it.');
		const said = entries.map((entry) => {
			applyWork(view, entry);
			return describeWork(board5, view);
		});
		expect(said).toEqual([
			'0:00 — move 1: a1.',
			'0:07 — move 2: b3.',
			'0:12 — undo: took back move 2 (b3).',
			'1:05 — asked for a hint (hint 1).',
			'1:06 — move 2: c2.',
			'1:02:05 — cleared the board (2 squares).',
			'1:02:06 — undo, with nothing to take back.',
			'1:02:07 — showed the solution.',
		]);
	});

	test('marks hints, the solution and clears on the timeline', () => {
		expect(entries.map(workMarker)).toEqual([
			null,
			null,
			null,
			'hint',
			null,
			'board cleared',
			null,
			'solution shown',
		]);
	});

	test('a square beyond the board (a log made for another board) is named by number', () => {
		const view = play([{ action: 'move', square: 30, ms: 0 }]);
		expect(describeWork(board5, view)).toBe('0:00 — move 1: square 30.');
	});
});

describe('clock(ms)', () => {
	test.each([
		[0, '0:00'],
		[999, '0:00'],
		[61_000, '1:01'],
		[3_600_000, '1:00:00'],
	])('%d ms is %s', (ms, text) => {
		expect(clock(ms)).toBe(text);
	});
});
