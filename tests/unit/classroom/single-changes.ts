/**
 * Every single-character change of a code — each alphabet character put in
 * each place, each character taken out, each alphabet character put in
 * between — for the tests that prove each one is detected.
 */
import { CODE_ALPHABET } from '../../../src/lib/classroom/text-codec.ts';

/** Each one-character substitution, deletion and insertion of `code`, with what was done. */
export function* singleChanges(code: string): Generator<{ changed: string; what: string }> {
	for (let i = 0; i < code.length; i++) {
		for (const c of CODE_ALPHABET) {
			if (c !== code[i]) {
				yield { changed: code.slice(0, i) + c + code.slice(i + 1), what: `${c} at ${String(i)}` };
			}
		}
		yield { changed: code.slice(0, i) + code.slice(i + 1), what: `deleted at ${String(i)}` };
	}
	for (let i = 0; i <= code.length; i++) {
		for (const c of CODE_ALPHABET) {
			yield {
				changed: code.slice(0, i) + c + code.slice(i),
				what: `${c} inserted at ${String(i)}`,
			};
		}
	}
}

/** The changes that `decode` does not reject with an error of class `errorClass`. */
export function undetectedChanges(
	code: string,
	decode: (text: string) => unknown,
	errorClass: new (...args: never[]) => Error,
): { tried: number; undetected: string[] } {
	let tried = 0;
	const undetected: string[] = [];
	for (const { changed, what } of singleChanges(code)) {
		tried++;
		try {
			decode(changed);
			undetected.push(`${what}: decoded`);
		} catch (error) {
			if (!(error instanceof errorClass)) undetected.push(`${what}: ${String(error)}`);
		}
	}
	return { tried, undetected };
}
