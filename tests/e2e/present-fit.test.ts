/**
 * Presentation mode fits every demo on one screen: every widget of every lesson, the Playground
 * and the Game, presented on three common projector and laptop screens. Each page is presented
 * once per widget and screen (in beforeAll, one browser for the file); the tests then judge what
 * was measured, one requirement each, naming every widget and screen that misses it.
 */
import { mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
	closeChecked,
	launchBrowser,
	openPage,
	scrollThrough,
	sitePaths,
	waitForHydration,
	type TestBrowser,
} from './browser.ts';

/** The screens a teacher reported: a full-HD projector, a 720p one, an old 4:3 one. */
const SCREENS = [
	{ width: 1920, height: 1080 },
	{ width: 1280, height: 720 },
	{ width: 1024, height: 768 },
] as const;

/** The smallest text that reads from the back of a room on the full-HD screen (screen pixels). */
const ROOM_TEXT_PX = 28;

/**
 * The widgets whose type the fit still has to set below ROOM_TEXT_PX at 1920×1080: more text than a
 * screen holds at the room's size, even with the smallest boards and the widget spread wide. None
 * now: the last two (the misreadings at 26 px, the boards that never settle at 22 px) got layouts of
 * their own for a wide screen. With the list empty every widget short of the size fails; a widget
 * listed here fails too once it no longer needs the list.
 */
const SHORT_OF_ROOM_TEXT: readonly string[] = [];

/** Four demos photographed presented at 1920×1080 and 1024×768, for a person to look at. */
const SHOTS: readonly string[] = [
	"Warnsdorff's rule, step by step",
	'The misreadings side by side',
	'The Takefuji–Lee network, live',
	'Boards that never settle',
];
const OUT = 'test-results/present-fit';

/** What was measured of one widget presented on one screen. */
interface Measured {
	/** Pixels the widget's content runs past its box, down or sideways (≤ 0: no scrolling). */
	overflow: number;
	/** Whether the widget fills the screen. */
	fills: boolean;
	/** Boards and figures not wholly on screen (or cut by a box they sit in). */
	figuresOff: string[];
	/** Buttons and sliders not wholly on screen. */
	controlsOff: string[];
	/** Sentences (the explanation, the status, the rest of the text) not wholly on screen. */
	textOff: string[];
	/** Text drawn smaller than ROOM_TEXT_PX, with its size. */
	smallText: string[];
	/** What the Exit button overlaps, at the top of the widget and scrolled to its end. */
	exitCovers: string[];
	/** Set-up fields (text, number, select, check boxes) shown while set-up is folded. */
	setupShown: string[];
}

/** The fold-away of one widget's set-up, tried on the full-HD screen. */
interface SetupTrial {
	/** Whether the widget has fields to set up at all (outside presentation mode). */
	hasFields: boolean;
	/** aria-expanded of the Set-up button before and after a press, or null when there is none. */
	expanded: [string | null, string | null] | null;
	/** Set-up fields visible after the press. */
	shownAfterPress: number;
	/** Whether the focus stayed on the Set-up button after the press. */
	focusKept: boolean;
}

interface Presented {
	widget: string;
	screen: string;
	measured: Measured;
}

/**
 * Measures the presented widget in the page. Positions are the boxes on screen (zoom included);
 * text size is the computed size times the zoom the element is drawn at.
 */
