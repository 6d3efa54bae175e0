/** The PNG worker: draws a tour as a PNG on an OffscreenCanvas and posts the file back. */
import { boardFromSpec } from '../../workers/job-helpers.ts';
import type { FromPngWorker, ToPngWorker } from './png-client.ts';
import { drawTourPng } from './tour-png.ts';

/** Posts to the page; the options form types as well against Window as against a worker scope. */
function post(message: FromPngWorker): void {
	self.postMessage(message, { transfer: [] });
}

self.onmessage = async (event: MessageEvent<ToPngWorker>) => {
	const { runId, board, tour, closed, size } = event.data;
	try {
		post({ type: 'done', runId, png: await drawTourPng(boardFromSpec(board), tour, closed, size) });
	} catch (error) {
		post({ type: 'error', runId, message: error instanceof Error ? error.message : String(error) });
	}
};
