/**
 * A widget's shareable state in the browser. It comes from the page's address
 * (`#pg=pg1.r5.c5&km=km1.s1b`, one entry per widget), else from local storage
 * (key `ktn:<page path>:<widget id>`), else from the schema's defaults; it is
 * saved to local storage as the reader changes it, and `link()` turns it into
 * an address to share. Nothing here touches `window` until `connect()` or
 * `load()` runs, so it renders on the server with the defaults.
 */
import {
	decodeState,
	defaultValues,
	encodeState,
	type Decoded,
	type Fields,
	type Schema,
	type ValuesOf,
} from './state-codec.ts';

/** The part of the Web Storage API used here; `localStorage` fits it. */
export interface StorageLike {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
}

/** What the state needs from the page: given in tests, taken from `window` in browsers. */
export interface ShareEnvironment {
	/** Returns the page's address. */
	readHref(): string;
	/** Replaces the page's address without reloading it or adding to the history. */
	replaceHref(href: string): void;
	/** The page's local storage, or null where there is none. */
	readonly storage: StorageLike | null;
	/** Calls `listener` on a window event; returns the function that stops it. */
	listen(type: 'hashchange' | 'pagehide', listener: () => void): () => void;
}

/** What a "Share link" button needs from a widget's state. */
export interface Shareable {
	/** Returns the page's address with this widget's state in the hash. */
	link(): string;
	/** What was wrong with the link or saved settings the state came from; plain text. */
	readonly problems: readonly string[];
	/** Forgets the problems once the reader has seen them. */
	dismissProblems(): void;
}

/** Where the values came from when they were last loaded. */
export type StateSource = 'defaults' | 'link' | 'saved';

/** Options for `SharedState`. */
export interface SharedStateOptions<V> {
	/** The page to read and write. Default: the browser's window, looked up on first use; none on the server. */
	environment?: ShareEnvironment | null;
	/** Milliseconds to wait after the last change before writing to storage. Default: 400. */
	delay?: number;
	/**
	 * Called when `load()` or `reset()` replaces the values, e.g. to refresh typed text, with where
	 * they came from (so a widget speaks of a link only when there was one). Default: none.
	 */
	onreplace?: (values: V, source: StateSource) => void;
}

/** Returns the browser's page, or null on the server. */
export function browserEnvironment(): ShareEnvironment | null {
	if (typeof window === 'undefined') return null;
	let storage: StorageLike | null = null;
	try {
		storage = window.localStorage;
	} catch {
		// Storage blocked by the reader's settings throws on access; the state then lives in links only.
	}
	return {
		readHref: () => window.location.href,
		replaceHref(href) {
			try {
				window.history.replaceState(window.history.state, '', href);
			} catch {
				// Some browsers limit how often the address may change; the next change retries.
			}
		},
		storage,
		listen(type, listener) {
			window.addEventListener(type, listener);
			return () => window.removeEventListener(type, listener);
		},
	};
}

