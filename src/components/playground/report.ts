/** Words for the Playground's results: the headline, the statistics, squares for screen readers. */
import { isHole, squareName, type Board, type Square } from '../../lib/board.ts';
import { methodName } from '../solver-names.ts';
import { squareLabel } from '../board/square-label.ts';
import type { RunReport } from './playground-state.svelte.ts';

const number = new Intl.NumberFormat('en-GB');

/** Formats milliseconds for people: "0.4 ms", "37 ms", "2.3 s". */
export function formatDuration(ms: number): string {
	if (ms < 1) return `${ms.toFixed(1)} ms`;
	if (ms < 1000) return `${String(Math.round(ms))} ms`;
	return `${(ms / 1000).toFixed(1)} s`;
}

/** The headline and the statistics of a finished run. */
export function describeReport(report: RunReport): { headline: string; stats: [string, string][] } {
	const { result, board, elapsed, index } = report;
	const squares = board.size - board.holeCount;
	const stats: [string, string][] = [];
	if (result.stats.nodes > 0 && index === 0) {
		stats.push(['Nodes', number.format(result.stats.nodes)]);
		stats.push(['Backtracks', number.format(result.stats.backtracks)]);
	}
	stats.push(['Algorithm', methodName(report.algorithm, report.tieBreak)]);
	stats.push(['Time', formatDuration(elapsed)]);
	if (result.stats.nodes > 0 && elapsed > 0 && index === 0) {
		stats.push([
			'Squares per second',
			number.format(Math.round((result.stats.nodes / elapsed) * 1000)),
		]);
	}
	let headline: string;
	const checked = report.verified ? ', checked move by move' : '';
	if (report.source !== 'run') {
		const kind = report.closed ? 'closed tour' : 'tour';
		// Only a page opened from a link speaks of a link; a reload shows what was saved here.
		if (result.status !== 'found') headline = result.reason;
		else if (report.source === 'link')
			headline = `The link's ${kind} of all ${number.format(squares)} squares${checked}.`;
		else
			headline = `The ${kind} saved here last time, of all ${number.format(squares)} squares${checked}.`;
		return { headline, stats: [] };
	}
	if (result.status === 'found') {
		const which = index === 0 ? 'Found a' : `Tour number ${number.format(index + 1)}: a`;
		const kind = report.closed ? 'closed tour' : 'tour';
		headline = `${which} ${kind} of all ${number.format(squares)} squares${checked}.`;
	} else if (result.status === 'impossible') {
		headline = `No tour: ${result.reason}`;
	} else {
		// A budget's reason already begins "Gave up after …"; saying it twice reads badly on a projector.
		headline = /^Gave up\b/.test(result.reason) ? result.reason : `Gave up: ${result.reason}`;
	}
	return { headline, stats };
}

/**
 * Lists a tour's squares in algebraic notation, numbered every tenth move for orientation; past
 * `limit` squares it says how many more there are (the text export has them all).
 */
export function tourNames(board: Board, tour: Int32Array, limit = Infinity): string {
	const names: string[] = [];
	const shown = Math.min(tour.length, limit);
	for (let i = 0; i < shown; i++) {
		const name = squareName(board, tour[i] as Square);
		names.push(i % 10 === 0 ? `${String(i + 1)}. ${name}` : name);
	}
	if (shown < tour.length) {
		names.push(
			`… and ${number.format(tour.length - shown)} more squares (export as text to see them all).`,
		);
	}
	return names.join(' ');
}

/** Describes a square for screen readers: name, hole, Start/End, move number on the tour. */
export function describeSquare(
	board: Board,
	square: Square,
	tour: Int32Array | null,
	start: Square | null,
	end: Square | null,
): string {
	const parts = [squareLabel(board, square)];
	if (isHole(board, square)) parts.push('hole');
	if (square === start) parts.push('Start');
	if (square === end) parts.push('End');
	if (tour !== null) {
		const move = tour.indexOf(square);
		if (move >= 0) parts.push(`move ${String(move + 1)}`);
	}
	return parts.join(', ');
}
