import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { exercisesInSource } from '../../../src/components/exercises/exercise-catalog.ts';

describe('exercisesInSource(lesson, source)', () => {
	test('reads ids and versions in page order, whatever the attribute layout', () => {
		const source = [
			'import Exercise from "x";',
			'<Exercise client:visible id="first" kind="number" answer={3}>Q</Exercise>',
			'<BuildTourExercise',
			'  client:visible',
			'  task={{ board: { rows: 5, cols: 5 }, closed: false }}',
			'  check={(a) => a > 1}',
			'  id="second"',
			'  version={2}',
			'/>',
			'<PredictExercise id="third" version="3" />',
		].join('\n');
		expect(exercisesInSource('demo', source)).toEqual([
			{ key: 'demo/first', lesson: 'demo', id: 'first', version: 1 },
			{ key: 'demo/second', lesson: 'demo', id: 'second', version: 2 },
			{ key: 'demo/third', lesson: 'demo', id: 'third', version: 3 },
		]);
	});

	test.each([
		['<Exercise kind="number" />', /has no id/],
		['<Exercise id="Bad Id" />', /lower-case/],
		['<Exercise id="a" /><Exercise id="a" />', /used twice/],
		['<Exercise id="a" version={0} />', /version 0/],
	])('refuses %s', (source, message) => {
		expect(() => exercisesInSource('demo', source)).toThrow(message);
	});

	test('every published lesson has exercises with unique ids', () => {
		const dir = 'src/content/lessons';
		for (const file of readdirSync(dir).filter((name) => /^\d\d-.*\.mdx$/.test(name))) {
			const slug = file.replace(/^\d\d-/, '').replace(/\.mdx$/, '');
			const entries = exercisesInSource(slug, readFileSync(`${dir}/${file}`, 'utf8'));
			// Each lesson has at least two exercises (the course's standard is three from lesson 2 on).
			expect(entries.length, file).toBeGreaterThanOrEqual(2);
		}
	});
});

describe('exercisesInSource with the names a lesson imports', () => {
	test('an exercise component imported twice under two names is found under both', () => {
		const source = [
			"import Exercise from '~/components/exercises/Exercise.svelte';",
			"import ExerciseB from '~/components/exercises/Exercise.svelte';",
			'<Exercise id="one" />',
			'<ExerciseB id="two" />',
		].join('\n');
		expect(exercisesInSource('demo', source).map((entry) => entry.id)).toEqual(['one', 'two']);
	});
});
