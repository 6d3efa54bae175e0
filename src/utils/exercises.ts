import { exercisesInSource, type CatalogEntry } from '../components/exercises/exercise-catalog.ts';
import { getLessons, lessonSlug } from './lessons.ts';

/** Returns every exercise of the published lessons, in course order (read from the MDX sources). */
export async function getExerciseCatalog(): Promise<CatalogEntry[]> {
	const lessons = await getLessons();
	return lessons.flatMap((lesson) => exercisesInSource(lessonSlug(lesson.id), lesson.body ?? ''));
}
