/**
 * What presenting a widget does: the same element, fixed over the page and
 * zoomed to fill the screen (global.css, `.presenting`), the rest of the page
 * inert, the change announced. Nothing is re-mounted, so a half-run search or
 * a half-played game carries on. Loaded by present-buttons.ts on first use.
 *
 * The widget gets a header row (its name, a Set-up button where it has
 * fields to set, and Exit); its fields fold behind Set-up; and its boards
 * and charts take the height that is left, measured (present-fit.ts), so
 * that the whole demo is on one screen without scrolling.
 */
import { fitPresentation, type PresentFit } from './present-fit.ts';
import { presentationZoom } from './present-zoom.ts';

/** The widget on screen now, with the elements made inert for it and what presenting added. */
let presented: {
	widget: HTMLElement;
	inert: HTMLElement[];
	header: HTMLElement;
	figures: Element[];
	watchers: { disconnect: () => void }[];
} | null = null;

/** A widget's Present button: its first child, or in the header row while presenting. */
const PRESENT_BUTTON = ':scope > .present-button, :scope > .present-header > .present-button';

/** A widget's set-up: its labelled fields, which fold behind the Set-up button (global.css says the same). */
const SETUP = ':is(.field, fieldset, .controls .check, .controls .checks)';

/** Boards and charts narrower than this (CSS pixels) are icons or legends, not figures to size. */
const FIGURE_MIN_WIDTH = 100;

/** The smallest figure height the fit tries, on screen: a board still worth reading across a room. */
const MIN_FIGURE = 180;

/** The smallest zoom the fit falls back on when even small figures leave the widget too tall. */
const MIN_ZOOM = 0.6;

/** One polite live region for the whole page, outside every widget. */
let announcer: HTMLElement | null = null;

/** Says `text` to screen readers through the page's live region. */
function announce(text: string): void {
	if (announcer === null) {
		announcer = document.createElement('div');
		announcer.setAttribute('role', 'status');
		announcer.className = 'visually-hidden';
		document.body.append(announcer);
	}
	announcer.textContent = text;
}

/** Makes everything but `widget` (and the live region) inert; returns what it changed. */
function isolate(widget: HTMLElement): HTMLElement[] {
	const changed: HTMLElement[] = [];
	for (let node = widget; node !== document.body && node.parentElement !== null;) {
		const parent: HTMLElement = node.parentElement;
		for (const sibling of parent.children) {
			if (sibling === node || sibling === announcer || !(sibling instanceof HTMLElement)) continue;
			if (sibling.inert) continue;
			sibling.inert = true;
			changed.push(sibling);
		}
		node = parent;
	}
	return changed;
}

/** Applies a zoom and a figure height to `widget`. */
function apply(widget: HTMLElement, fit: PresentFit): void {
	widget.style.setProperty('--present-zoom', String(fit.zoom));
	if (fit.figureHeight === null) widget.style.removeProperty('--present-figure-height');
	else widget.style.setProperty('--present-figure-height', `${String(fit.figureHeight)}px`);
	LAYOUTS.forEach((name, i) => {
		if (name !== '') widget.classList.toggle(name, fit.layout === i);
	});
}

/**
 * The layouts a presented widget may take, as classes (global.css, PlayerStage.svelte), in order of
 * preference: its own; a step player's board, controls and readout side by side; the widget's parts
 * in two columns. The wider ones serve a landscape screen, where a tall widget would leave half of
 * it empty.
 */
const LAYOUTS = ['', 'present-wide', 'present-columns'] as const;

/**
 * How many of LAYOUTS to try: all on a landscape screen, but not the columns where the widget lays
 * out its own parts (a grid or a flex row, such as the Playground's), which columns would undo.
 */
function layoutsFor(widget: HTMLElement): number {
	if (innerWidth <= innerHeight) return 1;
	return getComputedStyle(widget).display === 'block' ? 3 : 2;
}

