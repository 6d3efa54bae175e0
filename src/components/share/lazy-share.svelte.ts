/**
 * A widget's share-link machinery (the shared state, its codec and the Share link button, about
 * 6 KB), loaded only when it is needed: at once when the address or storage holds a set-up to
 * restore (and again whenever the address's fragment changes), otherwise on the reader's first touch
 * of the widget, before anything they set can need saving. The Playground and the network
 * experiment use it.
 */
import { tick } from 'svelte';
import { hasSavedShare } from './saved-share.ts';

/** Loads a widget's share machinery `T` once, when there is something to restore or to share. */
export class LazyShare<T> {
	/** The loaded machinery; null until then. */
	loaded = $state.raw<T | null>(null);
	readonly #id: string;
	readonly #load: () => Promise<T>;
	#loading: Promise<T> | null = null;

	/** `id` names the widget's link parameter and storage entry, as `SharedState` does. */
	constructor(id: string, load: () => Promise<T>) {
		this.#id = id;
		this.#load = load;
	}

	/** Loads the machinery (once). */
	load(): Promise<T> {
		this.#loading ??= this.#load().then((machinery) => (this.loaded = machinery));
		return this.#loading;
	}

	/**
	 * Loads the machinery now if there is a link or a saved set-up to restore, and whenever the
	 * address's fragment changes to one (a link opened on the same page); returns the stop, for
	 * `onMount`.
	 */
	watch(): () => void {
		const restore = (): void => {
			if (hasSavedShare(this.#id)) void this.load();
		};
		restore();
		window.addEventListener('hashchange', restore);
		return () => window.removeEventListener('hashchange', restore);
	}

	/** The placeholder button's click: loads the real Share link button inside `root`, then clicks it. */
	async click(root: HTMLElement | undefined): Promise<void> {
		await this.load();
		await tick();
		const button = root?.querySelector<HTMLButtonElement>('.share button');
		button?.focus();
		button?.click();
	}
}
