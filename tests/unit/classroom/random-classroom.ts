/**
 * Seeded random assignments and submissions for the round-trip tests: every
 * optional field present or absent (variants, notes and work logs too), every
 * kind of text (HTML, emoji, lone surrogates, `__proto__`, control
 * characters), sizes up to the limits.
 */
import {
	CLASSROOM_LIMITS as LIMITS,
	randomInt,
	type Answer,
	type Assignment,
	type Random,
	type Square,
	type Submission,
	type Task,
	type TourAssignmentTask,
	type TourVariant,
	type WorkEntry,
	type WorkLog,
} from '../../../src/lib/index.ts';

/** Pieces random text is made of: the hostile and the ordinary. */
const PIECES = [
	'Knight',
	' ',
	'tour',
	'1,728',
	'<script>alert("x")</script>',
	'<img src=x onerror=alert(1)>',
	'&amp;',
	'"quoted"',
	"'",
	'__proto__',
	'constructor',
	'{"__proto__":{"polluted":1}}',
	'\n',
	'\t',
	'\u0000',
	'é',
	'e\u0301',
	'騎士',
	'😀',
	'👩‍👩‍👧',
	'\ud800',
	'\udfff',
	'\u202e',
	'𝕜',
];

/** True with probability `p`. */
function chance(random: Random, p: number): boolean {
	return random() < p;
}

/** Random text of at most `max` UTF-16 units (sometimes exactly `max`, sometimes empty). */
export function randomText(random: Random, max: number): string {
	const roll = random();
	if (roll < 0.05) return '';
	if (roll < 0.08) return 'x'.repeat(max);
	let text = '';
	const pieces = randomInt(random, 12);
	for (let i = 0; i < pieces; i++) {
		const piece = PIECES[randomInt(random, PIECES.length)] as string;
		if (text.length + piece.length > max) break;
		text += piece;
	}
	return text;
}

/** `count` distinct squares below `size`, in random order. */
function distinctSquares(random: Random, size: number, count: number): Square[] {
	const chosen = new Set<Square>();
	while (chosen.size < count) chosen.add(randomInt(random, size));
	return [...chosen];
}

/** A random side: mostly classroom sizes, now and then up to 40. */
function randomSide(random: Random): number {
	return chance(random, 0.85) ? 1 + randomInt(random, 10) : 1 + randomInt(random, LIMITS.side);
}

/** A random tour task that passes every check. */
export function randomTourTask(random: Random): TourAssignmentTask {
	const rows = randomSide(random);
	const cols = randomSide(random);
	const size = rows * cols;
	const holes = distinctSquares(random, size, randomInt(random, Math.min(size, 12)));
	const isHole = new Set(holes);
	const open = Array.from({ length: size }, (_, s) => s).filter((s) => !isHole.has(s));
	const pick = (): Square => open[randomInt(random, open.length)] as Square;
	const task: TourAssignmentTask = { kind: 'tour', board: { rows, cols } };
	if (holes.length > 0 || chance(random, 0.2)) task.board.holes = holes;
	if (chance(random, 0.6)) task.start = pick();
	if (chance(random, 0.3)) task.end = pick();
	if (chance(random, 0.5)) task.closed = chance(random, 0.5);
	if (chance(random, 0.4)) {
		task.constraints = Array.from(
			{ length: randomInt(random, Math.min(open.length, 6) + 1) },
			() => ({
				move: 1 + randomInt(random, open.length),
				square: pick(),
			}),
		);
	}
	if (chance(random, 0.5)) task.hints = chance(random, 0.5);
	if (chance(random, 0.3)) task.variants = randomVariants(random, task);
	if (chance(random, 0.2)) task.note = randomText(random, LIMITS.note);
	return task;
}

/** The squares a task names (Start, End, fixed moves): a variant's holes must leave them open. */
function namedSquares(task: TourAssignmentTask): Set<Square> {
	const named = new Set<Square>((task.constraints ?? []).map((c) => c.square));
	if (task.start !== undefined) named.add(task.start);
	if (task.end !== undefined) named.add(task.end);
	return named;
}

/** One random variant of `task`: new holes, Start or End, each now and then; Start ≠ End. */
function randomVariant(random: Random, task: TourAssignmentTask): TourVariant {
	const size = task.board.rows * task.board.cols;
	const variant: TourVariant = {};
	// New holes only where fixed moves cannot then outnumber the squares to visit.
	if (task.constraints === undefined && chance(random, 0.4)) {
		const named = namedSquares(task);
		const free = Array.from({ length: size }, (_, s) => s).filter((s) => !named.has(s));
		const most = Math.min(named.size === 0 ? free.length - 1 : free.length, 10);
		const picked = distinctSquares(random, free.length, randomInt(random, most + 1));
		variant.holes = picked.map((i) => free[i] as Square);
	}
	const holes = new Set(variant.holes ?? task.board.holes ?? []);
	const open = Array.from({ length: size }, (_, s) => s).filter((s) => !holes.has(s));
	if (chance(random, 0.6)) variant.start = open[randomInt(random, open.length)] as Square;
	if (chance(random, 0.3)) variant.end = open[randomInt(random, open.length)] as Square;
	const start = variant.start ?? task.start;
	if (open.length > 1 && start !== undefined && start === (variant.end ?? task.end)) {
		variant.end = open.find((s) => s !== start) as Square;
	}
	return variant;
}

