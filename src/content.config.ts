import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Lessons live in `src/content/lessons/NN-slug.mdx`. The two-digit prefix is
 * the only source of reading order; pages drop it from the URL
 * (`/lessons/the-knights-move/`).
 */
const lessons = defineCollection({
	loader: glob({ pattern: '[0-9][0-9]-*.mdx', base: './src/content/lessons' }),
	schema: z.object({
		/** The lesson's title, shown as its heading, in the lesson list and the browser tab. Required. */
		title: z.string().min(1),
		/** One sentence saying what the lesson is about, shown on the home page. Required. */
		description: z.string().min(1).max(200),
		/** What the reader will be able to do afterwards, one short sentence each. Default: none. */
		objectives: z.array(z.string().min(1)).default([]),
		/** Slugs (without the number prefix) of lessons to read first. Default: none. */
		prerequisites: z.array(z.string().min(1)).default([]),
		/** Minutes a typical reader needs, shown beside the title. Default: not shown. */
		minutes: z.number().int().positive().optional(),
		/** A draft is shown by `npm start` only, never listed or built for publishing. Default: false. */
		draft: z.boolean().default(false),
	}),
});

export const collections = { lessons };
