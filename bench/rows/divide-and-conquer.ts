import type { BenchRow } from './types.ts';

export const divideAndConquerRows: BenchRow[] = [];
