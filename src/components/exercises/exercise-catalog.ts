/**
 * Which exercises a lesson holds, read from its MDX source at build time: the home page and the
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
}

/**
 * The names a lesson gives the exercise components it imports (a lesson may import one twice, as
 * `ExerciseB`), else the components' own names.
 */
function exerciseTagsIn(source: string): string[] {
	const imported = [
		...source.matchAll(
			new RegExp(
				`import\\s+(\\w+)\\s+from\\s+['"][^'"]*/exercises/(?:${EXERCISE_TAGS.join('|')})\\.svelte['"]`,
				'g',
			),
		),
	].map((match) => match[1] as string);
	return imported.length > 0 ? imported : [...EXERCISE_TAGS];
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
	const tag = new RegExp(`<(${exerciseTagsIn(source).join('|')})(?=[\\s>/])`, 'g');
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
		entries.push({ key: `${lesson}/${id}`, lesson, id, version });
	});
	return entries;
}
