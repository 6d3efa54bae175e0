/**
 * A handed-in tour in few bytes. A knight's tour makes at most 8 different
 * steps (square differences), so after the first square it is written as a
 * small dictionary of steps and one 3-bit index per move: an 8×8 tour takes
 * about 34 bytes instead of 64, a 40×40 one about 620 instead of 3,200. The
 * decoder needs no board, so a wrong tour (a non-knight move, a square off
 * the task's board) travels as it is, for the marking to explain. Tours with
 * more than 16 different steps, or shorter written square by square, are
 * written square by square.
 *
 *     length · first square · k · (k = 0: each further square)
 *                                 (k = 1–16: k zig-zag steps, then the indices, ⌈log₂ k⌉ bits each)
 */
import type { Square } from '../board.ts';
import { malformed, type ByteReader, type ByteWriter } from './bytes.ts';
import { CLASSROOM_LIMITS } from './types.ts';

/** Most different steps a packed tour may use. */
const MAX_STEPS = 16;

/** Bits per index for a dictionary of `k` steps. */
function bitsFor(k: number): number {
	return k <= 1 ? 0 : Math.ceil(Math.log2(k));
}

/** Bytes a varint of `value` takes. */
function varintSize(value: number): number {
	let size = 1;
	for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) size++;
	return size;
}

/** Zig-zag: 0, −1, 1, −2, … → 0, 1, 2, 3, … */
function zigzag(step: number): number {
	return step >= 0 ? 2 * step : -2 * step - 1;
}

/** Writes a tour (squares already checked to be 0 to 1,599, at most 1,600 of them). */
export function writeTour(out: ByteWriter, tour: ArrayLike<Square>): void {
	out.uint(tour.length);
	if (tour.length === 0) return;
	out.uint(tour[0] as Square);
	if (tour.length === 1) return;
	const steps: number[] = [];
	const indexOf = new Map<number, number>();
	const indices: number[] = [];
	let rawSize = 0;
	for (let i = 1; i < tour.length; i++) {
		const step = (tour[i] as Square) - (tour[i - 1] as Square);
		let index = indexOf.get(step);
		if (index === undefined) {
			index = steps.length;
			indexOf.set(step, index);
			steps.push(step);
		}
		indices.push(index);
		rawSize += varintSize(tour[i] as Square);
	}
	const bits = bitsFor(steps.length);
	const packedSize =
		steps.reduce((sum, step) => sum + varintSize(zigzag(step)), 0) +
		Math.ceil((indices.length * bits) / 8);
	if (steps.length > MAX_STEPS || packedSize >= rawSize) {
		out.uint(0);
		for (let i = 1; i < tour.length; i++) out.uint(tour[i] as Square);
		return;
	}
	out.uint(steps.length);
	for (const step of steps) out.uint(zigzag(step));
	let buffer = 0;
	let filled = 0;
	for (const index of indices) {
		buffer |= index << filled;
		filled += bits;
		while (filled >= 8) {
			out.byte(buffer & 0xff);
			buffer >>>= 8;
			filled -= 8;
		}
	}
	if (filled > 0) out.byte(buffer);
}

/** Reads a tour written by `writeTour`; `what` names it in messages. */
export function readTour(input: ByteReader, what: string): Square[] {
	const lastSquare = CLASSROOM_LIMITS.tourLength - 1;
	const length = input.uint(`the length of ${what}`, CLASSROOM_LIMITS.tourLength);
	if (length === 0) return [];
	const tour: Square[] = [input.uint(`the first square of ${what}`, lastSquare)];
	if (length === 1) return tour;
	const k = input.uint(`the number of steps in ${what}`, MAX_STEPS);
	if (k === 0) {
		if (length - 1 > input.remaining) malformed(`it ends in the middle of ${what}`);
		for (let i = 1; i < length; i++) tour.push(input.uint(`a square of ${what}`, lastSquare));
		return tour;
	}
	const steps: number[] = [];
	for (let i = 0; i < k; i++) {
		const z = input.uint(`a step of ${what}`, 2 * lastSquare);
		const step = z % 2 === 0 ? z / 2 : -(z + 1) / 2;
		if (steps.includes(step)) malformed(`${what} lists the step ${String(step)} twice`);
		steps.push(step);
	}
	const bits = bitsFor(k);
	const byteCount = Math.ceil(((length - 1) * bits) / 8);
	if (byteCount > input.remaining) malformed(`it ends in the middle of ${what}`);
	let buffer = 0;
	let filled = 0;
	const mask = (1 << bits) - 1;
	for (let i = 1; i < length; i++) {
		while (filled < bits) {
			buffer |= input.byte(what) << filled;
			filled += 8;
		}
		const index = buffer & mask;
		buffer >>>= bits;
		filled -= bits;
		if (index >= k) malformed(`${what} uses step number ${String(index + 1)} of ${String(k)}`);
		const square = (tour[i - 1] as Square) + (steps[index] as number);
		if (square < 0 || square > lastSquare) malformed(`${what} leaves the squares of a 40×40 board`);
		tour.push(square);
	}
	if (buffer !== 0) malformed(`${what} has stray bits after its last move`);
	return tour;
}
