import { describe, expect, test } from 'vitest';
import {
	CodeCellState,
	type CellChange,
	type CodeCellOptions,
} from '../../../src/components/code/code-cell-state.svelte.ts';
import type { CodeEditor } from '../../../src/components/code/code-editor.ts';
import type { CellOutcome, CellRunner } from '../../../src/components/code/code-runner.ts';
import {
	CODE_KEY,
	type CodeStorageEnvironment,
} from '../../../src/components/code/code-storage.ts';
import type { RunReport } from '../../../src/components/code/code-types.ts';

/** A local storage in memory. */
function memory(): CodeStorageEnvironment & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return {
		items,
		storage: {
			getItem: (key) => items.get(key) ?? null,
			setItem: (key, value) => void items.set(key, value),
			removeItem: (key) => void items.delete(key),
		},
		now: () => 0,
	};
}

/** A runner that answers each run with the next outcome, recording what it was asked. */
function fakeRunner(outcomes: CellOutcome[]) {
	const asked: string[] = [];
	let stopped = 0;
	const runner: CellRunner = {
		run: (request, hooks) => {
			asked.push(`${request.language}: ${request.code}`);
			hooks.onlog(['printed']);
			return Promise.resolve(
				outcomes.shift() ?? { status: 'failed', error: { kind: 'stopped', message: '' } },
			);
		},
		stop: () => void stopped++,
		dispose: () => {},
	};
	return { runner, asked, stops: () => stopped };
}

/** A stand-in for CodeMirror: keeps the text, records replacements and marked lines. */
function fakeEditor() {
	const marks: (number | null)[] = [];
	let text = '';
	const factory = (_: unknown, options: { code: string }): CodeEditor => {
		text = options.code;
		return {
			code: () => text,
			replace: (code) => void (text = code),
			switchTo: (_language, code) => void (text = code),
			reload: (code) => void (text = code),
			markLine: (line) => void marks.push(line),
			focus: () => {},
			destroy: () => {},
		};
	};
	return { factory, marks, text: () => text };
}

const report: RunReport = {
	tests: [{ name: '5×5 from a1', passed: true, expected: 'a tour', got: 'a tour' }],
	steps: Int32Array.from([1, 8, -8, 12]),
	stepsTotal: 4,
	visits: 3,
	unvisits: 1,
	tour: null,
	logs: ['printed'],
	logsDropped: 0,
	ms: 7,
};

const programs = {
	javascript: {
		starter: 'function solve(board) {}',
		solution: 'function solve(board) { return []; }',
	},
	python: { starter: 'def solve(board):\n    pass', solution: 'def solve(board):\n    return []' },
};

/** A cell over memory storage with the given runner. */
function makeCell(env = memory(), runner?: CellRunner, extra: Partial<CodeCellOptions> = {}) {
	return new CodeCellState({
		key: 'backtracking/cell',
		exercise: 'backtracking-5x5',
		programs,
		env,
		loadRunner: () => Promise.resolve(runner ?? fakeRunner([]).runner),
		...extra,
	});
}

