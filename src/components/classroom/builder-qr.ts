/**
 * The QR code of a link as an SVG path: one `M x y h w v 1 h -w z` run per
 * row of dark modules, inside a quiet zone of four modules (what scanners
 * expect), drawn with lean-qr's `generate` (loaded by the page on demand).
 */
import type { Bitmap2D } from 'lean-qr';

/** Modules of light margin on each side. */
export const QUIET_ZONE = 4;

/** A QR code ready to draw: its side in modules (margin included) and the dark modules' path. */
export interface QrDrawing {
	side: number;
	path: string;
}

/** Turns a QR bitmap into one SVG path, joining neighbouring dark modules of a row. */
export function qrDrawing(code: Pick<Bitmap2D, 'size' | 'get'>): QrDrawing {
	const parts: string[] = [];
	for (let y = 0; y < code.size; y++) {
		let x = 0;
		while (x < code.size) {
			if (!code.get(x, y)) {
				x++;
				continue;
			}
			const from = x;
			while (x < code.size && code.get(x, y)) x++;
			parts.push(
				`M${String(from + QUIET_ZONE)} ${String(y + QUIET_ZONE)}h${String(x - from)}v1h${String(from - x)}z`,
			);
		}
	}
	return { side: code.size + 2 * QUIET_ZONE, path: parts.join('') };
}
