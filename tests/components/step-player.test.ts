import { render } from 'svelte/server';
import { describe, expect, test } from 'vitest';
import StepPlayerControls from '../../src/components/player/StepPlayer.svelte';
import { SPEEDS, StepPlayer, type Scheduler } from '../../src/components/player/player.svelte.ts';

/** A scheduler with no frames and a stopped clock: every seek finishes at once. */
const still: Scheduler = { frame: () => 0, cancel: () => undefined, now: () => 0 };

/** Returns a player over the numbers 0 … n − 1, marking multiples of 10. */
function countingPlayer(n: number): StepPlayer<number, { sum: number }, string> {
	return new StepPlayer({
		source: function* () {
			for (let i = 0; i < n; i++) yield i;
			return 'done';
		},
		view: { create: () => ({ sum: 0 }), apply: (view, i) => void (view.sum += i) },
		marker: (i) => (i % 10 === 9 ? 'tenth' : null),
		scheduler: still,
	});
}

/** Renders the controls on the server and returns the HTML. */
function html(player: StepPlayer<number, { sum: number }, string>, label?: string): string {
	const props = label === undefined ? { player } : { player, label };
	// render() does not infer a generic component's type parameters, so they are given here.
	return render(StepPlayerControls<number, { sum: number }, string>, { props }).body;
}

/** Returns the text of the button whose text is `name`, or null. */
function button(body: string, name: string): string | null {
	const match = new RegExp(`<button[^>]*>\\s*${name}\\s*</button>`).exec(body);
	return match?.[0] ?? null;
}

/** Returns the `id` a label points to with `for`, checking that the label exists. */
function labelledId(body: string, text: string): string {
	const match = new RegExp(`<label for="([^"]+)"[^>]*>${text}</label>`).exec(body);
	if (match === null) throw new Error(`no label "${text}"`);
	return match[1] as string;
}

describe('StepPlayer.svelte (server-rendered)', () => {
	test('every control is there by its name', () => {
		const body = html(countingPlayer(50));
		for (const name of ['Play', 'Step back', 'Step', 'Reset', 'Skip to end']) {
			expect(button(body, name), name).not.toBeNull();
		}
		expect(body).toContain('role="group"');
		expect(body).toContain('aria-label="Step player"');
		const speed = labelledId(body, 'Speed');
		expect(body).toMatch(new RegExp(`<select id="${speed}"`));
		expect(body.match(/<option /g)?.length).toBe(SPEEDS.length);
		expect(body).toContain('As fast as possible');
		const timeline = labelledId(body, 'Timeline');
		expect(body).toMatch(new RegExp(`<input id="${timeline}"[^>]*type="range"`));
		expect(body).toContain('Step 0 of 0 so far');
	});

	test('at the start, Step back and Reset are marked unavailable; Step is not', () => {
		const body = html(countingPlayer(50));
		expect(button(body, 'Step back')).toContain('aria-disabled="true"');
		expect(button(body, 'Reset')).toContain('aria-disabled="true"');
		expect(button(body, 'Step')).toContain('aria-disabled="false"');
	});

	test('a playing player shows Pause; a finished one shows its markers and says finished', () => {
		const playing = countingPlayer(50);
		playing.play();
		expect(button(html(playing), 'Pause')).not.toBeNull();
		expect(button(html(playing), 'Play')).toBeNull();

		const done = countingPlayer(50);
		done.skipToEnd();
		const body = html(done, 'Backtracking controls');
		expect(body).toContain('aria-label="Backtracking controls"');
		expect(body).toContain('Step 50 of 50 — finished');
		expect(body).toMatch(/max="50"/);
		expect(body.match(/class="tick[ "]/g)?.length).toBe(5);
		expect(button(body, 'Skip to end')).toContain('aria-disabled="true"');
		expect(body).toMatch(/<option value="10" selected/);
	});
});
