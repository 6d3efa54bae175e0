/**
 * `client:interaction`: hydrates an island the first time the reader touches it (presses a key in
 * it, clicks or taps it, or moves the focus into it), for widgets whose first state is the page's
 * built HTML and whose code is needed only once the reader works them. What the reader did while
 * the code loaded happens again on the live widget, once (held-input.ts).
 */
import type { ClientDirective } from 'astro';
import { holdUntilLive } from './held-input.ts';

const interaction: ClientDirective = (load, _options, island) => {
	holdUntilLive(island, load);
};

export default interaction;

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrates the island when the reader first touches it (interaction-directive.ts). */
		'client:interaction'?: boolean;
	}
}