/** 2 to 32 random variants of `task` (sometimes exactly 32). */
function randomVariants(random: Random, task: TourAssignmentTask): TourVariant[] {
	const count = chance(random, 0.1) ? LIMITS.variants : 2 + randomInt(random, 6);
	return Array.from({ length: count }, () => randomVariant(random, task));
}

/** A random task of either kind. */
function randomTask(random: Random): Task {
	if (chance(random, 0.7)) return randomTourTask(random);
	const task: Task = {
		kind: 'question',
		question: randomText(random, LIMITS.question),
		answer: randomText(random, LIMITS.answer),
	};
	if (chance(random, 0.2)) task.note = randomText(random, LIMITS.note);
	return task;
}

/** A random assignment that passes every check. */
export function randomAssignment(random: Random): Assignment {
	const count = chance(random, 0.05) ? LIMITS.tasks : randomInt(random, 12);
	return {
		title: randomText(random, LIMITS.title),
		instructions: randomText(random, LIMITS.instructions),
		tasks: Array.from({ length: count }, () => randomTask(random)),
	};
}

/** A random walk of knight's moves on a board `cols` wide, or random squares: what a student might hand in. */
function randomTour(random: Random, long: boolean): Square[] {
	const last = LIMITS.tourLength - 1;
	const length = long && chance(random, 0.05) ? LIMITS.tourLength : randomInt(random, 70);
	if (chance(random, 0.3)) return Array.from({ length }, () => randomInt(random, last + 1));
	const cols = 1 + randomInt(random, LIMITS.side);
	const rows = Math.floor(LIMITS.tourLength / cols);
	const steps = [
		[1, 2],
		[2, 1],
		[2, -1],
		[1, -2],
		[-1, -2],
		[-2, -1],
		[-2, 1],
		[-1, 2],
	] as const;
	let r = randomInt(random, rows);
	let c = randomInt(random, cols);
	const tour: Square[] = [];
	for (let i = 0; i < length; i++) {
		tour.push(r * cols + c);
		const [dr, dc] = steps[randomInt(random, 8)] as readonly [number, number];
		// Off the edge: stay put (a repeated square, as a wrong tour may have).
		if (r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < cols) {
			r += dr;
			c += dc;
		}
	}
	return tour;
}

/** A random work entry at `ms` or later. */
function randomEntry(random: Random, ms: number): WorkEntry {
	const roll = random();
	const gap = roll < 0.02 ? LIMITS.logMs - ms : chance(random, 0.9) ? randomInt(random, 9000) : 0;
	// Now and then all the way to the limit (randomInt takes 32-bit counts only).
	const at =
		roll < 0.01 ? LIMITS.logMs : Math.min(LIMITS.logMs, ms + Math.floor(random() * (gap + 1)));
	if (roll < 0.7) return { action: 'move', square: randomInt(random, LIMITS.tourLength), ms: at };
	const others = ['undo', 'clear', 'hint', 'solution'] as const;
	return { action: others[randomInt(random, others.length)] as WorkEntry['action'], ms: at };
}

/** A random work log (its digest random too: the codes do not check the chain); `long` allows a full one. */
export function randomLog(random: Random, long: boolean): WorkLog {
	const length = long && chance(random, 0.03) ? LIMITS.logEntries : randomInt(random, 90);
	const entries: WorkEntry[] = [];
	let ms = 0;
	for (let i = 0; i < length; i++) {
		const entry = randomEntry(random, ms);
		entries.push(entry);
		ms = entry.ms;
	}
	const digest = Array.from({ length: 16 }, () => randomInt(random, 16).toString(16)).join('');
	return { entries, digest };
}

/** The path a log's moves and undos leave, worked out here (not by the library). */
export function pathOf(entries: readonly WorkEntry[]): Square[] {
	const path: Square[] = [];
	for (const entry of entries) {
		if (entry.action === 'move' && entry.square !== undefined) path.push(entry.square);
		if (entry.action === 'undo') path.pop();
		if (entry.action === 'clear') path.splice(0);
	}
	return path;
}

/** A random answer that passes every check; `long` allows a tour of 1,600 squares. */
function randomAnswer(random: Random, long: boolean): Answer {
	const answer: Answer = {
		hints: chance(random, 0.1) ? LIMITS.hints : randomInt(random, 5),
		solutionShown: chance(random, 0.3),
		seconds: chance(random, 0.7)
			? randomInt(random, 5000)
			: chance(random, 0.5)
				? random() * 1000
				: LIMITS.seconds,
	};
	if (chance(random, 0.6)) answer.tour = randomTour(random, long);
	if (chance(random, 0.5)) answer.answer = randomText(random, LIMITS.answer);
	if (chance(random, 0.4)) {
		answer.log = randomLog(random, long);
		const path = pathOf(answer.log.entries);
		// Often the tour is the one its log replays to, as the student's page hands it in.
		if (chance(random, 0.5) && path.length <= LIMITS.tourLength) answer.tour = path;
	}
	return answer;
}

/** A random submission that passes every check. */
export function randomSubmission(random: Random): Submission {
	const count = chance(random, 0.05) ? LIMITS.tasks : randomInt(random, 12);
	return {
		name: randomText(random, LIMITS.name),
		assignment: randomText(random, LIMITS.assignmentId),
		// Fifty answers with tours of 1,600 random squares would not fit in a code.
		answers: Array.from({ length: count }, () => randomAnswer(random, count < 12)),
	};
}
