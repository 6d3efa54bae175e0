import type { BenchRow } from './types.ts';

export const warnsdorffRows: BenchRow[] = [];
