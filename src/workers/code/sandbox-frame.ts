/**
 * The code sandbox, page side. A program never runs in the page's realm, nor
 * in a worker the page's origin owns: the page makes a hidden iframe with
 * `sandbox="allow-scripts"` and no `allow-same-origin` (an opaque origin: no
 * storage, no cookies, not the page), whose Content-Security-Policy allows no
 * network at all. The frame's only script is the short boot below; it turns
 * the worker script the page hands it into a blob address and starts a fresh
 * worker from it for every run, terminated when the page ends the run. The
 * page hands in Pyodide's files as bytes, so nothing in the sandbox fetches.
 *
 * Messages: the page talks to the boot on one port (script, files, start,
 * end, ping); each run's worker talks to the page on a port of its own, made
 * by the page for that run and closed after its one answer.
 */
import {
	PYODIDE_FILES,
	pyodideIndexPath,
	sandboxScriptPath,
	type PyodideFiles,
} from './pyodide-files.ts';
import type { CodeLanguage, RunMessage } from './code-protocol.ts';

/** The frame's policy: scripts only inline (the boot) and from blobs made inside; no network of any kind. */
export const SANDBOX_POLICY = [
	"default-src 'none'",
	"script-src 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:",
	'worker-src blob:',
	"connect-src 'none'",
	"font-src 'none'",
	"img-src 'none'",
	"media-src 'none'",
	"style-src 'none'",
	"object-src 'none'",
	"frame-src 'none'",
	"manifest-src 'none'",
	"base-uri 'none'",
	"form-action 'none'",
].join('; ');

/**
 * The frame's own script, as source text (it runs in the frame, never here). It takes one port
 * from the page, then: `script` (the worker's source), `files` (Pyodide's bytes), `start` (a
 * fresh worker, or the spare, gets the run and its port), `end` (terminate it; with `warm`,
 * start a spare), `ping`. It reads nothing from workers but their errors.
 */
const BOOT = `(() => {
	let control = null;
	let workerUrl = null;
	let files = null;
	let spare = null;
	const runs = new Map();
	const spawn = () => new Worker(workerUrl, { name: 'code sandbox' });
	const take = ({ data, ports }) => {
		if (data.type === 'script') {
			workerUrl = URL.createObjectURL(new Blob([data.text], { type: 'text/javascript' }));
		} else if (data.type === 'files') {
			files = data.files;
		} else if (data.type === 'start' && ports.length === 1 && workerUrl !== null) {
			const worker = spare ?? spawn();
			spare = null;
			runs.set(data.runId, worker);
			worker.onerror = (event) => {
				event.preventDefault();
				const message = String(event.message ?? '').slice(0, 500);
				control.postMessage({ type: 'crashed', runId: data.runId, message });
			};
			const python = data.request.language === 'python' ? files : null;
			worker.postMessage({ type: 'run', request: data.request, files: python }, [ports[0]]);
		} else if (data.type === 'end') {
			runs.get(data.runId)?.terminate();
			runs.delete(data.runId);
			if (data.warm !== null && workerUrl !== null && spare === null) {
				spare = spawn();
				if (data.warm === 'python' && files !== null) spare.postMessage({ type: 'prepare', files });
			}
		} else if (data.type === 'ping') {
			control.postMessage({ type: 'pong', id: data.id });
		}
	};
	addEventListener('message', (event) => {
		if (control !== null || event.source !== parent || event.ports.length !== 1) return;
		control = event.ports[0];
		control.onmessage = take;
	});
})();`;

/** The frame's document: the policy first, then the boot. */
export function sandboxDocument(): string {
	return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${SANDBOX_POLICY}"><script>${BOOT}</script></head><body></body></html>`;
}

/** What the client hears from the frame about one run, besides the run's own port. */
export interface RunWatch {
	/** Reports news of the page's own loading (Pyodide's files), fraction 0–1. */
	onLoading(what: string, fraction?: number): void;
	/** The run's worker died of an error it did not catch (a crash of the program's own making). */
	onCrash(message: string): void;
}

/** What runs a program in a sandbox: the frame below, or a fake in tests. */
export interface Sandbox {
	/** Starts `request` in a fresh worker that answers on `port`; rejects when the sandbox cannot start. */
	start(request: RunMessage, port: MessagePort, watch: RunWatch): Promise<void>;
	/** Ends a run's worker; with `warm`, starts a spare for the next run in that language. */
	end(runId: number, warm: CodeLanguage | null): void;
	/** Tells whether the sandbox still answers within `ms` (a program may have brought it down). */
	alive(ms: number): Promise<boolean>;
	/** Removes the sandbox. */
	dispose(): void;
}

/** The site's base path, as the bundler gives it. */
function base(): string {
	return import.meta.env.BASE_URL;
}

