/**
 * What presenting a widget does: the same element, fixed over the page and
 * zoomed to fill the screen (global.css, `.presenting`), the rest of the page
 * inert, the change announced. Nothing is re-mounted, so a half-run search or
 * a half-played game carries on. Loaded by present-buttons.ts on first use.
 */
import { presentationZoom } from './present-zoom.ts';

/** The widget on screen now, with the elements made inert for it. */
let presented: { widget: HTMLElement; inert: HTMLElement[] } | null = null;

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

/** Sets the zoom of the presented widget for the current viewport. */
function fit(): void {
	presented?.widget.style.setProperty(
		'--present-zoom',
		String(presentationZoom(innerWidth, innerHeight)),
	);
}

/** Names the widget's Present button for what a press will do now. */
function relabel(widget: HTMLElement, presenting: boolean): HTMLButtonElement | null {
	const button = widget.querySelector<HTMLButtonElement>(':scope > .present-button');
	if (button !== null) {
		button.textContent = presenting ? 'Exit presentation' : 'Present';
		button.setAttribute('aria-keyshortcuts', presenting ? 'Escape' : 'F');
	}
	return button;
}

/** Fills the screen with `widget`; a widget already on screen goes back first. */
function present(widget: HTMLElement): void {
	leave();
	presented = { widget, inert: isolate(widget) };
	widget.classList.add('presenting');
	document.documentElement.classList.add('has-presented-widget');
	fit();
	relabel(widget, true);
	widget.scrollTop = 0;
	announce(`Presenting ${widget.getAttribute('aria-label') ?? 'the demo'}. Escape returns.`);
}

/** Puts the presented widget back in the page, keeping the focus inside it. */
export function leave(): void {
	if (presented === null) return;
	const { widget, inert } = presented;
	presented = null;
	for (const element of inert) element.inert = false;
	widget.classList.remove('presenting');
	widget.style.removeProperty('--present-zoom');
	document.documentElement.classList.remove('has-presented-widget');
	const button = relabel(widget, false);
	if (!widget.contains(document.activeElement)) button?.focus();
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
