/**
 * The page side of the PNG export: hands the tour to a worker that draws it
 * (tour-png.ts) and waits for the file. The worker starts on the first export
 * and stays for the next; it answers requests in turn, each by its run id.
 */
import type { Board } from '../../lib/board.ts';
import { toBoardSpec, type BoardSpec } from '../../workers/protocol.ts';

/** What the reader sees when the browser cannot draw off the page. */
export const NO_OFFSCREEN_CANVAS =
	'This browser cannot make the PNG: it has no OffscreenCanvas, which draws the picture away from the page. Use a recent browser, or export SVG (boards up to 200×200).';

/** A request to draw a tour `size` pixels along the picture's longer side. */
export interface ToPngWorker {
	type: 'draw';
	runId: number;
	board: BoardSpec;
	tour: Int32Array;
	closed: boolean;
	size: number;
}

/** The worker's answer to one request. */
export type FromPngWorker =
	{ type: 'done'; runId: number; png: Blob } | { type: 'error'; runId: number; message: string };

let worker: Worker | null = null;
let lastRunId = 0;

/** Starts the PNG worker; bundlers recognise exactly this `new URL(…, import.meta.url)` form. */
function startPngWorker(): Worker {
	return new Worker(new URL('./png.worker.ts', import.meta.url), { type: 'module' });
}

/** Draws `tour` on `board` as a PNG `size` pixels along its longer side, in a worker. */
export function tourToPng(
	board: Board,
	tour: Int32Array,
	closed: boolean,
	size: number,
): Promise<Blob> {
	if (typeof OffscreenCanvas === 'undefined') return Promise.reject(new Error(NO_OFFSCREEN_CANVAS));
	lastRunId += 1;
	const runId = lastRunId;
	const current = (worker ??= startPngWorker());
	return new Promise((resolve, reject) => {
		/** Settles this request from the worker's answer; answers to other requests are left to theirs. */
		const answer = (event: MessageEvent<FromPngWorker>): void => {
			if (event.data.runId !== runId) return;
			stop();
			if (event.data.type === 'done') resolve(event.data.png);
			else reject(new Error(event.data.message));
		};
		/** Drops a worker that failed, so the next export starts a fresh one. */
		const fail = (event: ErrorEvent): void => {
			stop();
			if (worker === current) worker = null;
			current.terminate();
			// A worker that fails to load reports a bare event with no message.
			const detail =
				typeof event.message === 'string' && event.message !== '' ? `: ${event.message}` : '.';
			reject(new Error(`The PNG could not be drawn${detail}`));
		};
		/** Stops listening for this request. */
		const stop = (): void => {
			current.removeEventListener('message', answer);
			current.removeEventListener('error', fail);
		};
		current.addEventListener('message', answer);
		current.addEventListener('error', fail);
		const request: ToPngWorker = {
			type: 'draw',
			runId,
			board: toBoardSpec(board),
			tour,
			closed,
			size,
		};
		current.postMessage(request);
	});
}
