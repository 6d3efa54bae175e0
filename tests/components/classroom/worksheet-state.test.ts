import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import WorksheetKey from '../../../src/components/classroom/WorksheetKey.svelte';
import WorksheetSheet from '../../../src/components/classroom/WorksheetSheet.svelte';
import { worksheetPlan } from '../../../src/components/classroom/worksheet-plan.ts';
import type { WorksheetClient } from '../../../src/components/classroom/worksheet-solver.ts';
import { verdictJob } from '../../../src/components/classroom/worksheet-jobs.ts';
import {
	NAMES_KEY,
	WorksheetState,
} from '../../../src/components/classroom/worksheet-state.svelte.ts';
import {
	checkTourTask,
	encodeAssignment,
	tourTaskVerdict,
	type Assignment,
	type TourTask,
} from '../../../src/lib/index.ts';

const assignment: Assignment = {
	title: '<script>alert(1)</script> Week 3',
	instructions: 'Work in pencil.\nShow your moves.',
	tasks: [
		{ kind: 'tour', board: { rows: 5, cols: 5 }, start: 20 },
		{ kind: 'tour', board: { rows: 6, cols: 6 }, closed: true },
		{ kind: 'tour', board: { rows: 5, cols: 5 }, closed: true },
		{ kind: 'question', question: 'Is <b>this</b> bold?', answer: 'No' },
	],
};
const code = encodeAssignment(assignment);

/** A client that solves in this thread with the library, counting its runs. */
function inThread(): WorksheetClient & { runs: number } {
	const client = {
		runs: 0,
		run(_job: string, input: { task: TourTask; maxNodes: number }) {
			client.runs += 1;
			const value = verdictJob(input);
			return {
				runId: client.runs,
				result: Promise.resolve({ status: 'done', value }),
				cancel() {},
			};
		},
		terminate() {},
	};
	return client as unknown as WorksheetClient & { runs: number };
}

describe('WorksheetState', () => {
	test('reads the code in the fragment and solves every board of the key once', async () => {
		const client = inThread();
		const state = new WorksheetState(() => client);
		expect(state.open(`#${code}`)).toBe(true);
		expect(state.assignment).toEqual(assignment);
		await state.solveMissing();
		const boards = state.plan?.toSolve ?? [];
		expect(boards).toHaveLength(3);
		expect(client.runs).toBe(3);
		const [open5, closed6, closed5] = boards.map((b) => state.solutions.get(b.key));
		for (const [i, solution] of [open5, closed6].entries()) {
			if (solution?.status !== 'found') throw new Error('a tour');
			expect(checkTourTask(boards[i]?.task as TourTask, solution.tour)).toEqual({
				status: 'right',
			});
		}
		expect(closed5?.status).toBe('impossible');
		expect(state.progress).toEqual({ settled: 3, total: 3 });
		state.destroy();
	});

	test('a board not solved within the budget is tried again with ten times the budget', async () => {
		const budgets: number[] = [];
		const client = {
			run(_job: string, input: { task: TourTask; maxNodes: number }) {
				budgets.push(input.maxNodes);
				// Stands in for a hard board: out of budget until the budget grows.
				const value = verdictJob({
					task: input.task,
					maxNodes: budgets.length === 1 ? 1 : input.maxNodes,
				});
				return {
					runId: budgets.length,
					result: Promise.resolve({ status: 'done', value }),
					cancel() {},
				};
			},
			terminate() {},
		} as unknown as WorksheetClient;
		const state = new WorksheetState(() => client);
		state.open(
			encodeAssignment({
				title: 'Hard',
				instructions: '',
				tasks: [{ kind: 'tour', board: { rows: 6, cols: 6, holes: [1] }, start: 0 }],
			}),
		);
		await state.solveMissing();
		const key = state.plan?.toSolve[0]?.key as string;
		expect(state.solutions.get(key)?.status).toBe('unknown');
		state.retry(key);
		await state.solveMissing();
		expect(state.solutions.get(key)?.status).toBe('found');
		expect(budgets).toEqual([5_000_000, 50_000_000]);
	});

	test('the names are kept for the next visit, and blocked storage loses nothing on the page', () => {
		const saved = new Map<string, string>();
		const store = {
			getItem: (key: string) => saved.get(key) ?? null,
			setItem: (key: string, value: string) => void saved.set(key, value),
		};
		const first = new WorksheetState(inThread, () => store);
		first.open(code);
		first.setNames('Ann\nBob');
		first.applyNames();
		expect(saved.get(NAMES_KEY)).toBe('Ann\nBob');
		const next = new WorksheetState(inThread, () => store);
		next.restoreNames();
		next.open(code);
		expect(next.namesText).toBe('Ann\nBob');
		expect(next.plan?.sheets.map((s) => s.name)).toEqual(['Ann', 'Bob']);
		const blocked = {
			getItem: () => {
				throw new Error('SecurityError');
			},
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
		};
		const offline = new WorksheetState(inThread, () => blocked);
		offline.restoreNames();
		offline.open(code);
		offline.setNames('Cy');
		offline.applyNames();
		expect(offline.plan?.sheets.map((s) => s.name)).toEqual(['Cy']);
		for (const state of [first, next, offline]) state.destroy();
	});

	test('no code, a damaged code, and text with no code each get their own message', () => {
		const state = new WorksheetState(inThread);
		expect(state.open('')).toBe(false);
		expect(state.problem).toMatch(/^No assignment here yet/);
		expect(state.problemIsError).toBe(false);
		const damaged = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
		expect(state.open(`#${damaged}`)).toBe(false);
		expect(state.problem).toMatch(/^This assignment link cannot be read: /);
		expect(state.problemIsError).toBe(true);
		expect(state.open('hello there')).toBe(false);
		expect(state.problem).toMatch(/^That is not an assignment link/);
		expect(state.assignment).toBeNull();
	});

	test('names make one worksheet each; a bad line is reported, the rest kept', async () => {
		const state = new WorksheetState(inThread);
		state.open(code);
		state.setNames(`Ann\n\n${'x'.repeat(150)}\nBob`);
		state.applyNames();
		expect(state.names).toEqual(['Ann', 'Bob']);
		expect(state.plan?.sheets.map((s) => s.name)).toEqual(['Ann', 'Bob']);
		expect(state.namesProblem).toContain('longer than 100 characters');
		await state.solveMissing();
		state.destroy();
	});
});

