/**
 * The boards the estimate widget offers, with the exact number of directed
 * open tours (Hamiltonian paths, each direction counted) to compare with.
 * 5×5 and 6×6 are computed by `countTours` (the lesson's test checks them);
 * the 8×8 count is published: OEIS A165134, a(8) by Alex Chernov (2014).
 */
export interface EstimateBoard {
	rows: number;
	cols: number;
	/** Directed open tours, as a decimal string (JSON keeps no bigint). */
	exact: string;
	/** Where the exact value comes from. */
	source: string;
}

/** 19,591,828,170,979,904 directed open tours of 8×8: OEIS A165134, Alex Chernov, 2014. */
export const CHERNOV_8X8 = 19_591_828_170_979_904n;

/** The boards offered, smallest first. */
export const ESTIMATE_BOARDS: readonly EstimateBoard[] = [
	{ rows: 5, cols: 5, exact: '1728', source: 'counted exactly by this site' },
	{ rows: 6, cols: 6, exact: '6637920', source: 'counted exactly by this site' },
	{
		rows: 8,
		cols: 8,
		exact: CHERNOV_8X8.toString(),
		source: 'published by Alex Chernov (2014), OEIS A165134',
	},
];

/** Formats a large count for the chart and sentences: 1,728, or 1.96 × 10¹⁶ past ten million. */
export function formatCount(value: number): string {
	if (!Number.isFinite(value)) return String(value);
	if (Math.abs(value) < 1e7) return Math.round(value).toLocaleString('en-GB');
	const [mantissa, exponent] = value.toExponential(2).split('e');
	const superscript = String(Number(exponent)).replace(
		/[-\d]/g,
		(d) => '⁻⁰¹²³⁴⁵⁶⁷⁸⁹'['-0123456789'.indexOf(d)] ?? d,
	);
	return `${mantissa ?? ''} × 10${superscript}`;
}
