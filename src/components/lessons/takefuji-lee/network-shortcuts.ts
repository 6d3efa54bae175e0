/**
 * The step player's shortcuts for the live network, minus the keys the board
 * uses to move its focus. The board's own key handler is delegated by Svelte
 * to the root, so it runs after a listener on the widget and cannot stop it:
 * without this filter an arrow key on the board would also step the network.
 */
import { handlePlayerKey, type ActsOnKeys } from '../../player/player-keys.ts';

/** Keys the board (an ARIA grid) moves its cursor with. */
const BOARD_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** An attachment that makes the player's shortcuts work inside the element, except on the board. */
export function networkShortcuts(player: () => ActsOnKeys): (element: HTMLElement) => () => void {
	return (element) => {
		const listener = (event: KeyboardEvent): void => {
			const onBoard = event.target instanceof Element && event.target.closest('[role="grid"]');
			if (onBoard !== null && onBoard !== false && BOARD_KEYS.has(event.key)) return;
			handlePlayerKey(player(), event);
		};
		element.addEventListener('keydown', listener);
		return () => element.removeEventListener('keydown', listener);
	};
}