describe('WorksheetSheet and WorksheetKey (server-rendered)', () => {
	const plan = worksheetPlan(assignment, ['Ann <i>Lee</i>']);

	test("a worksheet shows the stranger's text as text, the marks, the conditions and the link", () => {
		const { body } = render(WorksheetSheet, {
			props: {
				sheet: plan.sheets[0] as never,
				title: assignment.title,
				instructions: assignment.instructions,
				link: 'https://x.org/classroom/do/#KTA1.x',
				index: 0,
			},
		});
		expect(body).not.toContain('<script>alert');
		expect(body).toContain('&lt;script>alert(1)&lt;/script> Week 3');
		expect(body).toContain('Ann &lt;i>Lee&lt;/i>');
		expect(body).toContain('Is &lt;b>this&lt;/b> bold?');
		expect(body).toContain('Start on a1, marked S.');
		expect(body).toContain('aria-label="a1, start"');
		expect(body.match(/role="grid"/g)).toHaveLength(3);
		// The link is a QR code with a one-line caption; its text is printed only when no code can hold it.
		expect(body).not.toContain('https://x.org/classroom/do/#KTA1.x');
		expect(body).toContain('scan this code with a phone or tablet');
		expect(body).toContain('aria-label="QR code of the Assignment link"');
		expect(body).toContain('--qr-side: 60mm');
		// Every tour task can be answered "there is no such tour" on paper too, with lines for why.
		expect(body.match(/There is no such tour, because …/g)).toHaveLength(3);
		expect(body).not.toContain('No'); // the question's answer is for the key only
	});

	test('the key draws a found tour, says why a task is impossible, and gives the answers', () => {
		const [open5, closed6, closed5] = plan.toSolve;
		const verdict = tourTaskVerdict(open5?.task as TourTask);
		if (verdict.possible !== true) throw new Error('5×5 from a1 has a tour');
		const solutions = new Map([
			[open5?.key as string, { status: 'found' as const, tour: verdict.tour }],
			[closed6?.key as string, { status: 'solving' as const }],
			[
				closed5?.key as string,
				{ status: 'impossible' as const, message: 'This task cannot be done.' },
			],
		]);
		const { body } = render(WorksheetKey, {
			props: {
				title: assignment.title,
				key: plan.key,
				solutions,
				variesUnnamed: false,
				onretry() {},
			},
		});
		expect(body).toContain('Answer key: &lt;script>');
		expect(body).toContain(`aria-label="a1, move 1"`);
		expect(body.match(/, move \d+"/g)).toHaveLength(25);
		expect(body).toContain('Solving this board…');
		expect(body).toContain('This task cannot be done.');
		expect(body).toMatch(/<strong>Answer:<\/strong> <span>No<\/span>/);
	});
});