function measure(widget: Element, roomText: number): Measured {
	const vw = innerWidth;
	const vh = innerHeight;
	// Not hidden, not in a closed <details>, not invisible.
	const shown = (e: Element): boolean => e.checkVisibility({ visibilityProperty: true });
	const describe = (e: Element): string => {
		const text = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().replace(/\s+/g, ' ');
		return `${e.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
	};
	// A box that scrolls inside the widget (code, a long or wide table, a list): what is in it may
	// scroll out of sight, as on the page, but the box itself must be on screen.
	const regions = [...widget.querySelectorAll('*')].filter((e) => {
		if (!shown(e)) return false;
		const style = getComputedStyle(e);
		return (
			(/auto|scroll/.test(style.overflowY) && e.scrollHeight > e.clientHeight + 1) ||
			(/auto|scroll/.test(style.overflowX) && e.scrollWidth > e.clientWidth + 1)
		);
	});
	const inRegion = (e: Element): boolean => regions.some((r) => r !== e && r.contains(e));
	/** How far `e` sticks out of the screen or out of any box between it and the widget that clips it. */
	const outside = (e: Element): number => {
		const box = e.getBoundingClientRect();
		let out = Math.max(box.bottom - vh, -box.top, box.right - vw, -box.left);
		for (let up = e.parentElement; up !== null && up !== widget; up = up.parentElement) {
			if (getComputedStyle(up).overflow === 'visible') continue;
			const clip = up.getBoundingClientRect();
			out = Math.max(
				out,
				box.bottom - clip.bottom,
				clip.top - box.top,
				box.right - clip.right,
				clip.left - box.left,
			);
		}
		return Math.round(out);
	};
	const offList = (elements: Element[]): string[] =>
		elements.filter((e) => outside(e) > 1).map((e) => `${describe(e)} by ${String(outside(e))} px`);

	const figures = [
		// A board must never be cut, not even by a box it scrolls in; a thumbnail in a table may.
		...[...widget.querySelectorAll('svg[viewBox], canvas')].filter(
			(e) =>
				shown(e) &&
				e.parentElement?.closest('svg') == null &&
				e.closest('table') === null &&
				e.getBoundingClientRect().width >= 60,
		),
		...regions.filter((r) => !inRegion(r)),
	];
	const controls = [...widget.querySelectorAll('button, input[type="range"]')].filter(
		(e) => shown(e) && e.closest('svg') === null && !inRegion(e),
	);
	const TEXT = 'p, li, label, legend, summary, caption, figcaption, th, td, [role="status"]';
	const texts = [...widget.querySelectorAll(TEXT)].filter(
		(e) =>
			shown(e) &&
			(e.textContent ?? '').trim() !== '' &&
			e.closest('svg, pre, [role="textbox"], .cm-editor') === null,
	);
	const smallText = texts
		.map((e) => ({
			e,
			px: parseFloat(getComputedStyle(e).fontSize) * (e as HTMLElement).currentCSSZoom,
		}))
		.filter(({ px }) => px < roomText - 0.25)
		.map(({ e, px }) => `${describe(e)} at ${px.toFixed(1)} px`);

	const exit = [...widget.querySelectorAll('button')].find(
		(b) => b.textContent?.trim() === 'Exit presentation',
	);
	const exitCovers: string[] = [];
	if (exit !== undefined) {
		const others = [
			...widget.querySelectorAll(
				'button, input, select, textarea, a[href], summary, svg[viewBox], canvas, p, h2, h3, h4, label, li',
			),
		].filter(
			(e) =>
				e !== exit &&
				!e.contains(exit) &&
				shown(e) &&
				(e.closest('svg') === null ||
					(e.matches('svg') && e.parentElement?.closest('svg') == null)),
		);
		const overlapping = (): string[] => {
			const a = exit.getBoundingClientRect();
			return others
				.filter((e) => {
					const b = e.getBoundingClientRect();
					return (
						a.left < b.right - 1 &&
						b.left < a.right - 1 &&
						a.top < b.bottom - 1 &&
						b.top < a.bottom - 1
					);
				})
				.map(describe);
		};
		exitCovers.push(...overlapping());
		widget.scrollTop = widget.scrollHeight;
		exitCovers.push(...overlapping().map((what) => `${what} (scrolled to the end)`));
		widget.scrollTop = 0;
	}

	const setupShown = [
		...widget.querySelectorAll(
			'input:not([type="range"], [type="button"], [type="hidden"], [type="file"]), select, textarea',
		),
	]
		.filter(shown)
		.map(describe);

	const box = widget.getBoundingClientRect();
	return {
		overflow: Math.max(
			widget.scrollHeight - widget.clientHeight,
			widget.scrollWidth - widget.clientWidth,
		),
		fills:
			Math.abs(box.left) < 1 &&
			Math.abs(box.top) < 1 &&
			Math.abs(box.width - vw) < 2 &&
			Math.abs(box.height - vh) < 2,
		figuresOff: offList(figures),
		controlsOff: offList(controls),
		textOff: offList(texts.filter((e) => !inRegion(e))),
		smallText,
		exitCovers,
		setupShown,
	};
}

/**
 * Waits (10 s at most) until the widget is presented or back in the page, then for two frames: the
 * fit, then what it set off. A plain wait, not expect.poll: it runs in beforeAll.
 */
async function settle(widget: Locator, presenting: boolean): Promise<void> {
	const reached = await widget.evaluate(
		(element, wanted) =>
			new Promise<boolean>((done) => {
				const until = Date.now() + 10_000;
				const check = (): void => {
					if (element.classList.contains('presenting') === wanted) {
						requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
					} else if (Date.now() > until) done(false);
					else setTimeout(check, 20);
				};
				check();
			}),
		presenting,
	);
	if (!reached)
		throw new Error(`the widget was not ${presenting ? 'presented' : 'put back'} within 10 s`);
}

/**
 * Presents each widget of `path` (clicking Present), measures it on each screen in turn, and tries
 * Set-up on the first.
 */
async function presentEvery(
	browser: TestBrowser,
	path: string,
): Promise<{ presented: Presented[]; setups: Map<string, SetupTrial> }> {
	const { page, problems } = await openPage(browser, path);
	mkdirSync(OUT, { recursive: true });
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await scrollThrough(page);
	await waitForHydration(page);
	const widgets = page.locator('.widget:not(.widget .widget)');
	const presented: Presented[] = [];
	const setups = new Map<string, SetupTrial>();
	const count = await widgets.count();
	for (let i = 0; i < count; i++) {
		const widget = widgets.nth(i);
		const name = `${(await widget.getAttribute('aria-label')) ?? `widget ${String(i + 1)}`} (#${String(i + 1)})`;
		const hasFields = await widget.evaluate(
			(e) =>
				e.querySelector(
					'input:not([type="range"], [type="hidden"], [type="file"]), select, textarea',
				) !== null,
		);
		// Presented on the first screen, then carried to the others (the fit follows the window).
		await page.setViewportSize(SCREENS[0]);
		await widget.locator(':scope > .present-button').click();
		await settle(widget, true);
		for (const screen of SCREENS) {
			if (screen !== SCREENS[0]) {
				await page.setViewportSize(screen);
				await settle(widget, true);
			}
			const measured = await widget.evaluate(measure, ROOM_TEXT_PX);
			const label = (await widget.getAttribute('aria-label')) ?? '';
			if (SHOTS.includes(label) && screen.width !== 1280) {
				const slug = label
					.toLowerCase()
					.replace(/[^a-z]+/g, '-')
					.replace(/^-|-$/g, '');
				await page.screenshot({ path: `${OUT}/${slug}-${String(screen.width)}.png` });
			}
			presented.push({
				widget: name,
				screen: `${String(screen.width)}×${String(screen.height)}`,
				measured,
			});
			if (screen === SCREENS[0]) setups.set(name, await trySetup(widget, hasFields));
		}
		await page.keyboard.press('Escape');
		await settle(widget, false);
	}
	await page.setViewportSize({ width: 1280, height: 900 });
	await closeChecked(page, problems);
	return { presented, setups };
}

/** Presses the presented widget's Set-up button (if it has one) and notes what happens. */
async function trySetup(widget: Locator, hasFields: boolean): Promise<SetupTrial> {
	const button = widget.getByRole('button', { name: 'Set-up', exact: true });
	if ((await button.count()) === 0) {
		return { hasFields, expanded: null, shownAfterPress: 0, focusKept: false };
	}
	const before = await button.getAttribute('aria-expanded');
	await button.click();
	const after = await button.getAttribute('aria-expanded');
	const shownAfterPress = await widget.evaluate(
		(e) =>
			[
				...e.querySelectorAll('input:not([type="range"], [type="hidden"]), select, textarea'),
			].filter((field) => field.getClientRects().length > 0).length,
	);
	const focusKept = await button.evaluate((b) => document.activeElement === b);
	await button.click();
	return { hasFields, expanded: [before, after], shownAfterPress, focusKept };
}

let browser: TestBrowser;

beforeAll(async () => {
	browser = await launchBrowser();
});

afterAll(async () => {
	await browser.close();
});

/** The pages with demos to present: every lesson, the Playground and the Game (not the classroom). */
const PAGES = sitePaths().filter(
	(path) => path.startsWith('/lessons/') || path === '/playground/' || path === '/game/',
);

test('the lessons, the Playground and the Game are all checked', () => {
	expect(PAGES).toContain('/playground/');
	expect(PAGES).toContain('/game/');
	expect(PAGES.filter((path) => path.startsWith('/lessons/')).length).toBeGreaterThanOrEqual(8);
});

describe.each(PAGES)('presenting the demos of %s', (path) => {
	let presented: Presented[] = [];
	let setups = new Map<string, SetupTrial>();

	beforeAll(async () => {
		({ presented, setups } = await presentEvery(browser, path));
	}, 240_000);

	/** Lists, for every widget and screen, what `pick` finds wrong (nothing: an empty list). */
	const misses = (pick: (m: Measured) => string[]): string[] =>
		presented.flatMap(({ widget, screen, measured }) =>
			pick(measured).map((what) => `${widget} at ${screen}: ${what}`),
		);

	test('every widget fills the screen and needs no scrolling', () => {
		expect(presented.length).toBeGreaterThan(0);
		expect(
			misses((m) => [
				...(m.fills ? [] : ['does not fill the screen']),
				...(m.overflow > 0 ? [`scrolls by ${String(m.overflow)} px`] : []),
			]),
		).toEqual([]);
	});

	test('every board, coordinates and all, is wholly on screen (several panels included)', () => {
		expect(misses((m) => m.figuresOff)).toEqual([]);
	});

	test("the player's buttons and the explanation are on screen with the board", () => {
		expect(misses((m) => [...m.controlsOff, ...m.textOff])).toEqual([]);
	});

	test(`text reads from the back of the room: at least ${String(ROOM_TEXT_PX)} px at 1920×1080`, () => {
		const fullHd = presented.filter(({ screen }) => screen === '1920×1080');
		const short = fullHd.filter(({ measured }) => measured.smallText.length > 0);
		const known = (widget: string): boolean =>
			SHORT_OF_ROOM_TEXT.some((name) => widget.startsWith(`${name} (#`));
		expect(
			short
				.filter(({ widget }) => !known(widget))
				.flatMap(({ widget, measured }) => measured.smallText.map((t) => `${widget}: ${t}`)),
		).toEqual([]);
		// The known ones on this page still fall short (else they belong off the list).
		expect(short.filter(({ widget }) => known(widget)).map(({ widget }) => widget)).toEqual(
			fullHd.filter(({ widget }) => known(widget)).map(({ widget }) => widget),
		);
	});

	test('set-up fields fold behind a Set-up button that says whether it is open', () => {
		expect(misses((m) => m.setupShown.map((field) => `${field} shown while folded`))).toEqual([]);
		const wrong = [...setups].flatMap(([widget, trial]) => {
			if (!trial.hasFields)
				return trial.expanded === null ? [] : [`${widget}: Set-up with nothing to set`];
			if (trial.expanded === null) return [`${widget}: no Set-up button`];
			const problems: string[] = [];
			if (trial.expanded[0] !== 'false' || trial.expanded[1] !== 'true')
				problems.push(`${widget}: aria-expanded ${String(trial.expanded)}`);
			if (trial.shownAfterPress === 0) problems.push(`${widget}: Set-up shows no field`);
			if (!trial.focusKept) problems.push(`${widget}: the focus left the Set-up button`);
			return problems;
		});
		expect(wrong).toEqual([]);
	});

	test('Exit covers nothing of the demo, even scrolled', () => {
		expect(misses((m) => m.exitCovers.map((what) => `Exit covers ${what}`))).toEqual([]);
	});
});
