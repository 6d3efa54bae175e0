/**
 * The cell's editor: CodeMirror 6 with line numbers, bracket matching, undo,
 * indentation by Tab (Escape then Tab moves the focus on, so the keyboard is
 * never trapped) and the site's colours in either theme (CSS variables, so a
 * theme switch needs nothing here). One editor state per language keeps each
 * language's text and undo history apart. Loaded with `import()` when the
 * reader first focuses or clicks the code: CodeMirror is not on the page before.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import {
	HighlightStyle,
	bracketMatching,
	indentOnInput,
	indentUnit,
	syntaxHighlighting,
} from '@codemirror/language';
import { EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
	Decoration,
	EditorView,
	drawSelection,
	highlightActiveLineGutter,
	keymap,
	lineNumbers,
	type DecorationSet,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { CodeLanguage } from './code-types.ts';

/** What the cell asks of its editor. */
export interface CodeEditor {
	/** The text shown. */
	code(): string;
	/** Replaces the whole text as one change the reader can undo (Ctrl+Z). */
	replace(code: string): void;
	/** Shows `language`, with `code` the first time that language is shown. */
	switchTo(language: CodeLanguage, code: string): void;
	/** Shows `code` for the language shown and forgets the other languages' text (after a reset). */
	reload(code: string): void;
	/** Marks line `line` (1-based) as where the error is, or clears the mark (null). */
	markLine(line: number | null): void;
	/** Moves the focus into the editor, at `position` when given (a character offset). */
	focus(position?: number): void;
	/** Removes the editor from the page. */
	destroy(): void;
}

/** What the editor reports back. */
export interface CodeEditorOptions {
	language: CodeLanguage;
	code: string;
	/** The accessible name of the text area, e.g. "Your program (JavaScript)". */
	label: (language: CodeLanguage) => string;
	/** The id of the element that says how to leave the editor with the keyboard. */
	describedBy: string;
	/** Called with the new text after every change. */
	onchange: (code: string) => void;
}

const setErrorLine = StateEffect.define<number | null>();

/** The error's line, drawn with a line decoration until the text changes. */
const errorLine = StateField.define<DecorationSet>({
	create: () => Decoration.none,
	update(marks, transaction) {
		let next = transaction.docChanged ? Decoration.none : marks;
		for (const effect of transaction.effects) {
			if (!effect.is(setErrorLine)) continue;
			const line = effect.value;
			const doc = transaction.state.doc;
			next =
				line === null || line < 1 || line > doc.lines
					? Decoration.none
					: Decoration.set([
							Decoration.line({ class: 'cm-error-line' }).range(doc.line(line).from),
						]);
		}
		return next;
	},
	provide: (field) => EditorView.decorations.from(field),
});

/** Syntax colours from CSS variables the cell sets for each theme. */
const highlight = HighlightStyle.define([
	{
		tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword],
		color: 'var(--code-keyword)',
	},
	{ tag: [tags.string, tags.special(tags.string)], color: 'var(--code-string)' },
	{ tag: [tags.number, tags.bool, tags.null], color: 'var(--code-number)' },
	{ tag: [tags.comment, tags.lineComment, tags.blockComment], color: 'var(--code-comment)' },
	{
		tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
		color: 'var(--code-function)',
	},
]);

/** The editor's look: the site's colours, a visible focus ring, the error line. */
const theme = EditorView.theme({
	'&': { color: 'var(--text)', backgroundColor: 'var(--bg)', fontSize: '0.95rem' },
	'&.cm-focused': { outline: '3px solid var(--focus)', outlineOffset: '2px' },
	'.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.5' },
	'.cm-content': { caretColor: 'var(--text)', padding: '0.5rem 0' },
	'.cm-gutters': {
		backgroundColor: 'var(--bg-raised)',
		color: 'var(--text-muted)',
		borderRight: '1px solid var(--rule)',
	},
	'.cm-activeLineGutter': { backgroundColor: 'var(--bg)', color: 'var(--text)' },
	'&.cm-focused .cm-cursor': { borderLeftColor: 'var(--text)' },
	'&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
		{ backgroundColor: 'var(--code-selection)' },
	'.cm-matchingBracket': { outline: '1px solid var(--text-muted)', backgroundColor: 'transparent' },
	'.cm-error-line': {
		backgroundColor: 'var(--code-error-line)',
		outline: '1px solid var(--error)',
	},
});

/** The language's parser and indentation. */
function languageSupport(language: CodeLanguage): Extension {
	return language === 'python' ? [python(), indentUnit.of('    ')] : javascript();
}

/** Creates the editor in `parent`, showing `options.code`. */
export function createCodeEditor(parent: HTMLElement, options: CodeEditorOptions): CodeEditor {
	const states = new Map<CodeLanguage, EditorState>();
	const stateFor = (language: CodeLanguage, code: string): EditorState =>
		EditorState.create({
			doc: code,
			extensions: [
				lineNumbers(),
				highlightActiveLineGutter(),
				history(),
				drawSelection(),
				indentOnInput(),
				bracketMatching(),
				syntaxHighlighting(highlight),
				keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
				languageSupport(language),
				errorLine,
				theme,
				EditorView.lineWrapping,
				EditorView.contentAttributes.of({
					'aria-label': options.label(language),
					'aria-describedby': options.describedBy,
					'aria-multiline': 'true',
				}),
				EditorView.updateListener.of((update) => {
					if (update.docChanged) options.onchange(update.state.doc.toString());
				}),
			],
		});
	let language = options.language;
	const view = new EditorView({ parent, state: stateFor(language, options.code) });
	return {
		code: () => view.state.doc.toString(),
		replace(code) {
			view.dispatch({
				changes: { from: 0, to: view.state.doc.length, insert: code },
				selection: { anchor: 0 },
				userEvent: 'input.replace',
			});
		},
		switchTo(next, code) {
			if (next === language) return;
			states.set(language, view.state);
			language = next;
			view.setState(states.get(next) ?? stateFor(next, code));
		},
		reload(code) {
			states.clear();
			view.setState(stateFor(language, code));
		},
		markLine(line) {
			view.dispatch({ effects: setErrorLine.of(line) });
			if (line !== null && line >= 1 && line <= view.state.doc.lines) {
				view.dispatch({ effects: EditorView.scrollIntoView(view.state.doc.line(line).from) });
			}
		},
		focus(position) {
			if (position !== undefined) {
				const anchor = Math.min(Math.max(0, position), view.state.doc.length);
				view.dispatch({ selection: { anchor } });
			}
			view.focus();
		},
		destroy: () => view.destroy(),
	};
}
