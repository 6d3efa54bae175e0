/**
 * The step player's keyboard shortcuts: Space plays or pauses, ← and → step,
 * Home resets, End skips, + and − change speed. They work wherever focus is
 * inside a widget that attaches them, except where the focused control needs
 * the key itself (text boxes, menus, a button's own Space and Enter, the
 * board's arrows).
 */

/** What a key does in the player. */
export type PlayerAction =
	'toggle' | 'step' | 'step-back' | 'reset' | 'skip-to-end' | 'faster' | 'slower';

/** The parts of a key event's target that decide whether the player may take the key. */
export interface KeyTarget {
	tagName?: string;
	type?: string;
	isContentEditable?: boolean;
}

/** Something that runs player actions (the step player). */
export interface ActsOnKeys {
	act(action: PlayerAction): void;
}

/** Keys a range slider uses itself; on the timeline they move it (a seek). */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** The action each shortcut key stands for. */
const ACTIONS: Readonly<Record<string, PlayerAction>> = {
	' ': 'toggle',
	ArrowRight: 'step',
	ArrowLeft: 'step-back',
	Home: 'reset',
	End: 'skip-to-end',
	'+': 'faster',
	'=': 'faster',
	'-': 'slower',
	_: 'slower',
	'−': 'slower',
};

/** Maps a key pressed inside the player to an action, or null when the key belongs elsewhere. */
export function playerKeyAction(
	key: string,
	target: KeyTarget | null,
	modifiers: { ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {},
): PlayerAction | null {
	if (modifiers.ctrlKey === true || modifiers.altKey === true || modifiers.metaKey === true) {
		return null;
	}
	const tag = target?.tagName?.toUpperCase() ?? '';
	if (tag === 'SELECT' || tag === 'TEXTAREA' || target?.isContentEditable === true) return null;
	if (tag === 'INPUT' && target?.type !== 'range') return null;
	if (tag === 'INPUT' && SLIDER_KEYS.has(key)) return null;
	// A focused button acts on Space and Enter itself: the key must not also run a shortcut.
	if (tag === 'BUTTON' && (key === ' ' || key === 'Enter')) return null;
	return Object.hasOwn(ACTIONS, key) ? (ACTIONS[key] ?? null) : null;
}

/** Runs the shortcut a key event stands for, unless something inside already took the key. */
export function handlePlayerKey(player: ActsOnKeys, event: KeyboardEvent): void {
	// The board moves its cursor with the arrows (and, in Set start mode, acts on Space).
	if (event.defaultPrevented) return;
	const action = playerKeyAction(event.key, event.target as HTMLElement | null, event);
	if (action === null) return;
	event.preventDefault();
	player.act(action);
}

/** Keys a board (an ARIA grid) moves its cursor with. */
const BOARD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Tells whether a key belongs to the board (an ARIA grid) that has the focus. */
export function isBoardKey(key: string, target: EventTarget | null): boolean {
	if (!BOARD_KEYS.has(key)) return false;
	return typeof Element !== 'undefined' && target instanceof Element
		? target.closest('[role="grid"]') !== null
		: false;
}

/**
 * An attachment that makes the player's shortcuts work anywhere inside the
 * element, except the keys a focused board uses itself: Svelte delegates the
 * board's key handler to the document root, so it runs after this listener and
 * cannot stop it — without the check an arrow on the board would also step.
 */
export function playerShortcuts(player: () => ActsOnKeys): (element: HTMLElement) => () => void {
	return (element) => {
		const listener = (event: KeyboardEvent): void => {
			if (isBoardKey(event.key, event.target)) return;
			handlePlayerKey(player(), event);
		};
		element.addEventListener('keydown', listener);
		return () => element.removeEventListener('keydown', listener);
	};
}
