/**
 * Which key does what in presentation mode, kept free of the DOM so it can be
 * unit-tested. Every page loads this, so it stays tiny.
 */

/** What a key press asks presentation mode to do. */
export type PresentAction = 'toggle' | 'exit';

/** The parts of a key event's target that decide whether a letter is typing. */
export interface KeyTarget {
	tagName?: string;
	type?: string;
	isContentEditable?: boolean;
}

/** Input types where a letter key does not type (so F may present the widget). */
const NON_TEXT_INPUTS = new Set([
	'button',
	'checkbox',
	'color',
	'file',
	'image',
	'radio',
	'range',
	'reset',
	'submit',
]);

/** Tells whether a letter pressed on `target` types into it (text fields, menus, editable text). */
export function isTextEntry(target: KeyTarget | null): boolean {
	if (target === null) return false;
	if (target.isContentEditable === true) return true;
	const tag = target.tagName?.toUpperCase() ?? '';
	if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
	return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

/** Maps a key pressed inside a widget to a presentation action, or null when it belongs elsewhere. */
export function presentKeyAction(
	key: string,
	target: KeyTarget | null,
	presenting: boolean,
	modifiers: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {},
): PresentAction | null {
	if (key === 'Escape') return presenting ? 'exit' : null;
	// Ctrl+F finds in the page and Alt+F opens the browser menu: leave those alone.
	if (modifiers.ctrlKey === true || modifiers.altKey === true || modifiers.metaKey === true) {
		return null;
	}
	if (key !== 'f' && key !== 'F') return null;
	return isTextEntry(target) ? null : 'toggle';
}
