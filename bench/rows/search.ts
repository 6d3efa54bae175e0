import {
	closedTourExists,
	createBoard,
	findTour,
	isDark,
	openTourExists,
} from '../../src/lib/index.ts';
import type { BenchRow } from './types.ts';

const board8 = createBoard(8, 8);

/** Finds a tour for every colour-admissible start and end pair of 8×8 (64 × 32 of them). */
function everyStartToEveryEnd(): number {
	let found = 0;
	for (let start = 0; start < 64; start++) {
		for (let end = 0; end < 64; end++) {
			if (isDark(board8, start) === isDark(board8, end)) continue;
			if (findTour(board8, { start, end }).status === 'found') found++;
		}
	}
	if (found !== 64 * 32) throw new Error(`Only ${String(found)} pairs found.`);
	return found;
}

export const searchRows: BenchRow[] = [
	{
		name: 'closedTourExists + openTourExists, 1000 boards',
		run: () => {
			let yes = 0;
			for (let m = 1; m <= 1000; m++) {
				if (closedTourExists(m, 4001 - m - 1).exists) yes++;
				if (openTourExists(m, m).exists) yes++;
			}
			return yes;
		},
		target: '< 1 ms per request',
	},
	{
		name: 'findTour impossible request (5×5 closed)',
		run: () => findTour(createBoard(5, 5), { closed: true }),
		target: '< 1 ms',
		repeats: 101,
	},
	{
		name: 'findTour auto, 8×8 every start to every end (2048)',
		run: everyStartToEveryEnd,
		target: 'a few seconds in total',
		repeats: 3,
	},
	{
		name: 'findTour auto, open 1000×1000',
		run: () => findTour(createBoard(1000, 1000)),
		target: '≤ 40 ms',
	},
	{
		name: 'findTour auto, closed 2000×2000',
		run: () => findTour(createBoard(2000, 2000), { closed: true }),
		target: '≤ 200 ms',
		repeats: 5,
	},
	{
		name: 'findTour auto, 101×101 open from ad4 (no closed tour)',
		run: () => {
			const result = findTour(createBoard(101, 101), { start: 97 * 101 + 3 });
			if (result.status !== 'found') throw new Error(result.reason);
			return result;
		},
	},
	{
		name: 'findTour auto, 8×8 with 6 holes, closed',
		run: () => {
			const board = createBoard(8, 8, { holes: [0, 7, 56, 63, 27, 28] });
			const result = findTour(board, { closed: true });
			if (result.status !== 'found') throw new Error(result.status);
			return result;
		},
	},
];
