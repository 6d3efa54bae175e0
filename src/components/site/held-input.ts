/**
 * What a reader does to an island before its code has loaded is not lost: from the moment the page
 * is built, an island's clicks, submits, typing, choices and keys are held; once the code is there
 * and has hydrated (which keeps the built HTML, so nothing moves), they happen again on the live
 * widget, in order, exactly once. Shared by `client:interaction` (loads on the first touch) and
 * `client:view` (loads when it comes into view).
 */
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

/**
 * Where a held event happens again: its own target if hydration kept it (the usual case), else
 * what is now under the same point of the island (a click on a square the widget drew anew).
 */
function liveTarget(event: Event, island: HTMLElement): Element | null {
	const target = event.target;
	if (target instanceof Element && target.isConnected) return target;
	if (!(event instanceof MouseEvent)) return null;
	const under = document.elementFromPoint(event.clientX, event.clientY);
	return under !== null && island.contains(under) ? under : null;
}

/** Does again, on the live widget, one thing the reader did before it hydrated. */
function replay(event: Event, values: Map<Field, string>, island: HTMLElement): void {
	const target = liveTarget(event, island);
	if (target === null) return;
	if (event instanceof MouseEvent && event.type === 'click') {
		// A click where it was, with its point and keys: SVG squares and chart marks have no
		// click() of their own, and a chart reads the point.
		target.dispatchEvent(
			new MouseEvent('click', {
				bubbles: true,
				cancelable: true,
				composed: true,
				view: window,
				detail: event.detail,
				screenX: event.screenX,
				screenY: event.screenY,
				clientX: event.clientX,
				clientY: event.clientY,
				button: event.button,
				buttons: event.buttons,
				shiftKey: event.shiftKey,
				ctrlKey: event.ctrlKey,
				altKey: event.altKey,
				metaKey: event.metaKey,
			}),
		);
	} else if (event.type === 'click' && target instanceof HTMLElement) target.click();
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
		// Select-all in a field: hydration writing the field's value back ends the selection the
		// key made, and what the reader types next would be added to the old value, not replace
		// it ("6", Ctrl+A, "4" gave "64"). A synthetic key does nothing of itself: select again.
		const all = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a';
		if (all && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
			target.select();
	} else if (isField(target)) {
		// Hydration may have put the built value back: the reader's text wins.
		target.value = values.get(target) ?? target.value;
		target.dispatchEvent(new Event(event.type, { bubbles: true }));
	}
}

/**
 * Holds what the reader does to `island` from now on, and loads it on the reader's first touch
 * (`TRIGGERS`). The returned `start` loads and hydrates the island (once, however often it is
 * called: by a touch, or by the directive's own reason), then replays what was held.
 */
export function holdUntilLive(
	island: HTMLElement,
	load: () => Promise<() => Promise<void>>,
): () => Promise<void> {
	let started: Promise<void> | null = null;
	const held: Event[] = [];
	/** Keeps an event for later; a click or a submit is held back so that it happens only once. */
	const hold = (event: Event): void => {
		held.push(event);
		if (event.type === 'click' || event.type === 'submit') {
			event.preventDefault();
			event.stopImmediatePropagation();
		}
	};
	const run = async (): Promise<void> => {
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
		for (const event of held) replay(event, values, island);
		const focused = document.activeElement;
		if (focused instanceof HTMLElement && island.contains(focused)) {
			focused.dispatchEvent(new FocusEvent('focus'));
			focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		}
	};
	const start = (): Promise<void> => {
		if (started === null) {
			for (const type of TRIGGERS) island.removeEventListener(type, start, true);
			started = run();
		}
		return started;
	};
	// The triggers first: holding a click stops the island's other listeners for it.
	for (const type of TRIGGERS)
		island.addEventListener(type, start, { capture: true, passive: true });
	for (const type of HELD) island.addEventListener(type, hold, true);
	return start;
}
