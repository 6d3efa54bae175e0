/**
 * Prints a lesson as a worksheet or as its answer key. Both print a copy of
 * the page as it was built, not the page on screen: the copy has no scripts,
 * so no widget hydrates and none reads saved state, every demo shows its
 * first state, and the exercise blanks are empty whatever the teacher typed.
 * The copy lives in a hidden frame that is printed and then removed.
 */

import { answerText, islandProps } from './island-props.ts';

/** What to print: the worksheet, or the exercises with their answers. */
export type PrintKind = 'worksheet' | 'answers';

/** Writes each exercise's answer and why under it, from the props of its island. */
function addAnswers(doc: Document): void {
	for (const island of doc.querySelectorAll('astro-island')) {
		const exercise = island.querySelector(':scope > .exercise');
		const text = exercise === null ? null : answerText(islandProps(island.getAttribute('props')));
		if (exercise === null || text === null) continue;
		const line = doc.createElement('p');
		line.className = 'answer';
		const label = doc.createElement('strong');
		label.textContent = 'Answer: ';
		line.append(label, text);
		exercise.append(line);
	}
}

/** Turns the built page into the document to print. */
function prepare(doc: Document, kind: PrintKind): void {
	for (const script of doc.querySelectorAll('script')) script.remove();
	const base = doc.createElement('base');
	base.href = location.href;
	doc.head.prepend(base);
	const root = doc.documentElement;
	root.dataset['theme'] = 'light';
	root.classList.add('print-copy', kind === 'answers' ? 'answer-key' : 'worksheet');
	if (kind === 'answers') {
		addAnswers(doc);
		const title = doc.querySelector('h1');
		if (title !== null) title.textContent = `Answer key: ${title.textContent ?? ''}`;
		doc.title = `Answer key · ${doc.title}`;
	}
}

/** Prints the lesson at this address as a worksheet or an answer key. */
export async function printCopy(kind: PrintKind): Promise<void> {
	const response = await fetch(location.pathname);
	const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
	prepare(doc, kind);
	document.querySelector('iframe[data-print-copy]')?.remove();
	const frame = document.createElement('iframe');
	frame.dataset['printCopy'] = kind;
	frame.setAttribute('aria-hidden', 'true');
	frame.tabIndex = -1;
	frame.className = 'print-frame';
	frame.srcdoc = `<!doctype html>${doc.documentElement.outerHTML}`;
	frame.addEventListener(
		'load',
		() => {
			const view = frame.contentWindow;
			if (view === null) return;
			// Chrome blocks in print() until the dialog closes; others return at once and fire afterprint.
			view.addEventListener('afterprint', () => setTimeout(() => frame.remove(), 1000));
			void view.document.fonts.ready.then(() => view.print());
		},
		{ once: true },
	);
	document.body.append(frame);
}
