import type { BenchRow } from './types.ts';

export const searchRows: BenchRow[] = [];