describe('CodeCellState', () => {
	test('starts on the first language with its starter program', () => {
		const cell = makeCell();
		expect(cell.languages).toEqual(['javascript', 'python']);
		expect(cell.code).toBe(programs.javascript.starter);
		expect(cell.status).toBe('');
	});

	test('Run keeps the verdict, the counters and the steps, and saves them', async () => {
		const env = memory();
		const { runner, asked } = fakeRunner([{ status: 'done', report }]);
		const cell = makeCell(env, runner);
		cell.setCode('function solve(board) { return [0]; }');
		await cell.act((session) => session.run());
		expect(asked).toEqual(['javascript: function solve(board) { return [0]; }']);
		expect(cell.status).toBe('The test passed.');
		expect(cell.result?.steps).toEqual(report.steps);
		expect(cell.logs).toEqual(['printed']);
		const again = makeCell(env);
		expect(again.code).toBe('function solve(board) { return [0]; }');
		expect(again.result?.saved.visits).toBe(3);
		expect(again.result?.steps).toBeNull();
		expect(again.status).toBe('The test passed.');
	});

	test('an error marks its line in the editor, and the mark goes with the next run', async () => {
		const editor = fakeEditor();
		const error = { kind: 'exception' as const, message: 'x is not defined', line: 3 };
		const { runner } = fakeRunner([
			{ status: 'failed', error },
			{ status: 'done', report },
		]);
		const cell = makeCell(memory(), runner, { loadEditor: () => Promise.resolve(editor.factory) });
		await cell.act((session) => session.openEditor({} as HTMLElement, () => 'label', 'keys'));
		expect(cell.editorPhase).toBe('ready');
		await cell.act((session) => session.run());
		expect(cell.status).toBe('Error on line 3: x is not defined');
		expect(editor.marks.at(-1)).toBe(3);
		await cell.act((session) => session.run());
		expect(editor.marks.at(-1)).toBeNull();
	});

	test('each language keeps its own code and results', async () => {
		const { runner } = fakeRunner([{ status: 'done', report }]);
		const cell = makeCell(memory(), runner);
		cell.setCode('// mine');
		await cell.act((session) => session.run());
		cell.chooseLanguage('python');
		expect(cell.code).toBe(programs.python.starter);
		expect(cell.result).toBeNull();
		cell.chooseLanguage('javascript');
		expect(cell.code).toBe('// mine');
		expect(cell.result?.saved.tests).toHaveLength(1);
	});

	test('Show solution asks first, replaces, and Undo brings the code back', async () => {
		const cell = makeCell();
		const session = await cell.session();
		cell.setCode('my work');
		session.ask('solution');
		expect(cell.confirming).toBe('solution');
		expect(cell.code).toBe('my work');
		cell.cancel();
		expect(cell.confirming).toBeNull();
		session.ask('solution');
		session.confirm();
		expect(cell.code).toBe(programs.javascript.solution);
		expect(cell.undoable?.what).toBe('solution');
		session.undoReplace();
		expect(cell.code).toBe('my work');
		expect(cell.undoable).toBeNull();
	});

	test('with no solution, Show solution does nothing', async () => {
		const cell = makeCell(memory(), undefined, {
			programs: { javascript: { starter: programs.javascript.starter } },
		});
		const session = await cell.session();
		cell.setCode('my work');
		session.ask('solution');
		expect(cell.confirming).toBeNull();
		expect(cell.code).toBe('my work');
	});

	test('onchange hears every change of the code, the language shown and the results', async () => {
		const changes: CellChange[] = [];
		const { runner } = fakeRunner([{ status: 'done', report }]);
		const cell = makeCell(memory(), runner, { onchange: (change) => changes.push(change) });
		const session = await cell.session();
		cell.setCode('// mine');
		await session.run();
		cell.chooseLanguage('python');
		session.ask('solution');
		expect(changes.map((c) => [c.language, c.code, c.results?.tests.length ?? null])).toEqual([
			['javascript', '// mine', null],
			['javascript', '// mine', 1],
			['python', programs.python.starter, null],
			['python', programs.python.solution, null],
		]);
	});

	test('reload() shows the saved work again, or the starters when a reset cleared it', async () => {
		const env = memory();
		const editor = fakeEditor();
		const changes: string[] = [];
		const cell = makeCell(env, undefined, {
			loadEditor: () => Promise.resolve(editor.factory),
			onchange: (change) => changes.push(change.code),
		});
		await cell.act((session) => session.openEditor({} as HTMLElement, () => 'label', 'keys'));
		cell.setCode('// mine');
		cell.save();
		env.items.delete(CODE_KEY);
		cell.reload();
		expect(cell.code).toBe(programs.javascript.starter);
		expect(editor.text()).toBe(programs.javascript.starter);
		expect(changes.at(-1)).toBe(programs.javascript.starter);
	});

	test('Reset code on an untouched program needs no question', async () => {
		const cell = makeCell();
		(await cell.session()).ask('reset');
		expect(cell.confirming).toBeNull();
		expect(cell.code).toBe(programs.javascript.starter);
	});

	test('Stop asks the runner to stop only while running', async () => {
		let finish: (outcome: CellOutcome) => void = () => {};
		const stops: number[] = [];
		const runner: CellRunner = {
			run: () => new Promise((resolve) => (finish = resolve)),
			stop: () => {
				stops.push(1);
				finish({ status: 'failed', error: { kind: 'stopped', message: 'Stopped' } });
			},
			dispose: () => {},
		};
		const cell = makeCell(memory(), runner);
		(await cell.session()).stop();
		expect(stops).toEqual([]);
		const run = cell.act((session) => session.run());
		await expect.poll(() => cell.running).toBe(true);
		expect(cell.status).toBe('Running…');
		(await cell.session()).stop();
		await run;
		expect(stops).toEqual([1]);
		expect(cell.status).toBe('Stopped.');
	});

	test('a runtime that cannot load is reported, not thrown', async () => {
		const cell = makeCell(memory(), undefined, {
			loadRunner: () => Promise.reject(new Error('network refused')),
		});
		await cell.act((session) => session.run());
		expect(cell.status).toBe('The language could not be loaded: network refused');
	});

	test('damaged saved code is explained and the starter shown', () => {
		const env = memory();
		env.items.set(CODE_KEY, '{not json');
		const cell = makeCell(env);
		expect(cell.notice).toMatch(/could not be read/);
		expect(cell.code).toBe(programs.javascript.starter);
	});

	test('Download names the file by the language', async () => {
		const cell = makeCell();
		const session = await cell.session();
		expect(session.file('backtracking')).toMatchObject({
			name: 'backtracking.js',
			type: 'text/javascript',
		});
		cell.chooseLanguage('python');
		expect(session.file('backtracking')).toMatchObject({
			name: 'backtracking.py',
			text: programs.python.starter,
		});
	});
});
