import { describe, expect, test } from 'vitest';
import {
	boolField,
	decodeState,
	defaultValues,
	defineSchema,
	encodeState,
	enumField,
	intField,
	isUrlSafe,
	listField,
	sameState,
	squareField,
	squareListField,
	tourField,
	type ValuesOf,
} from '../../src/components/share/state-codec.ts';
import {
	createBoard,
	createRandom,
	findTour,
	neighbors,
	parseSquare,
	randomInt,
	shuffle,
	type Board,
	type Random,
} from '../../src/lib/index.ts';

const ALGORITHMS = [
	'auto',
	'backtracking',
	'warnsdorff',
	'warnsdorff-backtracking',
	'divide-and-conquer',
] as const;

/** A schema shaped like the Playground's: board, holes, options, squares, constraints, a tour. */
const playground = defineSchema(
	'pg',
	1,
	{
		rows: intField({ key: 'r', label: 'Rows', min: 1, max: 2000, default: 8 }),
		cols: intField({ key: 'c', label: 'Columns', min: 1, max: 2000, default: 8 }),
		holes: squareListField({ key: 'h', label: 'Holes', holesAllowed: true }),
		closed: boolField({ key: 'k', label: 'Closed tour', default: false }),
		algorithm: enumField(ALGORITHMS, { key: 'a', label: 'Algorithm', default: 'auto' }),
		seed: intField({ key: 'd', label: 'Seed', min: 0, max: 2 ** 32 - 1, default: 1 }),
		start: squareField({ key: 's', label: 'Start', default: null }),
		end: squareField({ key: 'e', label: 'End', default: null }),
		constraints: listField({
			key: 'x',
			label: 'Constraints',
			parts: { move: { min: 1 }, square: { square: true } },
			maxItems: 64,
		}),
		tour: tourField({ key: 't', label: 'Tour' }),
	},
	{
		board: (v) => ({ rows: v.rows, cols: v.cols, holes: v.holes }),
		check: {
			end: (v) =>
				v.end !== null && v.end === v.start ? 'is the same square as Start; it must differ' : null,
			constraints: (v) => {
				const squares = v.rows * v.cols - v.holes.length;
				const wrong = v.constraints.find((c) => c.move > squares);
				return wrong === undefined
					? null
					: `ask for move ${String(wrong.move)}; moves run from 1 to ${String(squares)}, the squares to visit`;
			},
		},
	},
);

type PlaygroundValues = ValuesOf<typeof playground.fields>;

/** Returns the Playground's defaults with some fields changed. */
function withValues(changes: Partial<PlaygroundValues>): PlaygroundValues {
	return { ...defaultValues(playground), ...changes };
}

/** Walks the knight at random from a free square, never repeating a square or landing on a hole. */
function randomPath(random: Random, board: Board, free: readonly number[]): Int32Array {
	const path = [free[randomInt(random, free.length)] as number];
	const seen = new Set(path);
	while (path.length < 60) {
		const options = neighbors(board, path.at(-1) as number).filter((s) => !seen.has(s));
		if (options.length === 0) break;
		const next = options[randomInt(random, options.length)] as number;
		path.push(next);
		seen.add(next);
	}
	return Int32Array.from(path);
}

/** Makes random valid Playground values: any board size, holes in runs and alone, squares off the holes. */
function randomValues(random: Random): PlaygroundValues {
	const big = randomInt(random, 10) === 0;
	const rows = 1 + randomInt(random, big ? 2000 : 40);
	const cols = 1 + randomInt(random, big ? 2000 : 40);
	const size = rows * cols;
	const holeSet = new Set<number>();
	const wanted = Math.min(size - 1, randomInt(random, 4) === 0 ? 0 : randomInt(random, 40));
	while (holeSet.size < wanted) {
		const first = randomInt(random, size);
		const run = randomInt(random, 3) === 0 ? 1 + randomInt(random, 6) : 1;
		for (let s = first; s < Math.min(size, first + run) && holeSet.size < wanted; s++)
			holeSet.add(s);
	}
	const holes = [...holeSet].sort((a, b) => a - b);
	const free = shuffle(
		random,
		Array.from({ length: Math.min(size, 5000) }, (_, s) => s).filter((s) => !holeSet.has(s)),
	);
	const pick = (i: number): number | null =>
		randomInt(random, 3) === 0 ? null : (free[i] ?? null);
	const toVisit = size - holes.length;
	return {
		rows,
		cols,
		holes,
		closed: randomInt(random, 2) === 0,
		algorithm: ALGORITHMS[randomInt(random, ALGORITHMS.length)] ?? 'auto',
		seed: randomInt(random, 2 ** 32),
		start: pick(0),
		end: pick(1),
		constraints: Array.from({ length: randomInt(random, 4) }, (_, i) => ({
			move: 1 + randomInt(random, toVisit),
			square: free[i + 2] ?? (free[0] as number),
		})),
		tour:
			randomInt(random, 2) === 0
				? randomPath(random, createBoard(rows, cols, { holes }), free)
				: null,
	};
}

