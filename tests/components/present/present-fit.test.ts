import { describe, expect, test } from 'vitest';
import {
	fitPresentation,
	type FitLimits,
	type PresentFit,
} from '../../../src/components/present/present-fit.ts';

/**
 * A widget as the fit sees it: `text` CSS pixels of everything but its figures, `figures` figures
 * stacked under each other (each `natural` tall unless capped), on a screen `height` pixels tall.
 * A wider layout halves what is stacked; `wide` says how many layouts the widget has.
 */
function model(widget: { text: number; figures: number; natural: number; height: number }) {
	const tried: PresentFit[] = [];
	const overflow = (fit: PresentFit): number => {
		tried.push(fit);
		const figure = Math.min(widget.natural, fit.figureHeight ?? Infinity);
		const tall = (widget.text + widget.figures * figure) / (fit.layout + 1);
		return Math.ceil(tall * fit.zoom - widget.height);
	};
	return { overflow, tried };
}

const LIMITS: FitLimits = { zoom: 1.8, minZoom: 0.6, minFigure: 180, maxFigure: 640, layouts: 1 };

describe('fitPresentation(overflow, limits)', () => {
	test('a widget that fits at the room zoom is left as it is', () => {
		const { overflow, tried } = model({ text: 100, figures: 1, natural: 300, height: 1080 });
		expect(fitPresentation(overflow, { ...LIMITS, maxFigure: 300 })).toEqual({
			zoom: 1.8,
			figureHeight: null,
			layout: 0,
		});
		expect(tried).toHaveLength(1);
	});

	test.each([
		// 1080 / 1.8 = 600 CSS pixels: 250 of text leave 350 for one board, 175 each for two.
		[1, 350],
		[2, 175],
	])('%i board(s) take the height the text leaves: %i px each', (figures, expected) => {
		const { overflow } = model({ text: 250, figures, natural: 640, height: 1080 });
		expect(fitPresentation(overflow, LIMITS)).toEqual({
			zoom: 1.8,
			figureHeight: expected,
			layout: 0,
		});
	});

	test('the smallest board is measured on screen: 180 px is 100 CSS px at 1.8 and 158 at 1.14', () => {
		// 600 CSS px: 480 of text leave 120, so boards of 100 fit at 1.8 and the zoom stays.
		const big = model({ text: 480, figures: 1, natural: 640, height: 1080 });
		expect(fitPresentation(big.overflow, LIMITS)).toEqual({
			zoom: 1.8,
			figureHeight: 120,
			layout: 0,
		});
		// The same widget at 1.14 on a 768 px screen (673 CSS px) keeps boards of 193.
		const small = model({ text: 480, figures: 1, natural: 640, height: 768 });
		expect(fitPresentation(small.overflow, { ...LIMITS, zoom: 1.14 })).toEqual({
			zoom: 1.14,
			figureHeight: 193,
			layout: 0,
		});
	});

	test('a wider layout comes before a smaller zoom', () => {
		// One column: 700 + 100 > 600 at any cap; two: (700 + 100) / 2 = 400 leaves room to grow.
		const { overflow } = model({ text: 700, figures: 1, natural: 640, height: 1080 });
		expect(fitPresentation(overflow, { ...LIMITS, layouts: 2 })).toEqual({
			zoom: 1.8,
			figureHeight: 500,
			layout: 1,
		});
	});

	test('where even the smallest boards leave it too tall, the largest zoom that fits', () => {
		// No board: 800 px of text fit at 1080 / 800 = 1.35.
		const { overflow } = model({ text: 800, figures: 0, natural: 0, height: 1080 });
		expect(fitPresentation(overflow, { ...LIMITS, maxFigure: 0 })).toEqual({
			zoom: 1.35,
			figureHeight: null,
			layout: 0,
		});
	});

	test('where nothing fits, the smallest of everything in its own layout (it scrolls inside)', () => {
		const { overflow } = model({ text: 50_000, figures: 1, natural: 640, height: 1080 });
		expect(fitPresentation(overflow, { ...LIMITS, layouts: 3 })).toEqual({
			zoom: 0.6,
			figureHeight: 300,
			layout: 0,
		});
	});
});
