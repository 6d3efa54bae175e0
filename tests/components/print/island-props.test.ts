import { describe, expect, test } from 'vitest';
import { answerText, islandProps } from '../../../src/components/print/island-props.ts';

// Attributes as Astro 7 writes them for the Exercise islands of the first lesson (entities decoded).
const squares =
	'{"id":[0,"knight-b1"],"kind":[0,"squares"],"answer":[1,[[0,"c3"],[0,"d2"],[0,"a3"]]],"board":[0,{"rows":[0,8],"cols":[0,8]}],"explanation":[0,"From b1 the knight reaches a3, c3 and d2."]}';
const number =
	'{"id":[0,"edges-6x7"],"kind":[0,"number"],"answer":[0,98],"explanation":[0,"98 pairs."]}';

describe('islandProps(attribute)', () => {
	test('revives plain values, arrays and nested objects', () => {
		expect(islandProps(squares)).toEqual({
			id: 'knight-b1',
			kind: 'squares',
			answer: ['c3', 'd2', 'a3'],
			board: { rows: 8, cols: 8 },
			explanation: 'From b1 the knight reaches a3, c3 and d2.',
		});
	});

	test('leaves out types an exercise never takes', () => {
		expect(islandProps('{"when":[3,"2026-01-01"],"n":[0,1]}')).toEqual({ when: undefined, n: 1 });
	});

	test.each([null, '', 'not json', '[1,2]', 'null'])('%j is not readable', (attribute) => {
		expect(islandProps(attribute)).toBeNull();
	});
});

describe('answerText(props)', () => {
	test.each([
		[squares, 'c3, d2, a3. From b1 the knight reaches a3, c3 and d2.'],
		[number, '98. 98 pairs.'],
		['{"answer":[0,"Yes"],"explanation":[0,"Because."]}', 'Yes. Because.'],
		['{"answer":[0,98]}', null],
		['{"explanation":[0,"Why."]}', null],
	])('%s → %s', (attribute, expected) => {
		expect(answerText(islandProps(attribute))).toBe(expected);
	});
});