describe('encodeState(schema, values)', () => {
	const b8 = createBoard(8, 8);

	test('writes only the header when every value is the default', () => {
		expect(encodeState(playground, defaultValues(playground))).toBe('pg1');
	});

	test('writes an 8×8 setup with start, end, closed and a seed in about 20 characters', () => {
		const values = withValues({
			closed: true,
			seed: 123456,
			start: parseSquare(b8, 'b1'),
			end: parseSquare(b8, 'c3'),
		});
		const text = encodeState(playground, values);
		// The format is a contract with every link already shared: this exact text must keep decoding.
		expect(text).toBe('pg1.k1.d2n9c.s1l.e16');
		expect(text.length).toBeLessThanOrEqual(22);
	});

	test('writes a 40×40 board with 30 scattered holes in well under 200 characters', () => {
		const random = createRandom(40);
		const holes = shuffle(
			random,
			Array.from({ length: 1600 }, (_, s) => s),
		).slice(0, 30);
		const text = encodeState(
			playground,
			withValues({ rows: 40, cols: 40, holes, start: 0, closed: true, seed: 99 }),
		);
		expect(text.length).toBeLessThan(100);
	});

	test('writes a block of 16 holes in a few characters', () => {
		const holes = [0, 1, 2, 3].flatMap((row) => [0, 1, 2, 3].map((col) => 27 + row * 40 + col));
		const text = encodeState(playground, withValues({ rows: 40, cols: 40, holes }));
		expect(text.length).toBeLessThan(30);
	});

	test('refuses to write values no link could carry', () => {
		expect(() => encodeState(playground, withValues({ holes: [-1] }))).toThrow(RangeError);
		expect(() => encodeState(playground, withValues({ seed: 1.5 }))).toThrow(/not link-safe/);
		const jump = Int32Array.from([0, 1]);
		expect(() => encodeState(playground, withValues({ tour: jump }))).toThrow(/not a leap/);
	});

	test('writes an 8×8 tour in about 40 characters, dots and all in link-safe form', () => {
		const result = findTour(b8, { closed: true });
		if (result.status !== 'found') throw new Error('expected a tour');
		const text = encodeState(playground, withValues({ tour: Int32Array.from(result.tour) }));
		expect(text.length).toBeLessThanOrEqual(42);
		expect(text.split('.')).toHaveLength(2);
		expect(decodeState(playground, text).values.tour).toEqual(Int32Array.from(result.tour));
	});
});

