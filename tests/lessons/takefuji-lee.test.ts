/**
 * Every number that lesson 06 states in the sections on the model, the live
 * network and the boards that never settle, checked against the library and,
 * where it can be, against a computation written out here. The lesson computes
 * its numbers from the library in the MDX; each check quotes the lesson's
 * words around them, so editing a claim without changing it here fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	closedTourExists,
	colourCounts,
	createBoard,
	neuralNetworkEdges,
	neuralNetworkSteps,
	runNeuralNetwork,
	squareName,
	verifyTour,
	type Board,
	type NeuralStep,
	type Square,
} from '../../src/lib/index.ts';
import {
	CYCLES_SEED,
	EXERCISE_SWEEP,
	FOUR_ROW_RUN,
	ODD_RUN,
	SETTLE_CHOICES,
	SIX_RUN,
	TOUR_RUN,
} from '../../src/components/lessons/takefuji-lee/lesson-runs.ts';
import {
	findWorkedNeuron,
	type WorkedNeuron,
} from '../../src/components/lessons/takefuji-lee/worked-neuron.ts';

const lesson = readFileSync('src/content/lessons/06-takefuji-lee.mdx', 'utf8').replace(/\s+/g, ' ');

/** Expects the lesson to say `quote`, word for word (line breaks count as spaces). */
function says(quote: string): void {
	expect(lesson).toContain(quote);
}

/** Lists the knight's moves of a board as pairs of squares, written out without the library. */
function knightMoves(rows: number, cols: number): [Square, Square][] {
	const pairs: [Square, Square][] = [];
	for (let r = 0; r < rows; r++) {
		for (let c = 0; c < cols; c++) {
			for (const [dr, dc] of [
				[1, 2],
				[2, 1],
				[1, -2],
				[2, -1],
			] as const) {
				const [r2, c2] = [r + dr, c + dc];
				if (r2 < rows && c2 >= 0 && c2 < cols) pairs.push([r * cols + c, r2 * cols + c2]);
			}
		}
	}
	return pairs;
}

/** Returns the steps of a run, the start (sweep 0) first. */
function steps(board: Board, seed: number): NeuralStep[] {
	return Array.from(neuralNetworkSteps(board, { seed }));
}

/** Counts the active moves at a square from the outputs alone. */
function activeAt(board: Board, step: NeuralStep, square: Square): number {
	const { from, to } = neuralNetworkEdges(board);
	let n = 0;
	for (let e = 0; e < from.length; e++) {
		if ((from[e] === square || to[e] === square) && step.outputs[e] === 1) n++;
	}
	return n;
}

/**
 * Checks a worked neuron against the two snapshots around its sweep: its numbers, that no other
 * move at its squares switched (so the degrees it saw were those before the sweep), and the rule.
 */
function expectWorked(board: Board, seed: number, worked: WorkedNeuron): void {
	const run = steps(board, seed);
	const [before, after] = [run[worked.sweep - 1], run[worked.sweep]] as [NeuralStep, NeuralStep];
	const { from, to } = neuralNetworkEdges(board);
	const [a, b] = worked.ends;
	expect([from[worked.edge], to[worked.edge]]).toEqual([a, b]);
	expect(worked.u).toBe(before.states[worked.edge]);
	expect(worked.v).toBe(before.outputs[worked.edge]);
	expect(worked.degrees).toEqual([activeAt(board, before, a), activeAt(board, before, b)]);
	for (let e = 0; e < from.length; e++) {
		const touches = from[e] === a || to[e] === a || from[e] === b || to[e] === b;
		if (touches && e !== worked.edge) expect(after.outputs[e]).toBe(before.outputs[e]);
	}
	const nextU = worked.u + 4 - worked.degrees[0] - worked.degrees[1];
	expect(after.states[worked.edge]).toBe(nextU);
	expect(worked.nextU).toBe(nextU);
	expect(after.outputs[worked.edge]).toBe(nextU > 3 ? 1 : nextU < 0 ? 0 : worked.v);
}

/** Checks that cycles are disjoint closed knight's cycles covering the board. */
function expectCoveringCycles(board: Board, cycles: readonly (readonly Square[])[]): void {
	const seen = new Set<Square>();
	for (const cycle of cycles) {
		expect(cycle.length).toBeGreaterThanOrEqual(4);
		for (let i = 0; i < cycle.length; i++) {
			const [p, q] = [cycle[i] as Square, cycle[(i + 1) % cycle.length] as Square];
			const [dr, dc] = [
				Math.abs(Math.floor(p / board.cols) - Math.floor(q / board.cols)),
				Math.abs((p % board.cols) - (q % board.cols)),
			];
			expect(dr * dc).toBe(2);
			expect(seen.has(p)).toBe(false);
			seen.add(p);
		}
	}
	expect(seen.size).toBe(board.size);
}

