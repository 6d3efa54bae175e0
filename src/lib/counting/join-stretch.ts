/**
 * The split count's join (split-sweep.ts) a stretch at a time, and shared with a helper thread
 * (helper.ts). The right side's entries are sorted by the degree key they need of a left state,
 * and the left side's states are grouped by their keys, so the join walks the entries in order and
 * meets each group once (pairing-join.ts does the work within a group). Stretches of entries never
 * share a group's work, so two threads can take different stretches and add up what they find.
 *
 * With a helper, the entries are cut into stretches at key boundaries; this thread takes them from
 * the front and the helper from the back, a couple at a time, until they meet. The stretches are
 * small beside the whole join, so the threads end within one stretch of each other however the
 * work falls among the keys.
 */
import { endsOf } from './cut-keys.ts';
import type { HelperQueue } from './helper.ts';
import { ExactSum, PairingJoin, type Pairings } from './pairing-join.ts';
import type { CountProgress } from './types.ts';
import { finish } from '../solvers/types.ts';

/** Both sides of a join, by degree key. */
export interface JoinSides {
	/** The left groups' keys, increasing; group g's pairings are start[g] .. start[g + 1] − 1. */
	keys: Uint32Array;
	start: Int32Array;
	left: Pairings;
	/** The right entries' keys (those they need of a left state), in order, and their pairings. */
	rightKeys: Uint32Array;
	right: Pairings;
}

/** What a stretch of the join found: the sum, and the work counted as split-sweep.ts's stats do. */
export interface JoinTally {
	sum: ExactSum;
	pairs: number;
	joined: PairingJoin;
}

/**
 * Joins a group the slow way (bigint counts, when doubles would not stay exact): left pairings
 * l0 .. l1 − 1 with right entries r0 .. r1 − 1, on `ends` path ends; returns the work done.
 */
export type SlowJoin = (l0: number, l1: number, r0: number, r1: number, ends: number) => number;

