import { getCollection, type CollectionEntry } from 'astro:content';

/** A lesson entry from the `lessons` collection. */
export type Lesson = CollectionEntry<'lessons'>;

/** Drops the numeric order prefix from a lesson id: `01-the-knights-move` → `the-knights-move`. */
export function lessonSlug(id: string): string {
	return id.replace(/^\d+-/, '');
}

/** Returns the URL of a lesson page. */
export function lessonHref(lesson: Pick<Lesson, 'id'>): string {
	return `/lessons/${lessonSlug(lesson.id)}/`;
}

/** Returns the published lessons in course order (the numeric file prefix); drafts only in development. */
export async function getLessons(): Promise<Lesson[]> {
	const lessons = await getCollection('lessons', ({ data }) => import.meta.env.DEV || !data.draft);
	return lessons.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}