/** How far the presented widget's content runs past its box, down or sideways (0 when it fits). */
function overflowOf(widget: HTMLElement): number {
	return Math.max(
		widget.scrollHeight - widget.clientHeight,
		widget.scrollWidth - widget.clientWidth,
	);
}

/**
 * What gives way so that the rest fits: boards and charts; code, tables and what a component marks
 * `data-present-gives` scroll inside.
 */
const FIGURES = 'svg[viewBox], canvas, table, .cm-editor, [data-present-gives]';

/** Marks the figures of `widget` shown now (global.css caps their height); returns them. */
function markFigures(widget: HTMLElement, before: readonly Element[]): Element[] {
	for (const figure of before) figure.removeAttribute('data-present-figure');
	const figures = [...widget.querySelectorAll(FIGURES)].filter(
		(element) =>
			element.parentElement?.closest(`${FIGURES}, button`) == null &&
			element.getBoundingClientRect().width >= FIGURE_MIN_WIDTH,
	);
	for (const figure of figures) figure.setAttribute('data-present-figure', '');
	return figures;
}

/** Sizes the presented widget for the current viewport: large type, figures in the height left. */
function fit(): void {
	if (presented === null) return;
	const { widget } = presented;
	// Every trial is measured at once, so nothing may ease into its new size meanwhile (with reduced
	// motion, global.css gives every property a transition of 0.01 ms, which would hide each trial).
	widget.classList.add('fitting');
	const zoom = presentationZoom(innerWidth, innerHeight);
	apply(widget, { zoom, figureHeight: null, layout: 0 });
	const layouts = layoutsFor(widget);
	// A panel opened or a table shown since the last fit may have brought new figures.
	const figures = markFigures(widget, presented.figures);
	presented.figures = figures;
	// Heights in the widget's own pixels: the box on screen is zoomed.
	const tallest = Math.max(0, ...figures.map((f) => f.getBoundingClientRect().height / zoom));
	const best = fitPresentation(
		(trial) => {
			apply(widget, trial);
			return overflowOf(widget);
		},
		{
			zoom,
			minZoom: MIN_ZOOM,
			minFigure: MIN_FIGURE,
			maxFigure: Math.ceil(tallest),
			layouts,
		},
	);
	apply(widget, best);
	widget.scrollTop = 0;
	widget.classList.remove('fitting');
	fittedAt = performance.now();
}

/** How long after a fit a widget whose type had to shrink waits before it tries to grow again. */
const REGROW_AFTER_MS = 1000;

/** When the presented widget was last fitted (performance.now()). */
let fittedAt = 0;

/**
 * Fits again when the widget's content changed so that something is cut off (a longer sentence, a
 * new panel), or, at most once a second, when its type is smaller than the room needs (it was
 * fitted to a busier moment): a run playing at full speed changes the text every frame, and a fit
 * every frame would cost it frames. A board that fits is left alone: it would jump in size at every
 * step of a run.
 */
function refitIfNeeded(): void {
	if (presented === null) return;
	const { widget } = presented;
	const zoom = Number(widget.style.getPropertyValue('--present-zoom'));
	const shrunk = zoom < presentationZoom(innerWidth, innerHeight);
	const wait = fittedAt + REGROW_AFTER_MS - performance.now();
	if (overflowOf(widget) > 0 || (shrunk && wait <= 0)) fit();
	else if (shrunk && !regrowQueued) {
		regrowQueued = true;
		setTimeout(() => {
			regrowQueued = false;
			queueRefit();
		}, wait);
	}
}

/** Whether a later try to grow the type again is already waiting. */
let regrowQueued = false;

let refitQueued = false;

/** Checks the fit once in the next frame, however many changes came in this one. */
function queueRefit(): void {
	if (refitQueued) return;
	refitQueued = true;
	requestAnimationFrame(() => {
		refitQueued = false;
		refitIfNeeded();
	});
}

/** Folds the set-up away or opens it, and fits the widget to what is shown. */
function toggleSetup(widget: HTMLElement, button: HTMLButtonElement): void {
	const open = widget.classList.toggle('setup-open');
	button.setAttribute('aria-expanded', String(open));
	fit();
}

