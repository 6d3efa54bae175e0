/**
 * A loopback server that records every request that reaches it, WebSocket upgrades included: the
 * attack corpus points every network attempt here, and a test fails if anything arrives.
 */
import { createServer } from 'node:http';

/** A running trap: its origin, what reached it, and how to stop it. */
export interface Trap {
	/** `http://127.0.0.1:<port>/`, the address programs try to reach. */
	url: string;
	/** Each request that arrived, as "METHOD path". */
	hits: string[];
	close: () => Promise<void>;
}

/** Starts a trap on a free loopback port. */
export async function startTrap(): Promise<Trap> {
	const hits: string[] = [];
	const server = createServer((request, response) => {
		hits.push(`${request.method ?? '?'} ${request.url ?? ''}`);
		// Answers as a permissive server would, so that nothing but the browser's policy stops a request.
		response.writeHead(200, {
			'access-control-allow-origin': '*',
			'content-type': 'text/javascript',
		});
		response.end('/* reached */');
	});
	server.on('upgrade', (request, socket) => {
		hits.push(`UPGRADE ${request.url ?? ''}`);
		socket.destroy();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	if (address === null || typeof address === 'string') throw new Error('the trap has no port');
	return {
		url: `http://127.0.0.1:${String(address.port)}/`,
		hits,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