describe('decodeState(schema, text)', () => {
	test('round-trips 400 random valid states, in link-safe characters only', () => {
		const random = createRandom(2024);
		for (let i = 0; i < 400; i++) {
			const values = randomValues(random);
			const text = encodeState(playground, values);
			expect(isUrlSafe(text), text).toBe(true);
			const decoded = decodeState(playground, text);
			expect(decoded.problems, text).toEqual([]);
			expect(sameState(playground, decoded.values, values), text).toBe(true);
			expect(decoded.values.rows).toBe(values.rows);
			expect(decoded.values.tour).toEqual(values.tour);
		}
	});

	test('reads nothing as the defaults, without problems', () => {
		expect(decodeState(playground, '')).toEqual({
			values: defaultValues(playground),
			problems: [],
		});
		expect(decodeState(playground, 'pg1').problems).toEqual([]);
	});

	test.each([
		[
			'pg1.r0',
			'Rows in the link is 0; it must be a whole number from 1 to 2000, so the default (8) is used.',
		],
		[
			'pg1.cZ!',
			'Columns in the link is "Z!"; it must be a whole number from 1 to 2000, so the default (8) is used.',
		],
		[
			'pg1.k2',
			'Closed tour in the link is "2"; it must be 1 (on) or 0 (off), so the default (off) is used.',
		],
		[
			'pg1.a9',
			'Algorithm in the link is choice 9; it must be one of choices 0 to 4 (auto, backtracking, warnsdorff, warnsdorff-backtracking, divide-and-conquer), so the default (auto) is used.',
		],
		[
			'pg1.s1s',
			'Start in the link is square 64, which is not on the 8×8 board (squares 0 to 63), so the default (none) is used.',
		],
		[
			'pg1.r3.c3.s9',
			'Start in the link is square 9, which is not on the 3×3 board (squares 0 to 8), so the default (none) is used.',
		],
		['pg1.hO.s7', 'Start in the link is h8, which is a hole, so the default (none) is used.'],
		[
			'pg1.s7.e7',
			'End in the link is the same square as Start; it must differ, so the default (none) is used.',
		],
		['pg1.xBA.xCA', 'Constraints appears more than once in the link; the first is used.'],
		[
			'pg1.xgCA',
			'Constraints in the link ask for move 65; moves run from 1 to 64, the squares to visit, so the default (none) is used.',
		],
		[
			'pg1.xAo',
			'Constraints in the link are damaged: the list ends in the middle of a number, so the default (none) is used.',
		],
		['pg1.z5', 'The link has a setting "z5" that this widget does not know; it is ignored.'],
		['pg1.r5.r6', 'Rows appears more than once in the link; the first is used.'],
		[
			'km1.r5',
			'The state in the link is for another widget ("km1", not "pg1"), so the defaults are used.',
		],
		[
			'pg2.r5',
			'The state in the link was made by a newer version of this widget (2; this page reads up to 1), so the defaults are used.',
		],
		[
			'<b>hi</b>',
			'The state in the link begins "<b>hi</b>"; it must begin with a widget name and version, like "pg1", so the defaults are used.',
		],
		[
			'pg1.t0~1~BA',
			'Tour in the link cannot be read (this tour code is damaged: it promises 1 move but its letters hold 3 or 4), so the default (none) is used.',
		],
	])('explains %s', (text, problem) => {
		const { values, problems } = decodeState(playground, text);
		expect(problems).toContain(problem);
		expect(decodeState(playground, encodeState(playground, values)).problems).toEqual([]);
	});

	test('keeps the good fields of a link with a bad one', () => {
		const { values, problems } = decodeState(playground, 'pg1.r5.c0.k1.s3');
		expect(problems).toHaveLength(1);
		expect(values).toMatchObject({ rows: 5, cols: 8, closed: true, start: 3 });
	});

	test('names the saved settings when told the text came from there', () => {
		const { problems } = decodeState(playground, 'pg1.r0', { from: 'the saved settings' });
		expect(problems[0]).toMatch(/^Rows in the saved settings is 0;/);
	});

	test('refuses a tour that crosses a hole or repeats a square', () => {
		const board = createBoard(8, 8);
		const path = Int32Array.from(['a1', 'b3', 'c5'], (name) => parseSquare(board, name));
		const text = encodeState(playground, withValues({ tour: path }));
		expect(decodeState(playground, text).problems).toEqual([]);
		const b3 = parseSquare(board, 'b3');
		const withHole = encodeState(playground, withValues({ holes: [b3] })).split('.')[1] ?? '';
		expect(decodeState(playground, `${text}.${withHole}`).problems).toEqual([
			'Tour in the link lands on b3, which is a hole, so the default (none) is used.',
		]);
		const back = Int32Array.from(['a1', 'b3', 'a1'], (name) => parseSquare(board, name));
		const repeated = encodeState(playground, withValues({ tour: back }));
		expect(decodeState(playground, repeated).problems).toEqual([
			'Tour in the link visits a1 twice, so the default (none) is used.',
		]);
	});

	test('refuses a list that would hold a billion squares, at once', () => {
		// One run of 2 + (31 + 31·32 + … ) squares: far more than maxItems.
		const { problems } = decodeState(playground, 'pg1.hB______f');
		expect(problems[0]).toMatch(/^Holes in the link have more than 10000 squares/);
	});

	test('sums up a flood of problems in a few lines', () => {
		const text = `pg1.${Array.from({ length: 50 }, (_, i) => `z${String(i)}`).join('.')}`;
		const { problems } = decodeState(playground, text);
		expect(problems).toHaveLength(8);
		expect(problems[7]).toBe('There are 43 more problems with the link.');
	});

	test('refuses text longer than the schema allows', () => {
		const { problems } = decodeState(playground, `pg1.${'z'.repeat(9000)}`);
		expect(problems).toEqual([
			'The state in the link is 9004 characters long; this widget accepts up to 8192, so the defaults are used.',
		]);
	});

	test('never throws, and always returns values that encode to a clean link (fuzz)', () => {
		const random = createRandom(7);
		const alphabet = 'pg1.rchkadsext0123456789zAB_-~%<>&="é\u202e\u0000 ';
		const samples: string[] = [];
		for (let i = 0; i < 1500; i++) {
			const length = randomInt(random, 40);
			let text = Array.from({ length }, () =>
				alphabet.charAt(randomInt(random, alphabet.length)),
			).join('');
			if (i % 2 === 0) text = `pg1.${text}`;
			samples.push(text);
		}
		for (let i = 0; i < 1500; i++) {
			// Damage a valid link: change, drop or add a character, or cut it short.
			const chars = [...encodeState(playground, randomValues(random))];
			const at = randomInt(random, chars.length);
			const char = alphabet.charAt(randomInt(random, alphabet.length));
			const damage = randomInt(random, 4);
			if (damage === 0) chars[at] = char;
			else if (damage === 1) chars.splice(at, 1);
			else if (damage === 2) chars.splice(at, 0, char);
			else chars.length = at;
			samples.push(chars.join(''));
		}
		for (const text of samples) {
			const { values, problems } = decodeState(playground, text);
			expect(
				problems.every((p) => typeof p === 'string' && p.endsWith('.')),
				text,
			).toBe(true);
			const again = decodeState(playground, encodeState(playground, values));
			expect(again.problems, text).toEqual([]);
			expect(sameState(playground, again.values, values), text).toBe(true);
		}
	});

	test('shows invisible characters from a link as a replacement mark', () => {
		const { problems } = decodeState(playground, 'pg1.z\u202eevil');
		expect(problems[0]).toBe(
			'The link has a setting "z�evil" that this widget does not know; it is ignored.',
		);
	});
});