/** The first group whose key is at least `key`. */
function firstGroup(keys: Uint32Array, key: number): number {
	let lo = 0;
	let hi = keys.length;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if ((keys[mid] as number) < key) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

/**
 * Joins right entries `from` .. `to` − 1 with their left groups, adding to `tally`. Yields the
 * entry reached and the work done since the last yield whenever that work passes `chunk`: the
 * entries before the one reached are then done.
 */
export function* joinStretch(
	sides: JoinSides,
	from: number,
	to: number,
	tally: JoinTally,
	chunk: number,
	slow?: SlowJoin,
): Generator<{ end: number; work: number }, void> {
	const { keys, start, left, rightKeys, right } = sides;
	const { sum, joined } = tally;
	let g = from < to ? firstGroup(keys, rightKeys[from] as number) : keys.length;
	let work = 0;
	for (let y = from; y < to && g < keys.length;) {
		const key = rightKeys[y] as number;
		let end = y + 1;
		while (end < to && rightKeys[end] === key) end++;
		while (g < keys.length && (keys[g] as number) < key) g++;
		if (keys[g] === key) {
			const l0 = start[g] as number;
			const l1 = start[g + 1] as number;
			tally.pairs += (l1 - l0) * (end - y);
			const ends = endsOf(key);
			const before = joined.steps;
			if (slow === undefined) joined.join(left, l0, l1, right, y, end, ends, sum);
			else joined.steps += slow(l0, l1, y, end, ends);
			work += joined.steps - before + l1 - l0 + end - y;
			if (work > chunk) {
				yield { end, work };
				work = 0;
			}
		}
		y = end;
	}
	if (work > 0) yield { end: to, work };
}

/** Entries `from` .. `to` − 1 with their left groups, copied out for a helper thread. */
export function stretchOf(sides: JoinSides, from: number, to: number): JoinSides {
	const { keys, start, left, rightKeys, right } = sides;
	const g0 = firstGroup(keys, rightKeys[from] as number);
	const g1 = firstGroup(keys, (rightKeys[to - 1] as number) + 1);
	const l0 = start[g0] as number;
	const l1 = start[g1] as number;
	return {
		keys: keys.slice(g0, g1),
		start: start.slice(g0, g1 + 1).map((at) => at - l0),
		left: {
			lo: left.lo.slice(l0, l1),
			hi: left.hi.slice(l0, l1),
			counts: left.counts.slice(l0, l1),
		},
		rightKeys: rightKeys.slice(from, to),
		right: {
			lo: right.lo.slice(from, to),
			hi: right.hi.slice(from, to),
			counts: right.counts.slice(from, to),
		},
	};
}

/** A helper thread's task: a whole stretch (see `stretchOf`), its sum as `ExactSum.text` writes it. */
export function joinPart(sides: JoinSides): { sum: string; pairs: number; steps: number } {
	const tally: JoinTally = { sum: new ExactSum(), pairs: 0, joined: new PairingJoin() };
	finish(joinStretch(sides, 0, sides.rightKeys.length, tally, Infinity));
	return { sum: tally.sum.text, pairs: tally.pairs, steps: tally.joined.steps };
}

/** The buffers of a stretch's arrays, for handing them over without a copy. */
export function stretchBuffers(sides: JoinSides): ArrayBuffer[] {
	const { keys, start, left, rightKeys, right } = sides;
	return [
		keys,
		start,
		left.lo,
		left.hi,
		left.counts,
		rightKeys,
		right.lo,
		right.hi,
		right.counts,
	].map((array) => array.buffer as ArrayBuffer);
}

/** Stretches of the join given to a helper thread at a time, at most. */
const IN_FLIGHT = 2;

/**
 * A join shared with a helper thread: entries `from` .. `to` − 1 cut into about `pieces`
 * stretches at key boundaries, this thread taking them from the front (`next`) and the helper
 * from the back.
 */
export class SharedJoin {
	private readonly queue: HelperQueue;
	private readonly sides: JoinSides;
	/** Stretch s is entries bounds[s] .. bounds[s + 1] − 1. */
	private readonly bounds: number[];
	/** Stretches this thread has taken, from the front. */
	private front = 0;
	/** The first stretch given to the helper: it has them all from here on. */
	private back: number;
	/** The helper's tasks under way, oldest first, with their stretches' sizes. */
	private readonly flying: { id: number; size: number }[] = [];
	/** What the helper's finished stretches found, and how many entries they held. */
	readonly helped = { sum: new ExactSum(), pairs: 0, steps: 0, entries: 0 };

	constructor(queue: HelperQueue, sides: JoinSides, from: number, to: number, pieces: number) {
		this.queue = queue;
		this.sides = sides;
		const { rightKeys } = sides;
		const bounds = [from];
		for (let s = 1; s < pieces; s++) {
			let at = Math.max(from + Math.round(((to - from) * s) / pieces), bounds.at(-1) as number);
			// A stretch ends where the key changes: a group's entries stay together.
			while (at > from && at < to && rightKeys[at] === rightKeys[at - 1]) at++;
			if (at > (bounds.at(-1) as number) && at < to) bounds.push(at);
		}
		if (to > from) bounds.push(to);
		this.bounds = bounds;
		this.back = bounds.length - 1;
		this.give();
	}

	/** This thread's next stretch, or null when the rest are the helper's. */
	next(): { from: number; to: number } | null {
		this.collect();
		if (this.front >= this.back) return null;
		const s = this.front++;
		this.give();
		return { from: this.bounds[s] as number, to: this.bounds[s + 1] as number };
	}

	/** Waits for the helper's last stretches, yielding `news()` while it waits. */
	*finish(news: () => CountProgress): Generator<CountProgress, void> {
		for (const { id, size } of this.flying.splice(0)) {
			this.add(yield* this.queue.wait(id, 'join', news), size);
		}
	}

	/** Hands the helper stretches from the back, while fewer than `IN_FLIGHT` are under way. */
	private give(): void {
		while (this.flying.length < IN_FLIGHT && this.back - 1 >= this.front) {
			const s = --this.back;
			const sides = stretchOf(this.sides, this.bounds[s] as number, this.bounds[s + 1] as number);
			const id = this.queue.start({ kind: 'join', sides }, stretchBuffers(sides));
			this.flying.push({ id, size: sides.rightKeys.length });
		}
	}

	/** Takes in the helper's finished stretches, without waiting. */
	private collect(): void {
		while (this.flying.length > 0) {
			const { id, size } = this.flying[0] as { id: number; size: number };
			const result = this.queue.ready(id, 'join');
			if (result === undefined) return;
			this.flying.shift();
			this.add(result, size);
		}
	}

	private add(result: { sum: string; pairs: number; steps: number }, size: number): void {
		this.helped.sum.addText(result.sum);
		this.helped.pairs += result.pairs;
		this.helped.steps += result.steps;
		this.helped.entries += size;
	}
}
