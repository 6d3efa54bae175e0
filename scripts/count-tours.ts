/**
 * Counts a board's closed (or open) tours by the split sweep from the command line, keeping
 * checkpoints on disk so that a long count (8×8 closed: some minutes and about 11 GB) can stop and
 * resume:
 *
 *   npm run count -- ROWS COLS [--open] [--by-class] [--checkpoint DIR]
 *
 * `--by-class` sweeps and joins a class of states at a time (8×8: under 1 GB, but longer).
 * On a machine with two cores or more, a second thread takes half the sides' sweeps and of the
 * middle line's entries (count-helper.ts; 7×7 open: about 50 s instead of 55 to 75);
 * `--one-thread` keeps to one.
 * With `--checkpoint DIR`, the sides are written to DIR once swept, and the join's progress every
 * ten seconds; run the same command again to resume from them. Prints the count (undirected), the
 * time and the peak memory.
 */
import { mkdirSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBoard } from '../src/lib/index.ts';
import { splitCountSteps } from '../src/lib/counting/split-sweep.ts';
import type { CountHelper } from '../src/lib/counting/helper.ts';
import type { SavedSide, SplitCheckpoint } from '../src/lib/counting/types.ts';
import { helperIfCores } from './count-helper.ts';

type Arrays = Pick<SavedSide, 'keys' | 'lo' | 'hi' | 'counts'>;
const ARRAYS = ['keys', 'lo', 'hi', 'counts'] as const;

/** Writes `data` to `path` whole or not at all: to a spare file first, then renamed. */
function writeWhole(path: string, data: string | Uint8Array): void {
	writeFileSync(`${path}.part`, data);
	renameSync(`${path}.part`, path);
}

