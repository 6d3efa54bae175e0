/**
 * The parts of a code cell shown once there is a run: its results and the
 * board that replays its search. One module, so the cell loads them with one
 * `import()` when the first run starts (or saved results are put back).
 */
export { default as CodeReplay } from './CodeReplay.svelte';
export { default as CodeResults } from './CodeResults.svelte';
