/**
 * Prepares a student's JavaScript for the runtime with the Lezer parser: finds
 * the first syntax error's line and column (`new Function` reports none),
 * refuses `import` (it would reach the network), and inserts a call of the
 * guard at the top of every loop body and function body, so that an endless
 * loop or an endless recursion meets the deadline. Insertions never add a
 * line break, so line numbers in the instrumented code are the student's.
 */
import { parser } from '@lezer/javascript';
import type { SyntaxNode, Tree } from '@lezer/common';

/** The name of the guard the instrumented code calls: (line) => void. */
export const GUARD_NAME = '__ktGuard';

/** A program ready to compile, or the reason it cannot run. */
export type Instrumented =
	| {
			ok: true;
			/** The code to compile: strict mode, guards inserted. */
			code: string;
			entryLine: number | undefined;
			/** Maps a line and column of `code` to the student's, or null inside inserted code. */
			place: (line: number, column: number) => { line: number; column: number } | null;
	  }
	| { ok: false; kind: 'syntax' | 'forbidden'; message: string; line: number; column: number };

/** Returns the 1-based line and column of an offset in `source`. */
export function lineColumn(source: string, offset: number): { line: number; column: number } {
	let line = 1;
	let start = 0;
	for (let i = 0; i < offset && i < source.length; i++) {
		if (source.charCodeAt(i) === 10) {
			line++;
			start = i + 1;
		}
	}
	return { line, column: offset - start + 1 };
}

/** Returns the offset of the first syntax error Lezer finds, or -1. */
function firstError(tree: Tree): number {
	let at = -1;
	tree.iterate({
		enter(node) {
			if (at >= 0) return false;
			if (node.type.isError) at = node.from;
			return undefined;
		},
	});
	return at;
}

/** Describes what is wrong near an offset, for the syntax message. */
function nearText(source: string, offset: number): string {
	const rest = source.slice(offset).trimStart();
	if (rest === '') return 'the code ends too early (a missing } or ) ?)';
	const token = /^(\w+|\S)/.exec(rest)?.[0] ?? '';
	return `unexpected ${JSON.stringify(token)}`;
}

const LOOPS = new Set(['ForStatement', 'WhileStatement', 'DoStatement']);
const FUNCTIONS = new Set([
	'FunctionDeclaration',
	'FunctionExpression',
	'MethodDeclaration',
	'ArrowFunction',
]);

/** Returns the statement a loop repeats. */
function loopBody(node: SyntaxNode): SyntaxNode | null {
	if (node.name === 'DoStatement') return node.firstChild?.nextSibling ?? null;
	return node.lastChild;
}

/** Line ends the engine knows but the parser and the editor may not: U+2028 and U+2029. */
const SEPARATORS = /[\u2028\u2029]/;

/**
 * Returns the offset of a `-->` that the engine may take as a comment: one with only spaces before
 * it on its line, or the end of a block comment (`x-->0`, "x goes down to 0", stays allowed).
 */
function htmlClose(source: string): number {
	for (let at = source.indexOf('-->'); at >= 0; at = source.indexOf('-->', at + 1)) {
		const before = source.slice(source.lastIndexOf('\n', at - 1) + 1, at).trimEnd();
		if (before === '' || before.endsWith('*/')) return at;
	}
	return -1;
}

/**
 * Makes the parser and the engine read the same program: CR LF and a lone CR
 * become LF (as the editor shows them), and what the two could still read
 * apart — U+2028 and U+2029, and HTML-like comments (`<!--`, a `-->` that
 * starts a line), which the engine takes as line comments and the parser
 * does not — is refused with its line. Returns the source to parse, or the refusal.
 */
export function agreedSource(
	raw: string,
): { ok: true; source: string } | Extract<Instrumented, { ok: false }> {
	const source = raw.replace(/\r\n?/g, '\n');
	const refuse = (offset: number, what: string): Extract<Instrumented, { ok: false }> => {
		const { line, column } = lineColumn(source, offset);
		return {
			ok: false,
			kind: 'syntax',
			message: `Line ${String(line)} has ${what}, which the browser reads differently from this page: remove it.`,
			line,
			column,
		};
	};
	const separator = SEPARATORS.exec(source);
	if (separator !== null) {
		const code = separator[0].charCodeAt(0).toString(16).toUpperCase();
		return refuse(separator.index, `an invisible line-separator character (U+${code})`);
	}
	const open = source.indexOf('<!--');
	if (open >= 0) return refuse(open, 'an HTML comment opener "<!--"');
	const close = htmlClose(source);
	if (close >= 0) return refuse(close, 'an HTML comment "-->"');
	return { ok: true, source };
}

/**
 * Parses and instruments a program. `entry` names the function whose line a
 * bad result is reported at.
 */
