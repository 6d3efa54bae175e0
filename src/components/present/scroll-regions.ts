/**
 * Wide maths, code and tables on a narrow screen scroll sideways instead of
 * being cut off. Where one does scroll, it becomes a focusable, labelled
 * region, so keyboard users can scroll it and screen readers say what it is;
 * global.css draws a fading edge on the side that has more. Prose tables get
 * a wrapper to scroll in; widgets' own tables already scroll themselves.
 */

/** What may be too wide, and what to call its region. */
const WIDE: readonly (readonly [string, string])[] = [
	['.katex-display', 'Equation'],
	['.lesson-body pre', 'Code'],
	['.lesson-body .scroll-x', 'Table'],
];

/** Wraps each prose table (not a widget's: Svelte owns those) in a scroll container. */
function wrapTables(): void {
	for (const table of document.querySelectorAll('.lesson-body table')) {
		if (table.closest('.widget, astro-island, .scroll-x') !== null) continue;
		const wrapper = document.createElement('div');
		wrapper.className = 'scroll-x';
		table.replaceWith(wrapper);
		wrapper.append(table);
	}
}

/** Makes each element that scrolls now a labelled, focusable region, and the others plain again. */
function markScrollers(): void {
	for (const [selector, name] of WIDE) {
		for (const element of document.querySelectorAll<HTMLElement>(selector)) {
			if (element.scrollWidth > element.clientWidth + 1) {
				element.tabIndex = 0;
				element.setAttribute('role', 'region');
				element.setAttribute('aria-label', `${name}, scrolls sideways`);
			} else if (element.getAttribute('role') === 'region') {
				element.removeAttribute('tabindex');
				element.removeAttribute('role');
				element.removeAttribute('aria-label');
			}
		}
	}
}

/** Gives a widget's table that scrolls itself a tab stop, and a name if it has none. */
function markWidgetTables(): void {
	for (const table of document.querySelectorAll<HTMLTableElement>('.widget table')) {
		if (table.scrollWidth <= table.clientWidth + 1 || table.tabIndex >= 0) continue;
		// Still a table to screen readers (no role change): a name says what scrolls.
		table.tabIndex = 0;
		const named =
			table.caption !== null ||
			table.hasAttribute('aria-label') ||
			table.hasAttribute('aria-labelledby');
		if (!named) table.setAttribute('aria-label', 'Table, scrolls sideways');
	}
}

/** Sets the regions up now and again whenever the window changes size. */
export function watchScrollRegions(): void {
	wrapTables();
	markScrollers();
	markWidgetTables();
	let queued = false;
	addEventListener('resize', () => {
		if (queued) return;
		queued = true;
		requestAnimationFrame(() => {
			queued = false;
			markScrollers();
			markWidgetTables();
		});
	});
}