const board8 = createBoard(TOUR_RUN.rows, TOUR_RUN.cols);

describe('lesson 06, the Takefuji–Lee network: the model', () => {
	test('the 8×8 board has 168 moves, one neuron each', () => {
		says('Every move gets one neuron; the 8×8 board has {moves8} of them.');
		expect(neuralNetworkEdges(board8).from.length).toBe(knightMoves(8, 8).length);
		expect(knightMoves(8, 8).length).toBe(168);
	});

	test('the update and the thresholds are as the lesson writes them', () => {
		says('U_{uv} \\leftarrow U_{uv} + 4 - d(u) - d(v)');
		says('1 & \\text{if } U_{uv} > 3');
		says('0 & \\text{if } U_{uv} < 0');
		says('the input leaves the band from 0 to 3');
		// Every neuron of a whole run obeys the rule where its squares were quiet during the sweep.
		const worked = findWorkedNeuron(board8, TOUR_RUN.seed, 'stays-on');
		expect(worked).not.toBeNull();
		expectWorked(board8, TOUR_RUN.seed, worked as WorkedNeuron);
	});

	test('the worked example: f2–h1 in sweep 1 of seed 32 on 8×8, U = 0 + 4 − 3 − 2 = −1, switches off', () => {
		says('In the run on 8×8 with seed {TOUR_RUN.seed}, the move');
		says('starts active, with U = {worked.u}.');
		says(
			'U = {signed(worked.u)} + 4 − {worked.degrees[0]} − {worked.degrees[1]} = {signed(worked.nextU)}. That is below 0',
		);
		says('so the move switches off.');
		says('That leaves {workedNames[0]} with {worked.degrees[0] - 1} active moves');
		const worked = findWorkedNeuron(board8, TOUR_RUN.seed, 'off') as WorkedNeuron;
		expectWorked(board8, TOUR_RUN.seed, worked);
		expect(worked.ends.map((s) => squareName(board8, s))).toEqual(['f2', 'h1']);
		expect(worked).toMatchObject({ sweep: 1, u: 0, v: 1, degrees: [3, 2], nextU: -1, nextV: 0 });
	});

	test('the exercise: b8–c6 after sweep 2 has U = 3, off; 3 + 4 − 2 − 1 = 4 in sweep 3', () => {
		says(
			'after sweep {asked.sweep - 1} the move {askedNames[0]}–{askedNames[1]} is off with U = {asked.u}',
		);
		says('The move is off, so it is counted at neither square;');
		const asked = findWorkedNeuron(board8, TOUR_RUN.seed, 'on', EXERCISE_SWEEP) as WorkedNeuron;
		expectWorked(board8, TOUR_RUN.seed, asked);
		expect(asked.ends.map((s) => squareName(board8, s))).toEqual(['b8', 'c6']);
		expect(asked).toMatchObject({ sweep: 3, u: 3, v: 0, degrees: [2, 1], nextU: 4, nextV: 1 });
	});

	test('once every square has two active moves, every push is 4 − 2 − 2 = 0 and nothing changes', () => {
		says("every neuron's push is $4 - 2 - 2 = 0$");
		says('the run ends after one more sweep in which nothing changes');
		const run = steps(board8, TOUR_RUN.seed);
		const [settled, last] = run.slice(-2) as [NeuralStep, NeuralStep];
		expect(Array.from(settled.degrees).every((d) => d === 2)).toBe(true);
		expect(last.changed).toBe(0);
		expect(Array.from(last.states)).toEqual(Array.from(settled.states));
	});
});

describe('lesson 06: a live network', () => {
	test('seed 32 settles after 19 sweeps into one tour of 8×8; seed 1 after 19 sweeps into 2 cycles', () => {
		says(
			'With seed {TOUR_RUN.seed} the 8×8 network settles after {tourRun.iterations} sweeps into one tour.',
		);
		says(
			'seed {CYCLES_SEED} it settles after {cyclesRun.iterations} sweeps into {cyclesRun.cycles.length} cycles.',
		);
		const tour = runNeuralNetwork(board8, { seed: TOUR_RUN.seed });
		expect(tour).toMatchObject({ status: 'tour', iterations: 19 });
		expect(verifyTour(board8, tour.cycles[0] as Square[], { closed: true })).toEqual({ ok: true });
		const cycles = runNeuralNetwork(board8, { seed: CYCLES_SEED });
		expect(cycles).toMatchObject({ status: 'cycles', iterations: 19 });
		expect(cycles.cycles.length).toBe(2);
		expectCoveringCycles(board8, cycles.cycles);
	});
});

