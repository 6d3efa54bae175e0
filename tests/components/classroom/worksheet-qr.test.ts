import { describe, expect, test } from 'vitest';
import { QUIET_ZONE, qrDrawing, qrSideMm } from '../../../src/components/classroom/worksheet-qr.ts';

/** The dark modules a drawing's path covers, as "x,y" in the code's own coordinates. */
function darkCells(path: string): Set<string> {
	const cells = new Set<string>();
	for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
		for (let i = 0; i < Number(run); i++) {
			cells.add(`${String(Number(x) + i - QUIET_ZONE)},${String(Number(y) - QUIET_ZONE)}`);
		}
	}
	return cells;
}

/** Whether the 7×7 finder pattern at (left, top) is there: dark ring, light ring, dark 3×3 centre. */
function hasFinder(cells: Set<string>, left: number, top: number): boolean {
	for (let y = 0; y < 7; y++) {
		for (let x = 0; x < 7; x++) {
			const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
			if (cells.has(`${String(left + x)},${String(top + y)}`) !== (ring !== 2)) return false;
		}
	}
	return true;
}

describe('qrDrawing(text)', () => {
	const link = 'https://example.org/classroom/do/#KTA1.ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

	test('draws a QR code: the path is made of unit runs, the three finder patterns are in place', () => {
		const drawing = qrDrawing(link);
		if (drawing === null) throw new Error('a short link fits a QR code');
		// Versions run 21, 25, 29, … modules across.
		expect((drawing.modules - 17) % 4).toBe(0);
		expect(drawing.side).toBe(drawing.modules + 2 * QUIET_ZONE);
		expect(drawing.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
		const cells = darkCells(drawing.path);
		const far = drawing.modules - 7;
		expect(hasFinder(cells, 0, 0)).toBe(true);
		expect(hasFinder(cells, far, 0)).toBe(true);
		expect(hasFinder(cells, 0, far)).toBe(true);
		// No finder at the fourth corner, and nothing in the quiet zone.
		expect(hasFinder(cells, far, far)).toBe(false);
		for (const cell of cells) {
			const [x, y] = cell.split(',').map(Number) as [number, number];
			expect(x >= 0 && y >= 0 && x < drawing.modules && y < drawing.modules).toBe(true);
		}
	});

	test('the same text gives the same drawing; another text another', () => {
		expect(qrDrawing(link)).toEqual(qrDrawing(link));
		expect(qrDrawing(link)?.path).not.toBe(qrDrawing(`${link}X`)?.path);
	});

	test('a 2,000-character link (a long assignment) still fits; 5,000 characters do not', () => {
		const long = qrDrawing(`https://example.org/classroom/do/#KTA1.${'A'.repeat(1960)}`);
		expect(long).not.toBeNull();
		expect(long?.modules).toBeLessThanOrEqual(177);
		expect(qrDrawing('x'.repeat(5000))).toBeNull();
	});
});

describe('qrSideMm(drawing)', () => {
	test('modules of at least 0.75 mm, between 60 and 90 mm', () => {
		const small = qrDrawing('hi');
		if (small === null) throw new Error('fits');
		expect(qrSideMm(small)).toBe(60);
		const big = qrDrawing('y'.repeat(1500));
		if (big === null) throw new Error('fits');
		expect(qrSideMm(big)).toBe(Math.min(90, Math.ceil(big.side * 0.75)));
	});
});