describe('schema versions', () => {
	const version1 = defineSchema('toy', 1, {
		width: intField({ key: 'w', label: 'Width', min: 1, max: 99, default: 5 }),
		fast: boolField({ key: 'f', label: 'Fast', default: false }),
	});
	// Version 2 renamed Width to Columns (key c) and added Rows.
	const version2 = defineSchema(
		'toy',
		2,
		{
			cols: intField({ key: 'c', label: 'Columns', min: 1, max: 99, default: 5 }),
			rows: intField({ key: 'r', label: 'Rows', min: 1, max: 99, default: 5 }),
			fast: boolField({ key: 'f', label: 'Fast', default: false }),
		},
		{
			migrate: (from, tokens) =>
				from === 1 ? tokens.map((t) => (t.startsWith('w') ? `c${t.slice(1)}` : t)) : tokens,
		},
	);

	test('a version-2 page reads a version-1 link through migrate', () => {
		const old = encodeState(version1, { width: 12, fast: true });
		expect(old).toBe('toy1.wc.f1');
		expect(decodeState(version2, old)).toEqual({
			values: { cols: 12, rows: 5, fast: true },
			problems: [],
		});
	});

	test('a version-1 page explains a version-2 link and keeps its defaults', () => {
		const { values, problems } = decodeState(version1, 'toy2.cc');
		expect(values).toEqual({ width: 5, fast: false });
		expect(problems[0]).toMatch(/newer version of this widget \(2; this page reads up to 1\)/);
	});

	test('a schema without migrate explains an older link', () => {
		const version3 = defineSchema('toy', 3, version2.fields);
		expect(decodeState(version3, 'toy1.wc').problems).toEqual([
			'The state in the link was made by an older version of this widget (1), which this page no longer reads, so the defaults are used.',
		]);
	});

	test('a migrate that throws is reported, not thrown', () => {
		const broken = defineSchema('toy', 2, version2.fields, {
			migrate: () => {
				throw new Error('Nothing to convert.');
			},
		});
		expect(decodeState(broken, 'toy1.wc').problems[0]).toMatch(
			/could not be converted \(nothing to convert\)/,
		);
	});
});

describe('defineSchema(id, version, fields, options)', () => {
	const field = (key: string) => intField({ key, label: key, min: 0, max: 9, default: 0 });

	test.each([
		['Pg', 1, { a: field('a') }, /lowercase letters/],
		['pg', 0, { a: field('a') }, /version/],
		['pg', 1, { a: field('r'), b: field('ro') }, /key "r" begins key "ro"/],
		['pg', 1, { a: field('r'), b: field('r') }, /key "r" begins key "r"/],
		['pg', 1, { a: field('R') }, /lowercase/],
	])('refuses id %s version %s with those keys', (id, version, fields, message) => {
		expect(() => defineSchema(id, version, fields)).toThrow(message);
	});

	test('refuses square fields without a board', () => {
		expect(() =>
			defineSchema('pg', 1, { start: squareField({ key: 's', label: 'Start', default: null }) }),
		).toThrow(/need a board/);
	});

	test('refuses a default outside the field’s range', () => {
		expect(() => intField({ key: 'r', label: 'Rows', min: 1, max: 9, default: 0 })).toThrow(
			/default must lie from 1 to 9/,
		);
	});
});
