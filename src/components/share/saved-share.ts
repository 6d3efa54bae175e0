/**
 * Whether a widget has a state to restore — an entry in the page's address or
 * in local storage — without loading the link codec. A widget that loads its
 * share machinery only when the reader touches it asks this on mount, so a
 * shared link or a saved set-up is still restored at once.
 */

/** Returns true when the address or the page's storage holds an entry for widget `id`. */
export function hasSavedShare(id: string): boolean {
	if (typeof window === 'undefined') return false;
	const hash = window.location.hash.replace(/^#/, '');
	if (hash.split('&').some((part) => part.startsWith(`${id}=`))) return true;
	const path = window.location.pathname;
	const key = `ktn:${path.length > 1 ? path.replace(/\/+$/, '') : path}:${id}`;
	try {
		return window.localStorage.getItem(key) !== null;
	} catch {
		// Storage can be refused (private modes, blocked cookies): then there is nothing saved.
		return false;
	}
}
