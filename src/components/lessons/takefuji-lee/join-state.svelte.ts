/**
 * State of the join demo: a settled network's cycles (working rule, fresh
 * order every sweep) and the two-edge swaps `joinCycles` makes, replayed one
 * at a time. Which moves to draw, and how, is worked out here; the view only
 * draws lines.
 */
import { squareName, type Board, type Square } from '../../../lib/board.ts';
import { joinCycles, type JoinResult } from '../../../lib/solvers/join-cycles.ts';
import { runNeuralNetwork, type NeuralNetworkResult } from '../../../lib/solvers/takefuji-lee.ts';

/** A move to draw: on a cycle (coloured by cycle), put in by the latest swap, or taken out by it. */
export interface JoinMove {
	key: string;
	from: Square;
	to: Square;
	kind: 'cycle' | 'added' | 'removed';
	/** Index of the cycle the move lies on (0 to 5, repeating); −1 for removed moves. */
	colour: number;
}

/** A placeholder run, replaced in the constructor. */
const NO_RUN: NeuralNetworkResult = {
	status: 'no-convergence',
	iterations: 0,
	cycles: [],
	ending: 'stuck',
};

/** Names cycle k "A", "B", … */
export function cycleLetter(index: number): string {
	return String.fromCharCode(65 + (index % 26));
}

/** Returns the moves of cycles, each as a sorted-key move with its cycle's index. */
function cycleMoves(cycles: readonly Square[][]): JoinMove[] {
	return cycles.flatMap((cycle, c) =>
		cycle.map((s, i) => {
			const t = cycle[(i + 1) % cycle.length] as Square;
			const [a, b] = s < t ? [s, t] : [t, s];
			return {
				key: `${String(a)}-${String(b)}`,
				from: a,
				to: b,
				kind: 'cycle' as const,
				colour: c,
			};
		}),
	);
}

/** The join demo's state for one board and seed. */
export class JoinState {
	readonly board: Board;
	readonly seed: number;
	// Initialised here so that the derived values below may name them; set in the constructor.
	readonly network: NeuralNetworkResult = NO_RUN;
	/** The joins, or null when the network gave no set of several cycles to join. */
	readonly join: JoinResult | null = null;
	/** Swaps made so far (0: the network's own cycles). */
	step = $state(0);

	readonly total = $derived(this.join?.joins.length ?? 0);
	readonly atEnd = $derived(this.step >= this.total);
	readonly cycles = $derived(
		this.step === 0 ? this.network.cycles : (this.join?.joins[this.step - 1]?.cycles ?? []),
	);
	readonly moves = $derived.by((): JoinMove[] => {
		const moves = cycleMoves(this.cycles);
		const last = this.step === 0 ? undefined : this.join?.joins[this.step - 1];
		if (last === undefined) return moves;
		const added = last.added.map(([a, b]) => `${String(Math.min(a, b))}-${String(Math.max(a, b))}`);
		const removed = last.removed.map(([a, b]) => ({
			key: `x${String(a)}-${String(b)}`,
			from: a,
			to: b,
			kind: 'removed' as const,
			colour: -1,
		}));
		return [
			...moves.map((m) => (added.includes(m.key) ? { ...m, kind: 'added' as const } : m)),
			...removed,
		];
	});
	readonly status = $derived.by(() => this.#describe());

	/** Runs the network and joins its cycles (a few milliseconds on boards up to 12×12). */
	constructor(board: Board, seed: number) {
		this.board = board;
		this.seed = seed;
		this.network = runNeuralNetwork(board, { seed });
		this.join = this.network.status === 'cycles' ? joinCycles(board, this.network.cycles) : null;
	}

	/** Names a square as in chess. */
	name = (square: Square): string => squareName(this.board, square);

	/** Says what the shown step is. */
	#describe(): string {
		const n = this.network;
		if (n.status === 'no-convergence') {
			return `With seed ${String(this.seed)} the network did not settle in ${String(n.iterations)} sweeps: no cycles to join. Try another seed.`;
		}
		if (n.status === 'tour')
			return `With seed ${String(this.seed)} the network settled on one closed tour already: nothing to join.`;
		const sizes = this.cycles.map((c, i) => `${cycleLetter(i)} ${String(c.length)}`).join(', ');
		if (this.step === 0) {
			return `The network settled after ${String(n.iterations)} sweeps on ${String(n.cycles.length)} cycles (squares: ${sizes}). ${this.total === 0 ? 'No swap fits.' : 'Step makes the first swap.'}`;
		}
		const last = this.join?.joins[this.step - 1];
		if (last === undefined) return '';
		const [[a, b], [c, d]] = last.removed;
		const made = `Swap ${String(this.step)}: took out ${this.name(a)}–${this.name(b)} and ${this.name(c)}–${this.name(d)}, put in ${this.name(a)}–${this.name(c)} and ${this.name(b)}–${this.name(d)}.`;
		if (this.cycles.length === 1)
			return `${made} One closed tour of all ${String(this.cycles[0]?.length ?? 0)} squares, checked move by move.`;
		const left = `${made} ${String(this.cycles.length)} cycles left (squares: ${sizes}).`;
		return this.atEnd ? `${left} No swap fits between them.` : left;
	}

	forward = (): void => {
		if (this.step < this.total) this.step++;
	};
	back = (): void => {
		if (this.step > 0) this.step--;
	};
	reset = (): void => {
		this.step = 0;
	};
	skipToEnd = (): void => {
		this.step = this.total;
	};
}
