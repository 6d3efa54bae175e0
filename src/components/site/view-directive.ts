/**
 * `client:view`: hydrates an island when it comes into view (as Astro's `client:view` does), or
 * on the reader's first touch if that comes first; and, unlike `client:view`, what the reader
 * does between the island's coming into view and its code being there (a click on a square, a key,
 * typing) is not lost: it happens again on the live widget, once (held-input.ts).
 */
import type { ClientDirective } from 'astro';
import { holdUntilLive } from './held-input.ts';

const view: ClientDirective = (load, _options, island) => {
	const start = holdUntilLive(island, load);
	const observer = new IntersectionObserver((entries) => {
		if (!entries.some((entry) => entry.isIntersecting)) return;
		observer.disconnect();
		void start();
	});
	// An island has no box of its own (display: contents): its children are what comes into view.
	for (const child of island.children) observer.observe(child);
};

export default view;

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrates the island when it comes into view, keeping what the reader did (view-directive.ts). */
		'client:view'?: boolean;
	}
}
