/**
 * Reads the props Astro serialised on an island (`<astro-island props="…">`),
 * so the printed answer key can show each exercise's answer without the page
 * carrying it as text (tests/components/exercise.test.ts keeps it out).
 * Astro writes every value as `[type, value]`: 0 plain (objects hold more
 * pairs), 1 an array of pairs; other types (dates, maps, …) an exercise never
 * takes, so they are left out.
 */

/** One serialised value: a type tag and its payload. */
type Serialised = [number, unknown];

/** Tells whether a value is a `[type, value]` pair. */
function isPair(value: unknown): value is Serialised {
	return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number';
}

/** Turns one serialised value back into plain data; unknown types become undefined. */
function revive(pair: unknown): unknown {
	if (!isPair(pair)) return undefined;
	const [type, value] = pair;
	if (type === 1 && Array.isArray(value)) return value.map(revive);
	if (type !== 0) return undefined;
	if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
	return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, revive(inner)]));
}

/** Parses an island's `props` attribute into plain data; null when it is not readable. */
export function islandProps(attribute: string | null): Record<string, unknown> | null {
	if (attribute === null) return null;
	try {
		const raw: unknown = JSON.parse(attribute);
		if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
		return Object.fromEntries(Object.entries(raw).map(([key, pair]) => [key, revive(pair)]));
	} catch {
		return null;
	}
}

/** Writes an exercise's answer and why for the answer key; null when the props lack either. */
export function answerText(props: Record<string, unknown> | null): string | null {
	const answer = props?.['answer'];
	const explanation = props?.['explanation'];
	if (typeof explanation !== 'string') return null;
	if (Array.isArray(answer)) return `${answer.map(String).join(', ')}. ${explanation}`;
	if (typeof answer === 'number' || typeof answer === 'string') return `${answer}. ${explanation}`;
	return null;
}