export function instrumentJs(raw: string, entry: string): Instrumented {
	const agreed = agreedSource(raw);
	if (!agreed.ok) return agreed;
	const { source } = agreed;
	const tree = parser.parse(source);
	const errorAt = firstError(tree);
	if (errorAt >= 0) {
		const { line, column } = lineColumn(source, errorAt);
		return {
			ok: false,
			kind: 'syntax',
			message: `Syntax error on line ${String(line)}: ${nearText(source, errorAt)}.`,
			line,
			column,
		};
	}
	const inserts: { at: number; text: string }[] = [];
	let forbidden: SyntaxNode | null = null;
	let entryLine: number | undefined;
	const guard = (node: SyntaxNode): string =>
		`${GUARD_NAME}(${String(lineColumn(source, node.from).line)});`;
	tree.iterate({
		enter(ref) {
			const node = ref.node;
			if (
				ref.name === 'DynamicImport' ||
				ref.name === 'ImportDeclaration' ||
				ref.name === 'ImportMeta'
			) {
				forbidden ??= node;
				return;
			}
			if (ref.name === 'FunctionDeclaration' && entryLine === undefined) {
				const name = node.getChild('VariableDefinition');
				if (name !== null && source.slice(name.from, name.to) === entry) {
					entryLine = lineColumn(source, node.from).line;
				}
			}
			if (LOOPS.has(ref.name)) {
				const body = loopBody(node);
				if (body === null) return;
				if (body.name === 'Block') inserts.push({ at: body.from + 1, text: guard(node) });
				else {
					inserts.push({ at: body.from, text: `{${guard(node)}` });
					inserts.push({ at: body.to, text: '}' });
				}
			} else if (FUNCTIONS.has(ref.name)) {
				const body = node.lastChild;
				if (body === null) return;
				if (body.name === 'Block') inserts.push({ at: body.from + 1, text: guard(node) });
				else {
					const call = guard(node).slice(0, -1);
					inserts.push({ at: body.from, text: `(${call}, ` });
					inserts.push({ at: body.to, text: ')' });
				}
			}
		},
	});
	if (forbidden !== null) {
		const { line, column } = lineColumn(source, (forbidden as SyntaxNode).from);
		return {
			ok: false,
			kind: 'forbidden',
			message: `import is not available in a code cell (line ${String(line)}): programs cannot load other code or reach the network. Use the board API and plain JavaScript.`,
			line,
			column,
		};
	}
	// Later offsets first, so earlier ones stay valid; at equal offsets a closing text goes before
	// an opening one, which keeps nested wrappers balanced.
	inserts.push({ at: 0, text: STRICT });
	inserts.sort((a, b) => b.at - a.at || (isClosing(a.text) ? -1 : 1));
	let code = source;
	for (const { at, text } of inserts) code = code.slice(0, at) + text + code.slice(at);
	return { ok: true, code, entryLine, place: placeMap(source, inserts) };
}

/** Strict mode for every program: an undeclared variable is an error, not a new global. */
const STRICT = '"use strict";';

/** Tells whether an inserted text closes a wrapper. */
function isClosing(text: string): boolean {
	return text === '}' || text === ')';
}

/**
 * Builds the map from positions in the instrumented code back to the
 * student's: on each line, the inserted texts (in order) shift what follows.
 */
function placeMap(
	source: string,
	inserts: readonly { at: number; text: string }[],
): (line: number, column: number) => { line: number; column: number } | null {
	const byLine = new Map<number, { start: number; length: number }[]>();
	// Inserts are sorted from the end; walk them from the start.
	for (let i = inserts.length - 1; i >= 0; i--) {
		const { at, text } = inserts[i] as { at: number; text: string };
		const { line, column } = lineColumn(source, at);
		const list = byLine.get(line) ?? [];
		const shift = list.reduce((total, insert) => total + insert.length, 0);
		list.push({ start: column + shift, length: text.length });
		byLine.set(line, list);
	}
	return (line, column) => {
		let shift = 0;
		for (const { start, length } of byLine.get(line) ?? []) {
			if (column >= start + length) shift += length;
			else if (column >= start) return null;
		}
		return { line, column: column - shift };
	};
}

/**
 * Finds the line of a syntax error that `new Function` found and Lezer did not
 * (a second `let` of one name is the common one); undefined when unknown.
 */
export function locateCompileError(source: string, message: string): number | undefined {
	const name = /Identifier '([^']+)' has already been declared/.exec(message)?.[1];
	if (name === undefined) return undefined;
	let seen = 0;
	let line: number | undefined;
	parser.parse(source).iterate({
		enter(ref) {
			if (line !== undefined) return false;
			if (ref.name === 'VariableDefinition' && source.slice(ref.from, ref.to) === name) {
				seen++;
				if (seen === 2) line = lineColumn(source, ref.from).line;
			}
			return undefined;
		},
	});
	return line;
}
