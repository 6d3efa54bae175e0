import { exercisesInSource, type CatalogEntry } from '../components/exercises/exercise-catalog.ts';
import { getLessons, lessonSlug } from './lessons.ts';

/**
 * Returns every exercise of the published lessons, in course order (read from the MDX sources),
 * each titled by its lesson and place ("Warnsdorff's rule, exercise 3") for "Continue where you
 * left off".
 */
export async function getExerciseCatalog(): Promise<(CatalogEntry & { title: string })[]> {
	const lessons = await getLessons();
	return lessons.flatMap((lesson) =>
		exercisesInSource(lessonSlug(lesson.id), lesson.body ?? '').map((entry, i) => ({
			...entry,
			title: `${lesson.data.title}, exercise ${String(i + 1)}`,
		})),
	);
}
