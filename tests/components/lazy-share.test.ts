import { afterEach, describe, expect, test, vi } from 'vitest';
import { LazyShare } from '../../src/components/share/lazy-share.svelte.ts';

/** A window with just what LazyShare and hasSavedShare read: the address, storage, events. */
function fakeWindow(hash: string, saved: Record<string, string> = {}) {
	const listeners = new Set<() => void>();
	const win = {
		location: { hash, pathname: '/playground/' },
		localStorage: { getItem: (key: string) => saved[key] ?? null },
		addEventListener: (type: string, listener: () => void) => {
			if (type === 'hashchange') listeners.add(listener);
		},
		removeEventListener: (type: string, listener: () => void) => {
			if (type === 'hashchange') listeners.delete(listener);
		},
		/** Changes the fragment as a link opened on the same page does. */
		open(newHash: string) {
			win.location.hash = newHash;
			for (const listener of listeners) listener();
		},
		listeners,
	};
	vi.stubGlobal('window', win);
	return win;
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('LazyShare', () => {
	test('loads its machinery once, however often it is asked', async () => {
		const load = vi.fn(() => Promise.resolve({ name: 'machinery' }));
		const share = new LazyShare('pg', load);
		expect(share.loaded).toBeNull();
		await Promise.all([share.load(), share.load()]);
		await share.load();
		expect(load).toHaveBeenCalledTimes(1);
		expect(share.loaded).toEqual({ name: 'machinery' });
	});

	test('with nothing to restore it waits; a link opened on the page then loads it', async () => {
		const win = fakeWindow('');
		const load = vi.fn(() => Promise.resolve('machinery'));
		const share = new LazyShare('pg', load);
		const stop = share.watch();
		expect(load).not.toHaveBeenCalled();
		win.open('#other=1');
		expect(load).not.toHaveBeenCalled();
		win.open('#pg=pg1.r6');
		expect(load).toHaveBeenCalledTimes(1);
		stop();
		expect(win.listeners.size).toBe(0);
	});

	test('a link in the address or a saved set-up loads it at once', () => {
		fakeWindow('#a=1&pg=pg1.r6');
		const fromLink = vi.fn(() => Promise.resolve('machinery'));
		new LazyShare('pg', fromLink).watch()();
		expect(fromLink).toHaveBeenCalledTimes(1);
		// hasSavedShare's storage key: ktn:<path without its trailing slash>:<id>.
		fakeWindow('', { 'ktn:/playground:pg': '{}' });
		const fromStorage = vi.fn(() => Promise.resolve('machinery'));
		new LazyShare('pg', fromStorage).watch()();
		expect(fromStorage).toHaveBeenCalledTimes(1);
	});
});
