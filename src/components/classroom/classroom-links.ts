/**
 * Links between the classroom pages. An assignment code travels in the URL's fragment (after
 * "#"), which browsers never send to a server: the static site never sees a teacher's or a
 * student's work.
 */
import { findClassroomCodes } from '../../lib/classroom/text-codec.ts';

/** How every assignment code starts. */
const PREFIX = 'KTA';

/** Joins an origin ("https://example.org") and a path, whatever slashes either brings. */
function onSite(origin: string, path: string): string {
	return `${origin.replace(/\/+$/, '')}${path}`;
}

/** The link a student opens to do an assignment. */
export function assignmentLink(code: string, origin: string): string {
	return onSite(origin, `/classroom/do/#${code}`);
}

/** The printable worksheet and answer key of an assignment. */
export function worksheetLink(code: string, origin: string): string {
	return onSite(origin, `/classroom/worksheet/#${code}`);
}

/** The builder, opened on an assignment to edit it. */
export function builderLink(code: string, origin: string): string {
	return onSite(origin, `/classroom/#edit=${code}`);
}

/**
 * The assignment code in a location's fragment ("#KTA1.…", "#edit=KTA1.…") or in any pasted
 * text that holds one (a whole link, a chat message); "" when there is none. The code is not
 * checked here: decodeAssignment says what is wrong with it.
 */
export function codeFromFragment(hash: string): string {
	let text = hash;
	try {
		text = decodeURIComponent(hash);
	} catch {
		// A stray "%" in pasted text: read the text as it is.
	}
	const found = findClassroomCodes(text).find((code) => code.startsWith(PREFIX));
	if (found !== undefined) return found;
	const bare = text
		.replace(/^#/, '')
		.replace(/^edit=/, '')
		.trim();
	return bare.startsWith(PREFIX) ? bare : '';
}
