/**
 * `client:interaction`: hydrates an island the first time the reader touches it (presses a key in
 * it, clicks or taps it, or moves the focus into it), for widgets whose first state is the page's
 * built HTML and whose code is needed only once the reader works them. Hydration keeps the built
 * HTML, so nothing moves; what the reader did while the code loaded (clicks, Enter, typing, a
 * choice in a menu, keys) is handed to the live widget once it is there, in order.
 */
import type { ClientDirective } from 'astro';

/**
 * What makes the island load. A click can come alone (a screen reader's activation need not move
 * the focus first), and it must not be held back with nothing loading.
 */
const TRIGGERS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'input'] as const;
/** What the reader may do before the widget is live, and is replayed after. */
const HELD = ['click', 'submit', 'input', 'change', 'keydown'] as const;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether an element holds a value the reader types or chooses. */
function isField(target: EventTarget | null): target is Field {
	return (
		target instanceof HTMLInputElement ||
		target instanceof HTMLSelectElement ||
		target instanceof HTMLTextAreaElement
	);
}

/** Does again, on the live widget, one thing the reader did before it hydrated. */
function replay(event: Event, values: Map<Field, string>): void {
	const target = event.target;
	if (!(target instanceof HTMLElement) || !target.isConnected) return;
	if (event.type === 'click') target.click();
	else if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
	else if (event instanceof KeyboardEvent) {
		target.dispatchEvent(
			new KeyboardEvent('keydown', {
				key: event.key,
				code: event.code,
				shiftKey: event.shiftKey,
				ctrlKey: event.ctrlKey,
				altKey: event.altKey,
				metaKey: event.metaKey,
				repeat: event.repeat,
				bubbles: true,
				cancelable: true,
			}),
		);
	} else if (isField(target)) {
		// Hydration may have put the built value back: the reader's text wins.
		target.value = values.get(target) ?? target.value;
		target.dispatchEvent(new Event(event.type, { bubbles: true }));
	}
}

const interaction: ClientDirective = (load, _options, island) => {
	const held: Event[] = [];
	/** Keeps an event for later; a click or a submit is held back so that it happens only once. */
	const hold = (event: Event): void => {
		held.push(event);
		if (event.type === 'click' || event.type === 'submit') {
			event.preventDefault();
			event.stopImmediatePropagation();
		}
	};
	const start = async (): Promise<void> => {
		for (const type of TRIGGERS) island.removeEventListener(type, start, true);
		const values = new Map<Field, string>();
		try {
			const hydrate = await load();
			for (const event of held)
				if (isField(event.target)) values.set(event.target, event.target.value);
			await hydrate();
		} finally {
			// Should the code fail to load, the reader's clicks are no longer held back either.
			for (const type of HELD) island.removeEventListener(type, hold, true);
		}
		for (const event of held) replay(event, values);
		const focused = document.activeElement;
		if (focused instanceof HTMLElement && island.contains(focused)) {
			focused.dispatchEvent(new FocusEvent('focus'));
			focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		}
	};
	// The triggers first: holding a click stops the island's other listeners for it.
	for (const type of TRIGGERS)
		island.addEventListener(type, start, { capture: true, passive: true });
	for (const type of HELD) island.addEventListener(type, hold, true);
};

export default interaction;

declare module 'astro' {
	interface AstroClientDirectives {
		/** Hydrates the island when the reader first touches it (interaction-directive.ts). */
		'client:interaction'?: boolean;
	}
}