describe('lesson 06: why some boards never settle', () => {
	test('5×5 has 13 dark squares and 12 light, 7×7 has 25 and 24; every odd×odd board differs by one', () => {
		says(
			'5×5 board has {colours5.dark} dark squares and {colours5.light} light ones, and 7×7 has {colours7.dark} and {colours7.light}',
		);
		says("every board with both sides odd has one square more of its corners' colour");
		expect(colourCounts(createBoard(5, 5))).toEqual({ dark: 13, light: 12 });
		expect(colourCounts(createBoard(7, 7))).toEqual({ dark: 25, light: 24 });
		for (let m = 1; m <= 15; m += 2) {
			for (let n = 1; n <= 15; n += 2) {
				let corner = 0;
				for (let s = 0; s < m * n; s++) if ((Math.floor(s / n) + (s % n)) % 2 === 0) corner++;
				expect(corner - (m * n - corner)).toBe(1);
			}
		}
	});

	test('5×5 and 7×7 never settle: seed 1 on 5×5 stops at 1,000 sweeps with 2 squares out', () => {
		says(
			"On 5×5 with seed {ODD_RUN.seed} it stops at the limit of {oddRun.iterations.toLocaleString('en-GB')} sweeps with {oddOut} squares still out of balance.",
		);
		const board5 = createBoard(ODD_RUN.rows, ODD_RUN.cols);
		expect(runNeuralNetwork(board5, { seed: ODD_RUN.seed })).toMatchObject({
			status: 'no-convergence',
			iterations: 1000,
			ending: 'limit',
		});
		const last = steps(board5, ODD_RUN.seed).at(-1) as NeuralStep;
		expect(Array.from(last.degrees).filter((d) => d !== 2).length).toBe(2);
		// The proof covers every seed; these are a check that the library agrees with it.
		for (const [rows, cols] of [
			[5, 5],
			[7, 7],
		] as const) {
			for (let seed = 0; seed < 10; seed++) {
				const run = runNeuralNetwork(createBoard(rows, cols), { seed, maxIterations: 200 });
				expect(run.status).toBe('no-convergence');
			}
		}
	});

	test('4×6 with seed 1 settles after 28 sweeps into 3 cycles, and never into a tour', () => {
		says(
			'On 4×6 with seed {FOUR_ROW_RUN.seed} the network settles after {fourRun.iterations} sweeps into {fourRun.cycles.length} cycles.',
		);
		says('one cycle through all 24 squares would be a closed tour');
		const board = createBoard(FOUR_ROW_RUN.rows, FOUR_ROW_RUN.cols);
		expect(board.size).toBe(24);
		const run = runNeuralNetwork(board, { seed: FOUR_ROW_RUN.seed });
		expect(run).toMatchObject({ status: 'cycles', iterations: 28 });
		expect(run.cycles.length).toBe(3);
		expectCoveringCycles(board, run.cycles);
		expect(closedTourExists(4, 6).exists).toBe(false);
		for (let seed = 0; seed < 50; seed++)
			expect(runNeuralNetwork(board, { seed }).status).not.toBe('tour');
	});

	test('a settled 6×6 network has 2 × 36 / 2 = 36 active moves; seed 10 settles into a tour in 14 sweeps', () => {
		says('so there are 2 × 36 / 2 = ${sixActive} active moves');
		says('seed ${SIX_RUN.seed} does, after ${sixRun.iterations} sweeps');
		const board = createBoard(SIX_RUN.rows, SIX_RUN.cols);
		const run = runNeuralNetwork(board, { seed: SIX_RUN.seed });
		expect(run).toMatchObject({ status: 'tour', iterations: 14 });
		const last = steps(board, SIX_RUN.seed).at(-1) as NeuralStep;
		const active = Array.from(last.outputs).filter((v) => v === 1).length;
		expect(active).toBe(36);
		expect(run.cycles.reduce((total, cycle) => total + cycle.length, 0)).toBe(active);
	});

	test('of 5×5, 4×6, 6×6 and 7×7, only 6×6 can settle into one tour', () => {
		const possible = SETTLE_CHOICES.filter(([r, c]) => closedTourExists(r, c).exists);
		expect(possible).toEqual([[6, 6]]);
		const colours = SETTLE_CHOICES.map(([r, c]) => colourCounts(createBoard(r, c)));
		expect(colours.map((k) => k.dark === k.light)).toEqual([false, true, true, false]);
	});
});
