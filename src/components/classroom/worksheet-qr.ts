/**
 * A QR code as one SVG path: lean-qr computes the modules, the component draws them. Each dark
 * module is a 1×1 square in a grid with a quiet zone of four modules, the width readers need.
 */
import { correction, generate, type Bitmap2D } from 'lean-qr';

/** Light modules around the code, as the QR standard asks. */
export const QUIET_ZONE = 4;

/** The QR drawing: the side of its viewBox (modules plus quiet zone) and the dark modules' path. */
export interface QrDrawing {
	/** Modules across, quiet zone included. */
	side: number;
	/** Modules across the code itself. */
	modules: number;
	/** An SVG path of unit squares, one run of dark modules per `h` segment. */
	path: string;
}

/** Generates the code with the most error correction up to medium that the text leaves room for. */
function codeFor(text: string): Bitmap2D | null {
	for (const level of [correction.M, correction.L]) {
		try {
			return generate(text, { minCorrectionLevel: level });
		} catch {
			// Too long at this level: try the next one down.
		}
	}
	return null;
}

/**
 * Draws `text` as a QR code (medium error correction, low when the text is too long for medium),
 * each row's runs of dark modules as one rectangle; null when the text is too long for any QR code.
 */
export function qrDrawing(text: string): QrDrawing | null {
	const code = codeFor(text);
	if (code === null) return null;
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
			const run = String(x - from);
			parts.push(`M${String(from + QUIET_ZONE)} ${String(y + QUIET_ZONE)}h${run}v1h-${run}z`);
		}
	}
	return { side: code.size + 2 * QUIET_ZONE, modules: code.size, path: parts.join('') };
}

/**
 * The printed side of a QR code, in mm: modules of at least 0.75 mm, between 60 and 90 mm. At
 * 6 cm a phone reads a code of 81 modules (the most a short link takes) from a desk.
 */
export function qrSideMm(drawing: QrDrawing): number {
	return Math.min(90, Math.max(60, Math.ceil(drawing.side * 0.75)));
}
