/**
 * Which exercises a lesson holds (code cells included), read from its MDX source at build time: the home page and the
 * lesson headers count them ("3 of 5 done"), and the progress store drops saved work for exercises
 * that no longer exist or whose `version` changed. Pure, so every way of writing a tag is tested.
 */

/** The exercise components a lesson can use; each takes an `id` and an optional `version`. */
export const EXERCISE_TAGS = [
	'Exercise',
	'BuildTourExercise',
	'PredictExercise',
	'TableExercise',
] as const;

/** The code cell (src/components/code/): an exercise too, done when its tests all pass. */
export const CODE_CELL_TAG = 'CodeCell';

/** One exercise of the course, as the progress store knows it. */
export interface CatalogEntry {
	/** "<lesson-slug>/<exercise-id>": the key its saved state goes under. */
	key: string;
	/** The lesson's slug, e.g. "warnsdorff". */
	lesson: string;
	/** The exercise's id, unique in its lesson. */
	id: string;
	/** Bumped by the author when the exercise's answer changes, so that old progress is dropped. */
	version: number;
	/** "code" for a code cell (saved apart, in the code store); absent for the other kinds. */
	kind?: 'code';
}

/**
 * The names a lesson gives the exercise components it imports (a lesson may import one twice, as
 * `ExerciseB`), else the components' own names.
 */
function exerciseTagsIn(source: string): { exercises: string[]; cells: string[] } {
	const importsOf = (path: string): string[] =>
		[
			...source.matchAll(
				new RegExp(`import\\s+(\\w+)\\s+from\\s+['"][^'"]*/${path}\\.svelte['"]`, 'g'),
			),
		].map((match) => match[1] as string);
	const exercises = importsOf(`exercises/(?:${EXERCISE_TAGS.join('|')})`);
	const cells = importsOf(`code/${CODE_CELL_TAG}`);
	if (exercises.length + cells.length > 0) return { exercises, cells };
	return { exercises: [...EXERCISE_TAGS], cells: [CODE_CELL_TAG] };
}

/** An exercise id: lower-case letters, digits and hyphens (it is also part of a URL). */
const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * Lists the exercises in one lesson's MDX source, in page order. Throws when an exercise has no
 * `id`, a malformed one, a repeated one, or a `version` that is not a whole number ≥ 1, naming
 * the lesson: a build must not publish exercises whose progress cannot be kept.
 */
export function exercisesInSource(lesson: string, source: string): CatalogEntry[] {
	const entries: CatalogEntry[] = [];
	const { exercises, cells } = exerciseTagsIn(source);
	const tag = new RegExp(`<(${[...exercises, ...cells].join('|')})(?=[\\s>/])`, 'g');
	const starts = [...source.matchAll(tag)].map((match) => match.index);
	starts.forEach((start, i) => {
		// The opening tag's attributes: up to the next exercise tag at most. Attribute values in
		// braces may hold ">" (arrows, comparisons), so the tag's end is not searched for.
		const text = source.slice(start, starts[i + 1] ?? source.length);
		const id = /\sid="([^"]*)"/.exec(text)?.[1];
		const name = /^<(\w+)/.exec(text)?.[1] ?? 'Exercise';
		if (id === undefined) throw new Error(`${lesson}: a <${name}> has no id="…".`);
		if (!ID.test(id)) {
			throw new Error(
				`${lesson}: exercise id "${id}" must be lower-case letters, digits and hyphens.`,
			);
		}
		const written = /\sversion=(?:\{(\d+)\}|"(\d+)")/.exec(text);
		const version = written === null ? 1 : Number(written[1] ?? written[2]);
		if (!Number.isSafeInteger(version) || version < 1) {
			throw new Error(`${lesson}: exercise "${id}" has version ${String(version)}; use 1, 2, 3 …`);
		}
		if (entries.some((entry) => entry.id === id)) {
			throw new Error(`${lesson}: exercise id "${id}" is used twice.`);
		}
		const entry: CatalogEntry = { key: `${lesson}/${id}`, lesson, id, version };
		if (cells.includes(name)) entry.kind = 'code';
		entries.push(entry);
	});
	return entries;
}