/**
 * Gives `widget` its header row: its name, a Set-up button where it has fields
 * to set, and its Present button (now Exit), moved in. Returns the header.
 */
function addHeader(widget: HTMLElement, exit: HTMLButtonElement | null): HTMLElement {
	const header = document.createElement('div');
	header.className = 'present-header';
	const title = document.createElement('p');
	title.className = 'present-title';
	// The group already has this name; the line is for the room, not for screen readers.
	title.setAttribute('aria-hidden', 'true');
	title.textContent = widget.getAttribute('aria-label') ?? '';
	header.append(title);
	if (widget.querySelector(SETUP) !== null) {
		const setup = document.createElement('button');
		setup.type = 'button';
		setup.className = 'present-setup';
		setup.textContent = 'Set-up';
		setup.setAttribute('aria-expanded', 'false');
		setup.addEventListener('click', () => toggleSetup(widget, setup));
		header.append(setup);
	}
	if (exit !== null) header.append(exit);
	widget.prepend(header);
	return header;
}

/** Names the widget's Present button for what a press will do now. */
function relabel(widget: HTMLElement, presenting: boolean): HTMLButtonElement | null {
	const button = widget.querySelector<HTMLButtonElement>(PRESENT_BUTTON);
	if (button !== null) {
		button.textContent = presenting ? 'Exit presentation' : 'Present';
		button.setAttribute('aria-keyshortcuts', presenting ? 'Escape' : 'F');
	}
	return button;
}

/** Fills the screen with `widget`; a widget already on screen goes back first. */
function present(widget: HTMLElement): void {
	leave();
	// Moving the focused button would drop the focus: it is put back below.
	const focused = document.activeElement;
	const header = addHeader(widget, widget.querySelector<HTMLButtonElement>(PRESENT_BUTTON));
	widget.classList.add('presenting');
	document.documentElement.classList.add('has-presented-widget');
	// A part that changes size, or text that changes, may need another fit.
	const resizes = new ResizeObserver(queueRefit);
	const changes = new MutationObserver(queueRefit);
	presented = { widget, inert: isolate(widget), header, figures: [], watchers: [resizes, changes] };
	fit();
	for (const child of widget.children) resizes.observe(child);
	changes.observe(widget, { subtree: true, childList: true, characterData: true });
	relabel(widget, true);
	// A field folded away cannot keep the focus: it goes to the button that opens it again.
	if (focused instanceof HTMLElement && widget.contains(focused)) {
		const folded = focused.closest(SETUP) !== null;
		(folded ? header.querySelector<HTMLElement>('.present-setup') : focused)?.focus();
	}
	announce(`Presenting ${widget.getAttribute('aria-label') ?? 'the demo'}. Escape returns.`);
}

/** Puts the presented widget back in the page, keeping the focus inside it. */
export function leave(): void {
	if (presented === null) return;
	const { widget, inert, header, figures, watchers } = presented;
	presented = null;
	for (const watcher of watchers) watcher.disconnect();
	for (const element of inert) element.inert = false;
	const hadFocus = header.contains(document.activeElement);
	const exit = header.querySelector('.present-button');
	if (exit !== null) widget.prepend(exit);
	header.remove();
	for (const figure of figures) figure.removeAttribute('data-present-figure');
	widget.classList.remove('presenting', 'setup-open', ...LAYOUTS.filter((name) => name !== ''));
	widget.style.removeProperty('--present-zoom');
	widget.style.removeProperty('--present-figure-height');
	document.documentElement.classList.remove('has-presented-widget');
	const button = relabel(widget, false);
	if (hadFocus || !widget.contains(document.activeElement)) button?.focus();
	// The page may have reflowed under the overlay; show the reader where they were.
	widget.scrollIntoView({ block: 'nearest' });
	announce('Back to the page.');
}

/** Presents `widget`, or puts it back if it is the one on screen. */
export function toggle(widget: HTMLElement): void {
	if (presented?.widget === widget) leave();
	else present(widget);
}

addEventListener('resize', fit);
