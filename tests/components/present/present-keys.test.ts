import { describe, expect, test } from 'vitest';
import { isTextEntry, presentKeyAction } from '../../../src/components/present/present-keys.ts';

describe('isTextEntry(target)', () => {
	test.each([
		[{ tagName: 'INPUT', type: 'text' }, true],
		[{ tagName: 'input' }, true],
		[{ tagName: 'INPUT', type: 'number' }, true],
		[{ tagName: 'INPUT', type: 'search' }, true],
		[{ tagName: 'TEXTAREA' }, true],
		[{ tagName: 'SELECT' }, true],
		[{ tagName: 'DIV', isContentEditable: true }, true],
		[{ tagName: 'INPUT', type: 'checkbox' }, false],
		[{ tagName: 'INPUT', type: 'range' }, false],
		[{ tagName: 'BUTTON' }, false],
		[{ tagName: 'rect' }, false],
	])('%o → %s', (target, expected) => {
		expect(isTextEntry(target)).toBe(expected);
	});

	test('no target is not typing', () => {
		expect(isTextEntry(null)).toBe(false);
	});
});

describe('presentKeyAction(key, target, presenting, modifiers)', () => {
	const square = { tagName: 'g' };
	const field = { tagName: 'INPUT', type: 'text' };

	test.each([
		['f', square, false, {}, 'toggle'],
		['F', square, true, {}, 'toggle'],
		['f', field, false, {}, null],
		['f', square, false, { ctrlKey: true }, null],
		['f', square, false, { altKey: true }, null],
		['f', square, false, { metaKey: true }, null],
		['Escape', square, true, {}, 'exit'],
		['Escape', field, true, {}, 'exit'],
		['Escape', square, false, {}, null],
		['g', square, true, {}, null],
		['Enter', square, false, {}, null],
	] as const)('%s on %o (presenting: %s, %o) → %s', (key, target, presenting, mods, expected) => {
		expect(presentKeyAction(key, target, presenting, mods)).toBe(expected);
	});
});
