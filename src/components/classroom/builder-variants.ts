/**
 * "Vary by student": a pool of variants of a tour task (another start, end or
 * set of holes), each one solved by the site before it goes in. Candidates
 * are drawn from a random source seeded by the task itself, so the same task
 * always gives the same pool, and the teacher's own set-up comes first when
 * it names every field that varies. Runs in the builder's worker.
 */
import type { Square } from '../../lib/board.ts';
import type { TourAssignmentTask, TourVariant } from '../../lib/classroom/types.ts';
import { createRandom, type Random } from '../../lib/random.ts';
import { tourTaskVerdict } from '../../lib/tour-task.ts';
import type { ProgressEvent } from '../../workers/protocol.ts';
import type { Vary } from './builder-drafts.ts';

/** How many variants the builder looks for, and the fewest it hands out. */
export const VARIANT_TARGET = 12;
export const VARIANT_MIN = 8;
/** Distinct candidates tried at most, and positions each candidate's search may place. */
const MAX_CANDIDATES = 120;
const VARIANT_BUDGET = 200_000;

/** A copy of a tour task with a variant's fields in place of the task's. */
export function applyVariant(task: TourAssignmentTask, variant: TourVariant): TourAssignmentTask {
	const applied: TourAssignmentTask = { ...task, board: { ...task.board } };
	delete applied.variants;
	if (variant.holes !== undefined) {
		if (variant.holes.length > 0) applied.board.holes = [...variant.holes];
		else delete applied.board.holes;
	}
	if (variant.start !== undefined) applied.start = variant.start;
	if (variant.end !== undefined) applied.end = variant.end;
	return applied;
}

/** A 32-bit FNV-1a hash of a text: the seed of a task's candidates. */
function seedOf(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193) >>> 0;
	}
	return h;
}

/** Picks one of `items` (not empty). */
function pick(random: Random, items: readonly Square[]): Square {
	return items[Math.floor(random() * items.length)] as Square;
}

/** Draws one candidate: holes first (same number), then Start, then End, each on a free square. */
function draw(task: TourAssignmentTask, vary: Vary, random: Random): TourVariant | null {
	const { rows, cols } = task.board;
	const fixed = new Set((task.constraints ?? []).map((c) => c.square));
	const all = Array.from({ length: rows * cols }, (_, s) => s).filter((s) => !fixed.has(s));
	const variant: TourVariant = {};
	let holes = task.board.holes ?? [];
	if (vary.holes) {
		const keep = new Set<Square>();
		if (!vary.start && task.start !== undefined) keep.add(task.start);
		if (!vary.end && task.end !== undefined) keep.add(task.end);
		const free = all.filter((s) => !keep.has(s));
		const count = Math.min(holes.length, free.length - 2);
		if (count < 1) return null;
		const chosen = new Set<Square>();
		while (chosen.size < count) chosen.add(pick(random, free));
		holes = [...chosen].sort((a, b) => a - b);
		variant.holes = holes;
	}
	const open = all.filter((s) => !holes.includes(s));
	let start = task.start;
	if (vary.start) {
		const choices = open.filter((s) => s !== task.end || vary.end);
		if (choices.length === 0) return null;
		start = pick(random, choices);
		variant.start = start;
	}
	if (vary.end) {
		const choices = open.filter((s) => s !== start);
		if (choices.length === 0) return null;
		variant.end = pick(random, choices);
	}
	return variant;
}

/** The variant that is the task itself, when the task names every field that varies. */
function teachersOwn(task: TourAssignmentTask, vary: Vary): TourVariant | null {
	const own: TourVariant = {};
	if (vary.holes) own.holes = [...(task.board.holes ?? [])];
	if (vary.start) {
		if (task.start === undefined) return null;
		own.start = task.start;
	}
	if (vary.end) {
		if (task.end === undefined) return null;
		own.end = task.end;
	}
	return own;
}

/** What `findVariants` found: the solved variants and how many candidates it tried. */
export interface VariantPool {
	variants: TourVariant[];
	tried: number;
}

/**
 * Looks for up to `VARIANT_TARGET` distinct variants that the site solves (a
 * tour found within the budget), trying at most `MAX_CANDIDATES` distinct
 * candidates; yields progress after each, so that the worker can stop it.
 */
export function* findVariants(
	task: TourAssignmentTask,
	vary: Vary,
): Generator<ProgressEvent, VariantPool, void> {
	const random = createRandom(seedOf(JSON.stringify([task, vary])));
	const seen = new Set<string>();
	const variants: TourVariant[] = [];
	let tried = 0;
	const own = teachersOwn(task, vary);
	for (let draws = 0; draws < 20 * MAX_CANDIDATES; draws++) {
		if (variants.length >= VARIANT_TARGET || tried >= MAX_CANDIDATES) break;
		const candidate = draws === 0 && own !== null ? own : draw(task, vary, random);
		if (candidate === null) break;
		const key = JSON.stringify(candidate);
		if (seen.has(key)) continue;
		seen.add(key);
		tried++;
		const verdict = tourTaskVerdict(applyVariant(task, candidate), VARIANT_BUDGET);
		if (verdict.possible === true) variants.push(candidate);
		yield {
			kind: 'progress',
			fraction: variants.length / VARIANT_TARGET,
			counters: { variants: variants.length, tried },
		};
	}
	return { variants, tried };
}
