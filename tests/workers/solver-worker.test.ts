import { afterEach, describe, expect, test, vi } from 'vitest';
import { createBoard, encodeTour, parseAlgebraicTour } from '../../src/lib/index.ts';
import type { FromWorker } from '../../src/workers/protocol.ts';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.resetModules();
});

describe('solver.worker.ts', () => {
	test('answers a start message through the worker scope, with its transfer list', async () => {
		const posted: { message: FromWorker; options: unknown }[] = [];
		const scope = {
			onmessage: null as ((event: { data: unknown }) => void) | null,
			/** Records what the worker posts. */
			postMessage(message: FromWorker, options: unknown) {
				posted.push({ message, options });
			},
		};
		const board = createBoard(3, 4);
		const tour = parseAlgebraicTour(board, 'a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3');
		const code = encodeTour(board, tour);
		vi.stubGlobal('self', scope);
		await import('../../src/workers/solver.worker.ts');
		expect(scope.onmessage).toBeTypeOf('function');
		scope.onmessage?.({
			data: {
				type: 'start',
				runId: 1,
				job: 'decode-tour',
				input: { board: { rows: 3, cols: 4 }, code },
			},
		});
		await vi.waitFor(() => {
			expect(posted).toHaveLength(1);
		});
		const [answer] = posted;
		expect(answer?.message.type).toBe('done');
		const decoded = answer?.message.type === 'done' ? answer.message.result : null;
		expect(decoded).toEqual(tour);
		expect(answer?.options).toEqual({ transfer: [(decoded as Int32Array).buffer] });
	});
});