let script: Promise<string> | null = null;

/** Fetches the worker's script (once per page). */
function workerScript(): Promise<string> {
	script ??= fetch(sandboxScriptPath(base())).then(async (response) => {
		if (!response.ok)
			throw new Error(`the sandbox script did not load (HTTP ${String(response.status)})`);
		return response.text();
	});
	script.catch(() => {
		script = null;
	});
	return script;
}

let pyodide: Promise<PyodideFiles> | null = null;

/** Fetches Pyodide's files from the site (once per page), reporting each file as it comes. */
function pyodideFiles(onLoading: RunWatch['onLoading']): Promise<PyodideFiles> {
	pyodide ??= (async () => {
		const folder = pyodideIndexPath(base());
		const files: Partial<PyodideFiles> = {};
		let done = 0;
		await Promise.all(
			PYODIDE_FILES.map(async (name) => {
				const response = await fetch(`${folder}${name}`);
				if (!response.ok) throw new Error(`${name} did not load (HTTP ${String(response.status)})`);
				files[name] = await response.arrayBuffer();
				done++;
				onLoading('Downloading Python', (0.2 * done) / PYODIDE_FILES.length);
			}),
		);
		return files as PyodideFiles;
	})();
	pyodide.catch(() => {
		pyodide = null;
	});
	return pyodide;
}

/** The code sandbox of one runner: a hidden opaque-origin frame, made on the first run. */
export class SandboxFrame implements Sandbox {
	#frame: HTMLIFrameElement | null = null;
	#control: Promise<MessagePort> | null = null;
	#filesSent = false;
	#watches = new Map<number, RunWatch>();
	#pongs = new Map<number, () => void>();
	#nextPing = 1;

	/** Makes the frame and hands it the worker's script; resolves with the port to its boot. */
	#open(): Promise<MessagePort> {
		this.#control ??= (async () => {
			const text = await workerScript();
			const frame = document.createElement('iframe');
			frame.setAttribute('sandbox', 'allow-scripts');
			frame.setAttribute('aria-hidden', 'true');
			frame.tabIndex = -1;
			frame.title = 'Code sandbox';
			frame.style.cssText = 'position:fixed;width:0;height:0;border:0;left:-10px;top:-10px;';
			frame.srcdoc = sandboxDocument();
			const loaded = new Promise((resolve) =>
				frame.addEventListener('load', resolve, { once: true }),
			);
			document.body.append(frame);
			this.#frame = frame;
			await loaded;
			const channel = new MessageChannel();
			frame.contentWindow?.postMessage('ktn-sandbox', '*', [channel.port2]);
			const port = channel.port1;
			port.onmessage = (
				event: MessageEvent<{ type?: unknown; runId?: unknown; id?: unknown; message?: unknown }>,
			) => {
				const data = event.data;
				if (data.type === 'crashed' && typeof data.runId === 'number') {
					this.#watches.get(data.runId)?.onCrash(String(data.message).slice(0, 500));
				} else if (data.type === 'pong' && typeof data.id === 'number') {
					this.#pongs.get(data.id)?.();
				}
			};
			port.postMessage({ type: 'script', text });
			return port;
		})();
		this.#control.catch(() => {
			this.dispose();
		});
		return this.#control;
	}

	async start(request: RunMessage, port: MessagePort, watch: RunWatch): Promise<void> {
		const control = await this.#open();
		if (request.language === 'python' && !this.#filesSent) {
			const files = await pyodideFiles(watch.onLoading);
			// Copied, not moved: the page keeps its bytes for the next frame.
			control.postMessage({ type: 'files', files });
			this.#filesSent = true;
		}
		this.#watches.set(request.runId, watch);
		control.postMessage({ type: 'start', runId: request.runId, request }, [port]);
	}

	end(runId: number, warm: CodeLanguage | null): void {
		this.#watches.delete(runId);
		void this.#control?.then((control) => control.postMessage({ type: 'end', runId, warm }));
	}

	async alive(ms: number): Promise<boolean> {
		if (this.#control === null) return false;
		const control = await this.#control;
		const id = this.#nextPing++;
		return new Promise<boolean>((resolve) => {
			const timer = setTimeout(() => {
				this.#pongs.delete(id);
				resolve(false);
			}, ms);
			this.#pongs.set(id, () => {
				clearTimeout(timer);
				this.#pongs.delete(id);
				resolve(true);
			});
			control.postMessage({ type: 'ping', id });
		});
	}

	dispose(): void {
		this.#frame?.remove();
		this.#frame = null;
		void this.#control?.then((control) => control.close()).catch(() => undefined);
		this.#control = null;
		this.#filesSent = false;
		this.#watches.clear();
	}
}
