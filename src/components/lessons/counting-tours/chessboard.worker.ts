/**
 * The worker of "Count the chessboard's tours yourself": counts a board's closed tours by class,
 * saving as it goes in IndexedDB (chessboard-run.ts), and tells the page how far it has got. The
 * page pauses a count by asking the worker to stop (it stops at its next news and lets its lock go;
 * ending a worker does not free its lock at once in Chromium), then ends it; the next worker
 * resumes from what was saved. A lock keeps two tabs from counting the same board at once.
 */
import { countChessboard } from './chessboard-run.ts';
import { openCounts } from './chessboard-store.ts';
import type { ChessboardToPage, ChessboardToWorker } from './chessboard-state.svelte.ts';

/** Posts a message to the page. */
function tell(message: ChessboardToPage): void {
	self.postMessage(message);
}

/** A failure as a sentence for the reader. */
function describe(error: unknown): string {
	if (error instanceof DOMException && error.name === 'QuotaExceededError') {
		return 'The browser would not store more of this count: it keeps the count as it goes (about 1 GB for 8×8). Free some space, or allow this site more storage, and resume.';
	}
	return error instanceof Error ? error.message : `The count failed: ${String(error)}`;
}

/** Set by the page's Pause: the count stops at its next news, and the worker lets its lock go. */
let pausing = false;

/** Lets the page's messages in: a message to itself runs after those already waiting. */
const channel = new MessageChannel();
function breathe(): Promise<void> {
	return new Promise((resume) => {
		channel.port1.onmessage = () => resume();
		channel.port2.postMessage(null);
	});
}

self.onmessage = (event: MessageEvent<ChessboardToWorker>) => {
	const message = event.data;
	if (message.type === 'pause') {
		pausing = true;
		return;
	}
	const { rows, cols } = message;
	const count = async (): Promise<void> => {
		const db = await openCounts();
		const run = await countChessboard({
			db,
			rows,
			cols,
			now: () => performance.now(),
			news: (news) => tell({ type: 'news', news }),
			breathe,
			stop: () => pausing,
		});
		db.close();
		tell(pausing ? { type: 'paused', run } : { type: 'done', run });
	};
	// A browser without Web Locks counts without one: two tabs would then both count.
	if (!('locks' in navigator)) {
		count().catch((error: unknown) => tell({ type: 'error', message: describe(error) }));
		return;
	}
	const locked = navigator.locks.request(
		`knights-tour-notebook count ${String(rows)}×${String(cols)}`,
		{ ifAvailable: true },
		async (lock) => {
			if (lock === null) {
				tell({
					type: 'error',
					message:
						'This count is running in another tab or window of this site: pause it there, then resume it here.',
				});
				return;
			}
			await count();
		},
	);
	locked.catch((error: unknown) => tell({ type: 'error', message: describe(error) }));
};
