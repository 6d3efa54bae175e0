/**
 * What a student's search did, for the step player: the run's steps come back
 * from the worker as one Int32Array (+s+1 for `visit(s)`, −(s+1) for
 * `unvisit(s)`), and this builds the board after any number of them — the
 * squares on the stack in order, each square's place on it, the counters. A
 * student's program may unvisit a square that is not the last one or visit a
 * square twice: the view shows what was asked, and squares off the board are
 * counted but not drawn.
 */
import type { StepViewSpec } from '../player/player.svelte.ts';

/** The board after some of a student's steps. */
export interface CodeStepView {
	/** Squares on the board. */
	readonly size: number;
	/** The squares visited and not yet taken back, in order. */
	readonly stack: number[];
	/** Place on the stack by square (1 is the first), 0 when the square is not on it. */
	readonly order: Int32Array;
	/** `visit` calls so far. */
	visits: number;
	/** `unvisit` calls so far. */
	unvisits: number;
	/** The last step applied (as recorded), or 0 before the first. */
	last: number;
}

/** Returns the view before any step, for a board of `size` squares. */
export function createCodeStepView(size: number): CodeStepView {
	return { size, stack: [], order: new Int32Array(size), visits: 0, unvisits: 0, last: 0 };
}

/** Numbers the stack's squares from `from` on. */
function renumber(view: CodeStepView, from: number): void {
	for (let i = from; i < view.stack.length; i++) {
		const square = view.stack[i] as number;
		if (square >= 0 && square < view.size) view.order[square] = i + 1;
	}
}

/** Applies one recorded step (+s+1 visit, −(s+1) unvisit) to the view, in place. */
export function applyCodeStep(view: CodeStepView, step: number): void {
	view.last = step;
	if (step > 0) {
		view.visits++;
		view.stack.push(step - 1);
		renumber(view, view.stack.length - 1);
		return;
	}
	if (step === 0) return;
	view.unvisits++;
	const square = -step - 1;
	const at = view.stack.lastIndexOf(square);
	if (at < 0) return;
	view.stack.splice(at, 1);
	// A square visited twice keeps its later place; taking back one under the top renumbers the rest.
	if (square < view.size) view.order[square] = view.stack.lastIndexOf(square) + 1;
	if (at < view.stack.length) renumber(view, at);
}

/** The view spec the step player takes for a board of `size` squares. */
export function codeStepSpec(size: number): StepViewSpec<number, CodeStepView> {
	return { create: () => createCodeStepView(size), apply: applyCodeStep };
}

/** Returns a fresh stream over recorded steps (the step player replays it for Step back). */
export function* codeSteps(steps: Int32Array): Generator<number, void, void> {
	for (const step of steps) yield step;
}

/**
 * Returns a marker function for the timeline: the first `unvisit` after a run of visits is a
 * 'backtrack'. It remembers the step before, so give each player its own.
 */
export function createCodeStepMarker(): (step: number) => string | null {
	let retreating = false;
	return (step) => {
		const first = step < 0 && !retreating;
		retreating = step < 0;
		return first ? 'backtrack' : null;
	};
}

/** Says what the last step did, with square names from `name`: "visit(c3): 4 squares on the board". */
export function describeCodeStep(view: CodeStepView, name: (square: number) => string): string {
	const step = view.last;
	if (step === 0) return 'No steps yet.';
	const square = Math.abs(step) - 1;
	const shown = square < view.size ? name(square) : `square ${String(square)} (off the board)`;
	const count = view.stack.length;
	const squares = `${count.toLocaleString('en-GB')} square${count === 1 ? '' : 's'} on the board`;
	return step > 0 ? `visit(${shown}): ${squares}.` : `unvisit(${shown}): ${squares}.`;
}