function bytesOf(array: ArrayBufferView): Uint8Array {
	return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

/** Reads a file into a fresh, aligned buffer. */
function readBuffer(path: string): ArrayBuffer {
	const bytes = readFileSync(path);
	const buffer = new ArrayBuffer(bytes.byteLength);
	new Uint8Array(buffer).set(bytes);
	return buffer;
}

function saveSide(dir: string, name: string, side: SavedSide): void {
	for (const key of ARRAYS) writeWhole(join(dir, `${name}.${key}`), bytesOf(side[key]));
	const big = side.bigCounts === null ? null : side.bigCounts.map(String);
	writeWhole(join(dir, `${name}.json`), JSON.stringify({ bigCounts: big }));
}

function loadSide(dir: string, name: string): SavedSide {
	const arrays: Arrays = {
		keys: new Uint32Array(readBuffer(join(dir, `${name}.keys`))),
		lo: new Int32Array(readBuffer(join(dir, `${name}.lo`))),
		hi: new Int32Array(readBuffer(join(dir, `${name}.hi`))),
		counts: new Float64Array(readBuffer(join(dir, `${name}.counts`))),
	};
	const { bigCounts } = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as {
		bigCounts: string[] | null;
	};
	return { ...arrays, bigCounts: bigCounts === null ? null : bigCounts.map(BigInt) };
}

/** Keeps a count's checkpoints in a directory. */
export class CheckpointDir {
	readonly dir: string;

	constructor(dir: string) {
		this.dir = dir;
		mkdirSync(dir, { recursive: true });
	}

	/** Saves a checkpoint: the sides (written last: `sides.json` says they are whole), or the join. */
	save(checkpoint: SplitCheckpoint): void {
		const { count, sides, join: progress } = checkpoint;
		if (sides !== undefined) {
			saveSide(this.dir, 'left', sides.left);
			if (sides.right !== null) saveSide(this.dir, 'right', sides.right);
			writeWhole(
				join(this.dir, 'sides.json'),
				JSON.stringify({ count, right: sides.right !== null }),
			);
		}
		if (progress !== undefined) {
			writeWhole(join(this.dir, 'join.json'), JSON.stringify({ count, join: progress }));
		}
		// Counting by class: each group's side as it comes, then how many groups are joined.
		const { groups, joined } = checkpoint;
		if (groups !== undefined) {
			groups.sides.forEach((side, k) =>
				saveSide(this.dir, `group-${String(groups.first + k)}`, side),
			);
			const swept = groups.first + groups.sides.length;
			writeWhole(join(this.dir, 'groups.json'), JSON.stringify({ count, swept }));
		}
		if (joined !== undefined) {
			writeWhole(join(this.dir, 'joined.json'), JSON.stringify({ count, joined }));
		}
	}

	/** A group's side, as a count by class saved it. */
	group(g: number): SavedSide {
		return loadSide(this.dir, `group-${String(g)}`);
	}

	/**
	 * What was saved, as one checkpoint to resume from; undefined when nothing was. A count by class
	 * gets its groups' sides from `group` as it needs them.
	 */
	load(): SplitCheckpoint | undefined {
		const groupsFile = join(this.dir, 'groups.json');
		if (existsSync(groupsFile)) {
			const { count, swept } = JSON.parse(readFileSync(groupsFile, 'utf8')) as {
				count: string;
				swept: number;
			};
			const joinedFile = join(this.dir, 'joined.json');
			const saved = existsSync(joinedFile)
				? (JSON.parse(readFileSync(joinedFile, 'utf8')) as SplitCheckpoint)
				: undefined;
			return {
				count,
				groups: { first: swept, sides: [] },
				...(saved?.count === count && saved.joined !== undefined ? { joined: saved.joined } : {}),
			};
		}
		const sidesFile = join(this.dir, 'sides.json');
		if (!existsSync(sidesFile)) return undefined;
		const { count, right } = JSON.parse(readFileSync(sidesFile, 'utf8')) as {
			count: string;
			right: boolean;
		};
		const sides = {
			left: loadSide(this.dir, 'left'),
			right: right ? loadSide(this.dir, 'right') : null,
		};
		const joinFile = join(this.dir, 'join.json');
		const saved = existsSync(joinFile)
			? (JSON.parse(readFileSync(joinFile, 'utf8')) as SplitCheckpoint)
			: undefined;
		return { count, sides, ...(saved?.count === count ? { join: saved.join } : {}) };
	}
}

/** A count by class's measured work: by group, seconds to sweep and to join, and states. */
export interface GroupTimings {
	sweep: number[];
	join: number[];
	states: number[];
}

/**
 * Counts `rows`×`cols`, resuming from and saving to `store` if given; `log` hears the progress.
 * `stopAfter`, if given, stops (returning null) once that many checkpoints are saved: a stand-in
 * for a run killed part way.
 */
export function countWithCheckpoints(
	rows: number,
	cols: number,
	options: {
		open?: boolean;
		/** Sweep and join a class of states at a time: less memory, more time (split-sweep.ts). */
		byClass?: boolean;
		store?: CheckpointDir;
		log?: (line: string) => void;
		saveEvery?: number;
		stopAfter?: number;
		/**
		 * Counting by class, fills in each group's seconds to sweep and to join, and the states it
		 * ends with: the measured run behind the lesson's time estimate (chessboard-work.json).
		 */
		timings?: GroupTimings;
		/** A second thread for the sweeps and the middle line's entries (count-helper.ts). */
		helper?: CountHelper | undefined;
	} = {},
): bigint | null {
	const { store, log = () => {} } = options;
	const resume = store?.load();
	if (resume !== undefined) {
		const what =
			resume.groups !== undefined
				? `${String(resume.groups.first)} groups swept, ${String(resume.joined?.groups ?? 0)} joined`
				: resume.join === undefined
					? 'the sides'
					: 'the sides and part of the join';
		log(`Resuming from ${store?.dir ?? ''}: ${what}.`);
	}
	// Counting by class into a directory, the groups' sides stay there until a join needs them.
	const loaded = new Map<number, SavedSide>();
	const kept =
		store === undefined || options.byClass !== true
			? {}
			: {
					sides: (g: number): SavedSide => {
						const side = loaded.get(g) ?? store.group(g);
						loaded.set(g, side);
						return side;
					},
				};
	const steps = splitCountSteps(createBoard(rows, cols), {
		closed: options.open !== true,
		byClass: options.byClass === true,
		...(resume === undefined ? {} : { resume }),
		...kept,
		...(options.saveEvery === undefined ? {} : { saveEvery: options.saveEvery }),
		helper: options.helper,
	});
	const { timings } = options;
	let lastMark = performance.now();
	let lastSave = 0;
	let saves = 0;
	let lastLog = 0;
	for (;;) {
		const next = steps.next();
		if (next.done === true) return next.value;
		const { checkpoint, fraction, counters, load } = next.value;
		// Only the groups the next join names stay loaded.
		if (load !== undefined) for (const g of loaded.keys()) if (!load.includes(g)) loaded.delete(g);
		const now = performance.now();
		if (timings !== undefined && checkpoint !== undefined) {
			// A group's sweep ends with its side, its join with the groups joined (empty ones pass).
			const { groups, joined } = checkpoint;
			if (groups !== undefined) {
				timings.sweep[groups.first] = (now - lastMark) / 1000;
				timings.states[groups.first] = groups.sides[0]?.keys.length ?? 0;
			}
			if (joined !== undefined) timings.join[joined.groups - 1] = (now - lastMark) / 1000;
			if (groups !== undefined || joined !== undefined) lastMark = now;
		}
		// The sides always; the join's progress every ten seconds at most.
		if (store !== undefined && checkpoint !== undefined) {
			const whole = checkpoint.groups !== undefined || checkpoint.joined !== undefined;
			if (
				whole ||
				checkpoint.sides !== undefined ||
				now - lastSave > 10_000 ||
				options.saveEvery !== undefined
			) {
				store.save(checkpoint);
				lastSave = now;
				saves++;
				if (saves === options.stopAfter) return null;
			}
		}
		if (now - lastLog > 10_000) {
			lastLog = now;
			log(`${(100 * fraction).toFixed(1)}% ${JSON.stringify(counters ?? {})}`);
		}
	}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const args = process.argv.slice(2);
	const numbers: number[] = [];
	let dir: string | undefined;
	let timingsFile: string | undefined;
	let wrong = false;
	for (let k = 0; k < args.length; k++) {
		const arg = args[k] as string;
		if (arg === '--checkpoint') dir = args[++k];
		else if (arg === '--timings') timingsFile = args[++k];
		else if (arg === '--open' || arg === '--by-class' || arg === '--one-thread') continue;
		else if (/^\d+$/.test(arg)) numbers.push(Number(arg));
		else wrong = true;
	}
	const [rows, cols] = numbers;
	if (wrong || numbers.length !== 2 || rows === undefined || cols === undefined) {
		console.error(
			'Usage: npm run count -- ROWS COLS [--open] [--by-class [--timings FILE]] [--checkpoint DIR] [--one-thread]',
		);
		process.exit(2);
	}
	const start = performance.now();
	const timings: GroupTimings = { sweep: [], join: [], states: [] };
	// Two threads where the machine has two cores, unless told otherwise.
	const helper = args.includes('--one-thread') ? undefined : helperIfCores();
	const count = countWithCheckpoints(rows, cols, {
		timings,
		open: args.includes('--open'),
		byClass: args.includes('--by-class'),
		...(dir === undefined ? {} : { store: new CheckpointDir(dir) }),
		log: (line) => console.error(line),
		helper,
	});
	helper?.close();
	const seconds = ((performance.now() - start) / 1000).toFixed(1);
	if (timingsFile !== undefined) {
		// Groups with no states have no join of their own: 0 s.
		const round = (list: number[]): number[] =>
			Array.from(list, (x) => Math.round(100 * (x ?? 0)) / 100);
		const board = `${String(rows)}×${String(cols)}`;
		const measured = {
			board,
			measured: `npm run count -- ${String(rows)} ${String(cols)} --by-class --timings FILE, ${new Date().toISOString().slice(0, 10)}: ${seconds} s in all`,
			sweep: round(timings.sweep),
			join: round(Array.from({ length: timings.sweep.length }, (_, g) => timings.join[g] ?? 0)),
			states: timings.states,
		};
		writeFileSync(timingsFile, `${JSON.stringify(measured, null, '\t')}\n`);
	}
	const peak = (process.resourceUsage().maxRSS / 1e6).toFixed(2);
	console.log(
		`${String(rows)}×${String(cols)} ${args.includes('--open') ? 'open' : 'closed'}: ${String(count)} undirected tours (${seconds} s, peak ${peak} GB)`,
	);
}
