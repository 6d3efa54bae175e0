import { describe, expect, test } from 'vitest';
import {
	assignmentLink,
	builderLink,
	codeFromFragment,
	worksheetLink,
} from '../../../src/components/classroom/classroom-links.ts';
import { encodeAssignment } from '../../../src/lib/index.ts';

const code = encodeAssignment({
	title: 'Week 3',
	instructions: 'Build the tours.',
	tasks: [{ kind: 'question', question: 'How many moves from a1 on 8×8?', answer: '2' }],
});

describe('assignmentLink / worksheetLink / builderLink', () => {
	test('put the code in the fragment of each page, whatever slash the origin ends with', () => {
		expect(assignmentLink(code, 'https://x.org/')).toBe(`https://x.org/classroom/do/#${code}`);
		expect(worksheetLink(code, 'https://x.org')).toBe(`https://x.org/classroom/worksheet/#${code}`);
		expect(builderLink(code, 'https://x.org')).toBe(`https://x.org/classroom/#edit=${code}`);
	});
});

describe('codeFromFragment(hash)', () => {
	test.each([
		['a bare fragment', `#${code}`],
		["the builder's fragment", `#edit=${code}`],
		[
			'a whole link pasted in a chat message',
			`Here: ${assignmentLink(code, 'https://x.org')} thanks`,
		],
		['a percent-encoded fragment', `#${encodeURIComponent(code)}`],
	])('finds the code in %s', (_, hash) => {
		expect(codeFromFragment(hash)).toBe(code);
	});

	test.each([[''], ['#'], ['#edit='], ['#hello'], ['#%E0%A4%A'], ['KTS1.AAAA']])(
		'finds none in %j',
		(hash) => {
			expect(codeFromFragment(hash)).toBe('');
		},
	);
});
