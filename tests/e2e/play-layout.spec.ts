/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, test, type HostCall, type Page } from './fixture';
import { afterTwoFrames } from './frames';

// gh.json imported; seed 1 deals the same cards (their words set the layout) on every run.
test.use({ actionTimeout: 15_000, data: 'gh1', seed: 1 });

/**
 * The play screen sizes of issue 16: tablets held both ways by touch, a laptop, a desktop. The screen
 * is loaded once per input kind at its first size and resized to the other (issue 25).
 */
const KINDS = [
  {
    name: 'by touch',
    isTouch: true,
    sizes: [
      { width: 1024, height: 768 },
      { width: 768, height: 1024 },
    ],
  },
  {
    name: 'by mouse',
    isTouch: false,
    sizes: [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ],
  },
] as const;

const FIVE_TYPES = ['bandit-archer', 'bandit-guard', 'living-bones', 'cave-bear', 'city-guard'];

/** Four characters and five monster types of Gloomhaven Secretariat's data, every card drawn. */
async function bigTable(call: HostCall): Promise<string> {
  const started = await call('scenarios.start', {
    packId: 'ghs-gh1',
    monsterTypeIds: FIVE_TYPES,
    characters: [
      { name: 'Brunhilde the Unbroken', classId: 'brute', level: 1 },
      { name: 'Cragheart', classId: 'cragheart', level: 1 },
      { name: 'Mindthief', classId: 'mindthief', level: 1 },
      { name: 'Spellweaver', classId: 'spellweaver', level: 1 },
    ],
    scenarioLevel: 1,
  });
  const sessionId = started.id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  await exec({
    type: 'AddMonsters',
    monsters: FIVE_TYPES.flatMap((typeId) =>
      [1, 2].map((standeeNumber) => ({ typeId, rank: standeeNumber === 1 ? 'elite' : 'normal', standeeNumber })),
    ),
  });
  const ids = Object.keys(started.state.characters);
  for (const [i, characterId] of ids.entries()) {
    await exec({ type: 'ChooseInitiative', characterId, choice: { kind: 'cards', leading: 10 + i * 20, second: 80 } });
  }
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });
  return sessionId;
}

/** What overflows or overlaps on the play screen now, as sentences (none when it fits). */
async function layoutFaults(page: Page, isTouch: boolean): Promise<string[]> {
  return page.evaluate((isTouch) => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) faults.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const box = (el: Element) => el.getBoundingClientRect();
    const order = document.querySelector('[data-testid="turn-order"]');
    if (!order || box(order).height < 120) faults.push(`the turn order is ${order ? box(order).height : 0} px high`);
    const title = document.querySelector('[data-testid="play-title"]');
    if (!title) faults.push('no title');
    else {
      const t = box(title);
      for (const el of document.querySelectorAll('[data-testid="play"] button, [data-testid="play"] a')) {
        const b = box(el);
        if (el === title || title.contains(el) || b.width === 0) continue;
        const overlaps = b.left < t.right && b.right > t.left && b.top < t.bottom && b.bottom > t.top;
        if (overlaps) faults.push(`"${el.textContent?.trim() || el.getAttribute('aria-label')}" covers the title`);
      }
    }
    // Nothing inside the screen is cut off or scrolls sideways.
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="play"] *')) {
      const style = getComputedStyle(el);
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
        faults.push(`${el.dataset.testid ?? el.className} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    for (const el of document.querySelectorAll('[data-testid="play"] button')) {
      const b = box(el);
      if (b.width === 0) continue;
      if (b.right > root.clientWidth + 0.5 || b.left < -0.5)
        faults.push(`"${el.textContent?.trim() || el.getAttribute('aria-label')}" is cut off at the side`);
      if (isTouch && (b.width < 44 || b.height < 44))
        faults.push(
          `"${el.textContent?.trim() || el.getAttribute('aria-label')}" is ${Math.round(b.width)}×${Math.round(b.height)} px by touch`,
        );
    }
    return faults;
  }, isTouch);
}

for (const kind of KINDS) {
  test(`the play screen fits the tablets and desktops ${kind.name} with four characters and five monster types`, async ({
    browser,
    host,
    call,
    picture,
  }) => {
    const sessionId = await bigTable(call);
    const context = await browser.newContext({
      viewport: kind.sizes[0],
      hasTouch: kind.isTouch,
      isMobile: kind.isTouch,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${host.url}/#/play/${sessionId}`);
      await expect(page.getByTestId('play')).toBeVisible();
      await expect(page.getByTestId('turn-order').locator('[data-status="active"]')).toBeVisible();
      for (const [index, size] of kind.sizes.entries()) {
        if (index > 0) await page.setViewportSize(size);
        await afterTwoFrames(page);
        await picture(page, `${size.width}x${size.height}`);
        expect(await layoutFaults(page, kind.isTouch), `${size.width}×${size.height} ${kind.name}`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}
