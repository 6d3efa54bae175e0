/**
 * Every number the "Your turn" code-cell sections of lessons 03, 04 and 06 state, checked against
 * the exercises (src/lib/code/exercises.ts) and the library. Each check quotes the lesson's
 * words, so editing a number there without changing it here (or the other way round) fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { getExercise } from '../../src/lib/code/exercises.ts';
import type { CodeTestCase } from '../../src/lib/code/types.ts';
import {
	createBoard,
	finish,
	parseSquare,
	squareName,
	warnsdorffTour,
} from '../../src/lib/index.ts';
import { mapStarts } from '../../src/components/lessons/warnsdorff/jobs.ts';
import { JS_PROGRAMS } from '../../src/lib/code/reference/javascript.ts';
import { backtrackingSearch } from '../../src/lib/solvers/backtracking.ts';
import { DEFAULT_LIMITS } from '../../src/workers/code/code-protocol.ts';
import { judgeRun } from '../../src/workers/code/judge-run.ts';
import { runJs } from '../../src/workers/code/run-js.ts';

/** A lesson's text with every run of white space made one space. */
function lessonText(file: string): string {
	return readFileSync(`src/content/lessons/${file}`, 'utf8').replace(/\s+/g, ' ');
}

/** The text of one `##` section of a lesson, from its heading to the next. */
function section(text: string, heading: string): string {
	const start = text.indexOf(`## ${heading} `);
	expect(start, `the section "${heading}"`).toBeGreaterThanOrEqual(0);
	const end = text.indexOf(' ## ', start + 3);
	return text.slice(start, end === -1 ? undefined : end);
}

/** Describes a Warnsdorff test case's walks as the sections word them. */
function walksOf(test: CodeTestCase): string {
	if (test.kind !== 'warnsdorff') throw new Error(`${test.name} is not a Warnsdorff test`);
	const board = createBoard(test.rows, test.cols);
	const size = `${String(test.rows)}×${String(test.cols)}`;
	if (test.starts.length === board.size)
		return `each of the ${String(board.size)} squares of ${size}`;
	return test.starts.map((s) => `${squareName(board, s)} on ${size}`).join(', ');
}

const warnsdorff = lessonText('04-warnsdorff.mdx');
const board8 = createBoard(8, 8);

describe('lesson 04, the Warnsdorff cells', () => {
	test.each([
		['Your turn: write the rule', 'warnsdorff-first'],
		["Your turn: Pohl's tie-break", 'warnsdorff-pohl'],
		["Your turn: Roth's tie-break", 'warnsdorff-roth'],
	])('"%s" names the walks that exercise %s checks, in order', (heading, id) => {
		const words = getExercise(id).tests.map(walksOf);
		expect(words).toEqual(['a8 on 8×8', 'each of the 64 squares of 8×8', 'a5 on 5×5']);
		const text = section(warnsdorff, heading);
		if (id === 'warnsdorff-first') {
			expect(text).toContain(
				'from a8 on 8×8, then from each of the 64 squares of 8×8, then from a5 on 5×5',
			);
		} else {
			expect(text).toContain('from a8, from each of the 64 squares of 8×8, and from a5 on 5×5');
		}
	});

	test('a right program gets stuck from e3 after 60 squares, as the library does', () => {
		expect(section(warnsdorff, 'Your turn: write the rule')).toContain(
			'from e3 a right program gets stuck after 60 squares',
		);
		const run = warnsdorffTour(board8, { start: parseSquare(board8, 'e3') });
		expect(run.status).not.toBe('found');
		expect(run.stats.nodes).toBe(60);
	});

	test("Pohl's rule gets stuck from six starts: h8, h1 and the four centre squares", () => {
		expect(section(warnsdorff, "Your turn: Pohl's tie-break")).toContain(
			"From the six starts where Pohl's rule gets stuck, h8, h1 and the four centre squares,",
		);
		const stuck = mapStarts({ board: { rows: 8, cols: 8 }, tieBreak: 'pohl' })
			.visited.map((visited, square) => (visited < 64 ? squareName(board8, square) : null))
			.filter((name) => name !== null);
		expect(stuck.sort()).toEqual(['d4', 'd5', 'e4', 'e5', 'h1', 'h8']);
	});

	test("Roth's rule completes a tour from all 64 starts of 8×8", () => {
		expect(section(warnsdorff, "Your turn: Roth's tie-break")).toContain(
			"with Roth's tie-break the rule completes a tour from all 64 starts",
		);
		expect(mapStarts({ board: { rows: 8, cols: 8 }, tieBreak: 'roth' }).tours).toBe(64);
	});
});

describe('lesson 06, the sweep cell', () => {
	test('"Your turn: one sweep" names the sweeps the exercise checks, in order', () => {
		const sweeps = getExercise('network-sweep').tests.map((t) =>
			t.kind === 'sweep' ? [t.sweep, `${String(t.rows)}×${String(t.cols)}`, t.seed] : null,
		);
		expect(sweeps).toEqual([
			[1, '6×6', 1],
			[1, '8×8', 7],
			[3, '8×8', 7],
		]);
		expect(section(lessonText('06-takefuji-lee.mdx'), 'Your turn: one sweep')).toContain(
			'after sweep 1 on 6×6 with seed 1, and after sweeps 1 and 3 on 8×8 with seed 7',
		);
	});
});

describe('lesson 03, the ordered search cell', () => {
	const text = section(lessonText('03-backtracking.mdx'), 'Your turn: order the search');
	const exercise = getExercise('backtracking-warnsdorff-5x5');
	const board5 = createBoard(5, 5);

	test('it names the starts the exercise checks, in order', () => {
		const starts = exercise.tests.map((t) =>
			t.kind === 'tour' && t.board.start !== null ? squareName(board5, t.board.start) : null,
		);
		expect(starts).toEqual(['a1', 'e1', 'c3']);
		expect(text).toContain('from the corners a1 and e1 and from the centre c3 of the 5×5 board');
	});

	test.each([
		['a1', 8840],
		['e1', 14_009],
		['c3', 9909],
	])(
		'from %s the plain search places %i nodes, and with Warnsdorff order 25 with no backtrack',
		(start, plain) => {
			expect(text).toContain(
				'places 8,840 nodes from a1, 14,009 from e1 and 9,909 from c3; with Warnsdorff order it places 25 from each, a tour with no backtrack at all',
			);
			const square = parseSquare(board5, start);
			const fixed = finish(backtrackingSearch(board5, { order: 'fixed', start: square }));
			const ordered = finish(backtrackingSearch(board5, { order: 'warnsdorff', start: square }));
			expect(fixed.status).toBe('found');
			expect(fixed.stats.nodes).toBe(plain);
			expect(ordered.status).toBe('found');
			expect(ordered.stats).toMatchObject({ nodes: 25, backtracks: 0 });
		},
	);

	test('a right program does the same: the JavaScript reference places 25 nodes from each start', () => {
		expect(text).toContain('a right program does the same');
		const request = {
			type: 'run' as const,
			runId: 1,
			language: 'javascript' as const,
			code: JS_PROGRAMS['backtracking-warnsdorff-5x5']?.solution ?? '',
			exercise: exercise.id,
			limits: DEFAULT_LIMITS,
		};
		const outcome = judgeRun(request, runJs(request, { now: () => performance.now() }));
		if (outcome.status !== 'done') throw new Error(outcome.error.message);
		const report = outcome.report;
		expect(report.tests.map((t) => [t.passed, t.got])).toEqual(
			exercise.tests.map(() => [true, 'a tour after 25 positions (0 backtracks)']),
		);
	});
});
