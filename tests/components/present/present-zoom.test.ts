import { describe, expect, test } from 'vitest';
import { presentationZoom } from '../../../src/components/present/present-zoom.ts';

describe('presentationZoom(width, height)', () => {
	test.each([
		// A 1280×800 projector at 100 %: enlarged, limited by its height.
		[1280, 800, 1.33],
		// A full-HD screen: limited by the cap.
		[1920, 1080, 1.8],
		[3840, 2160, 2],
		// The same projector at 200 % browser zoom, and a phone: never shrunk.
		[640, 400, 1],
		[360, 740, 1],
		[0, 0, 1],
	])('%i×%i → %d', (width, height, expected) => {
		expect(presentationZoom(width, height)).toBe(expected);
	});
});