/** Splits a hash such as "#pg=pg1.r5&intro" into its entries, in order. */
export function hashEntries(hash: string): string[] {
	const body = hash.replace(/^#/, '');
	return body === '' ? [] : body.split('&');
}

/** Returns the value of widget `id`'s entry in a hash, or null when it has none. */
export function readHashEntry(hash: string, id: string): string | null {
	const entry = hashEntries(hash).find((e) => e.startsWith(`${id}=`));
	if (entry === undefined) return null;
	const value = entry.slice(id.length + 1);
	try {
		// Some mail and chat apps percent-encode "~"; decoding restores it.
		return decodeURIComponent(value);
	} catch {
		return value;
	}
}

/** Returns the hash with widget `id`'s entry set to `value`, every other entry kept in place. */
export function writeHashEntry(hash: string, id: string, value: string): string {
	const entries = hashEntries(hash);
	const index = entries.findIndex((e) => e.startsWith(`${id}=`));
	if (index < 0) entries.push(`${id}=${value}`);
	else entries[index] = `${id}=${value}`;
	return `#${entries.join('&')}`;
}

/** Parses an address, or returns null when it is not one. */
function parseUrl(href: string): URL | null {
	try {
		return new URL(href);
	} catch {
		return null;
	}
}

/** A schema bound to the page: values, their problems, a link, storage. */
export class SharedState<F extends Fields> implements Shareable {
	/** The state; widgets read and change it directly. `load()` and `reset()` replace it whole. */
	values = $state({} as ValuesOf<F>);
	/** What was wrong with the link or saved settings the values came from. */
	problems: string[] = $state([]);
	/** Where the values came from. */
	source: StateSource = $state('defaults');
	readonly schema: Schema<F>;
	/** The widget's name in the hash and in the storage key. */
	readonly id: string;
	#environment: ShareEnvironment | null | undefined;
	#delay: number;
	#onreplace: ((values: ValuesOf<F>, source: StateSource) => void) | undefined;
	#timer: ReturnType<typeof setTimeout> | null = null;
	/** The text storage holds for this widget, as far as this page knows. */
	#saved: string | null = null;
	/** This widget's entry in the address as last read or written here; another one is a new link. */
	#entry: string | null = null;

	/** Binds `schema` to the widget called `id` (letters, digits, `-`, `_`; unique on the page). */
	constructor(schema: Schema<F>, id: string, options: SharedStateOptions<ValuesOf<F>> = {}) {
		if (!/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(id)) {
			throw new RangeError(
				`Widget id "${id}" must be a letter then up to 31 letters, digits, - or _.`,
			);
		}
		this.schema = schema;
		this.id = id;
		this.values = defaultValues(schema);
		this.#environment = options.environment;
		this.#delay = options.delay ?? 400;
		this.#onreplace = options.onreplace;
	}

	/** Returns the page, looking up the browser's on first use. */
	#page(): ShareEnvironment | null {
		if (this.#environment === undefined) this.#environment = browserEnvironment();
		return this.#environment;
	}

	/** Returns the storage key for this widget on this page: `ktn:/lessons/tours:pg`. */
	storageKey(): string | null {
		const page = this.#page();
		const url = page === null ? null : parseUrl(page.readHref());
		if (url === null) return null;
		const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
		return `ktn:${path}:${this.id}`;
	}

	/** Encodes the values, or returns null when a value cannot be written. */
	#encode(): string | null {
		try {
			return encodeState(this.schema, this.values);
		} catch {
			return null;
		}
	}

	/** Replaces the values and problems. */
	#replace(decoded: Decoded<ValuesOf<F>>, source: StateSource): void {
		this.values = decoded.values;
		this.problems = decoded.problems;
		this.source = source;
		this.#onreplace?.(this.values, source);
	}

	/** Reads the state from the page's address, else from storage; keeps the defaults when neither has it. */
	load(): void {
		const page = this.#page();
		if (page === null) return;
		const url = parseUrl(page.readHref());
		const entry = url === null ? null : readHashEntry(url.hash, this.id);
		if (entry !== null) {
			this.#replace(decodeState(this.schema, entry, { from: 'the link' }), 'link');
			this.#entry = entry;
			// Writing now keeps storage in step and cleans a bad link, so a reload shows no problems.
			this.flush();
			return;
		}
		const stored = readStorage(page.storage, this.storageKey());
		if (stored === null) {
			this.#saved = this.#encode();
			return;
		}
		const text = savedText(stored);
		if (text === null) {
			this.#replace(
				{
					values: defaultValues(this.schema),
					problems: ['The saved settings of this widget were damaged, so the defaults are used.'],
				},
				'defaults',
			);
			this.flush();
			return;
		}
		const decoded = decodeState(this.schema, text, { from: 'the saved settings' });
		this.#replace(decoded, 'saved');
		this.#saved = decoded.problems.length === 0 ? text : null;
		if (this.#saved === null) this.flush();
	}

	/** Writes the state to storage soon (after `delay` ms without another call). */
	save(): void {
		if (this.#page() === null) return;
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = setTimeout(() => this.flush(), this.#delay);
	}

	/** Writes the state to storage now, and to the address when it carries this widget's entry. */
	flush(): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = null;
		const page = this.#page();
		const text = this.#encode();
		if (page === null || text === null) return;
		const key = this.storageKey();
		if (text !== this.#saved && key !== null) {
			try {
				page.storage?.setItem(key, JSON.stringify({ state: text }));
			} catch {
				// Full or blocked storage: the state still lives in the page and in links.
			}
			this.#saved = text;
		}
		// A page opened from a link keeps the link current, so a reload never brings back old state;
		// a link pasted since the last load is left for the hashchange handler to read.
		const url = parseUrl(page.readHref());
		const entry = url === null ? null : readHashEntry(url.hash, this.id);
		if (url === null || entry === null || entry !== this.#entry) return;
		if (entry !== text) {
			url.hash = writeHashEntry(url.hash, this.id, text);
			page.replaceHref(url.href);
		}
		this.#entry = text;
	}

	/** Puts back the defaults and forgets the problems. */
	reset(): void {
		this.#replace({ values: defaultValues(this.schema), problems: [] }, 'defaults');
		this.save();
	}

	/** Forgets the problems once the reader has seen them. */
	dismissProblems(): void {
		this.problems = [];
	}

	/** Returns the page's address with this widget's state in the hash (other widgets' entries kept). */
	link(): string {
		const text = this.#encode() ?? `${this.schema.id}${String(this.schema.version)}`;
		const page = this.#page();
		const url = page === null ? null : parseUrl(page.readHref());
		const others = url === null ? [] : hashEntries(url.hash).filter((e) => e.includes('='));
		const hash = writeHashEntry(others.join('&'), this.id, text);
		if (url === null) return hash;
		url.hash = hash;
		return url.href;
	}

	/**
	 * Loads the state and keeps it saved: every change is written to storage
	 * after `delay` ms, a new link pasted into the address bar is loaded, and
	 * pending writes are flushed when the page is hidden. Call it from
	 * `onMount` (it returns the cleanup); it does nothing on the server.
	 */
	connect(): () => void {
		const page = this.#page();
		if (page === null) return () => {};
		this.load();
		const stopSaving = $effect.root(() => {
			$effect(() => {
				if (this.#encode() !== this.#saved) this.save();
			});
		});
		const stopHash = page.listen('hashchange', () => {
			const url = parseUrl(page.readHref());
			const entry = url === null ? null : readHashEntry(url.hash, this.id);
			if (entry !== null && entry !== this.#entry) this.load();
		});
		const stopHide = page.listen('pagehide', () => this.flush());
		return () => {
			stopSaving();
			stopHash();
			stopHide();
			if (this.#timer !== null) this.flush();
		};
	}
}

/** Reads a storage entry; null when there is none or storage refuses (blocked, or failing). */
function readStorage(storage: StorageLike | null, key: string | null): string | null {
	try {
		return key === null || storage === null ? null : storage.getItem(key);
	} catch {
		return null;
	}
}

/** Returns the encoded state inside a stored entry (`{"state":"pg1.r5"}`), or null when it is damaged. */
function savedText(stored: string): string | null {
	try {
		const data: unknown = JSON.parse(stored);
		if (typeof data !== 'object' || data === null || !('state' in data)) return null;
		return typeof data.state === 'string' ? data.state : null;
	} catch {
		return null;
	}
}
