/**
 * Presentation mode for every widget, added once by the layout: each widget
 * root (`.widget`) gets a "Present" button, and F inside a widget does the
 * same. The widgets know nothing of this: the script finds them, also after
 * their islands hydrate. Every page runs this part, so it is small; what
 * presenting does (present-mode.ts) loads on the first press.
 */
import { presentKeyAction } from './present-keys.ts';

/** Loads the presentation mode itself, once, when the reader first asks for it. */
const mode = (): Promise<typeof import('./present-mode.ts')> => import('./present-mode.ts');

/** Adds the Present button to every hydrated widget that lacks one. */
function equip(): void {
	for (const widget of document.querySelectorAll('.widget')) {
		if (
			// While presenting, the button sits in the widget's header row (present-mode.ts).
			widget.querySelector(
				':scope > .present-button, :scope > .present-header > .present-button',
			) !== null ||
			// Before hydration Svelte still has to claim the server's nodes: one more would upset it.
			widget.closest('astro-island[ssr]') !== null ||
			widget.parentElement?.closest('.widget') != null
		) {
			continue;
		}
		const button = document.createElement('button');
		button.type = 'button';
		button.className = 'present-button no-print';
		button.textContent = 'Present';
		button.setAttribute('aria-keyshortcuts', 'F');
		widget.prepend(button);
	}
}

/** Presents or puts back the widget of a Present button. */
function onClick(event: MouseEvent): void {
	const button = (event.target as Element | null)?.closest?.('.present-button');
	const widget = button?.closest<HTMLElement>('.widget');
	if (widget != null) void mode().then((m) => m.toggle(widget));
}

/** Handles F and Escape for the widget that holds the focus. */
function onKey(event: KeyboardEvent): void {
	if (event.defaultPrevented) return;
	const target = event.target as HTMLElement | null;
	const shown = document.querySelector<HTMLElement>('.widget.presenting');
	const widget = target?.closest?.<HTMLElement>('.widget') ?? shown;
	if (widget == null) return;
	const action = presentKeyAction(event.key, target, widget === shown, event);
	if (action === null) return;
	event.preventDefault();
	void mode().then((m) => (action === 'exit' ? m.leave() : m.toggle(widget)));
}

let queued = false;
// Islands hydrate when they scroll into view (Astro drops their `ssr` attribute then).
new MutationObserver(() => {
	if (queued) return;
	queued = true;
	requestAnimationFrame(() => {
		queued = false;
		equip();
	});
}).observe(document.body, {
	subtree: true,
	childList: true,
	attributes: true,
	attributeFilter: ['ssr'],
});
equip();
document.addEventListener('click', onClick);
document.addEventListener('keydown', onKey);
