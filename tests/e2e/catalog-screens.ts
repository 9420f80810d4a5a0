import { expect, type Page } from '@playwright/test';
import { rulebookResourceTree } from '../../shared/rules/founders';
import { connectHost } from '../support/host-client';

/**
 * The screens the catalog check (catalog-check.spec.ts) and the German screenshots
 * (german-screens.spec.ts) open. Adding a screen is one entry: where it is, what shows it is
 * ready, and the data it shows (names a player typed; content names are allowed already).
 */
export interface Fixture {
  campaignId: string;
  foundersGameId: string;
}

export interface CheckedScreen {
  name: string;
  path: (fixture: Fixture) => string;
  /** Waits until the screen shows its data (a test id, not words: the words change with the language). */
  ready: (page: Page) => Promise<void>;
  /** Data the screen shows as it is: names typed by the fixture's players. */
  data?: string[];
  /** Opens a dialog or a tab before the check, for the parts that only show on a tap. */
  open?: (page: Page) => Promise<void>;
}

export const CAMPAIGN_NAME = 'Ashes of Ironvale';
export const FOUNDERS_NAME = 'Thursday game';
/** The campaign's typed names: its own, a character and its player, an unlocked scenario. */
const CAMPAIGN_DATA = [CAMPAIGN_NAME, 'Brunhilde', 'Anna', 'Sunken Mill', 'First Steps', 'Brute'];
/** What the Founders players typed, and the rulebook's resource names (kept as the rules name them). */
const FOUNDERS_DATA = [FOUNDERS_NAME, 'White', 'Purple', 'Human', 'Quatryl', ...rulebookResourceTree.map((kind) => kind.resource)];

/** A host's data for the screens: a campaign and a Founders game, made through the host as a player would. */
export async function makeFixture(url: string): Promise<Fixture> {
  const { call, close } = await connectHost(url);
  try {
    const campaign = await call('campaigns.create', { name: CAMPAIGN_NAME, edition: 'gh1', mode: 'campaign' });
    const campaignId = campaign.state.id as string;
    const execute = (command: unknown) => call('campaigns.execute', { campaignId, command });
    await execute({ type: 'CreateCharacter', classId: 'Brute', name: 'Brunhilde', player: 'Anna', gold: 30 });
    await execute({ type: 'UnlockScenario', scenarioId: '1', name: 'Sunken Mill' });
    await execute({ type: 'AddAchievement', scope: 'party', name: 'First Steps' });
    // A drawn city event waits on the town tab, so its card (EventResolver) is checked too.
    await execute({ type: 'AddEventCards', deck: 'city', cardIds: ['1'] });
    await execute({ type: 'DrawEvent', deck: 'city' });
    const founders = await call('founders.create', {
      name: FOUNDERS_NAME,
      players: [
        { colour: 'White', race: 'Human' },
        { colour: 'Purple', race: 'Quatryl' },
      ],
    });
    return { campaignId, foundersGameId: founders.id as string };
  } finally {
    close();
  }
}

/**
 * What the screens' host is started with: "::1" stands in for the local network's address, so that
 * table mode can be turned on (tests use no other address).
 */
export const HOST_ENV = { HAVEN_TABLE_ADDRESSES: '::1' };

/** The device the Table mode screen lists: paired as a phone's pairing page would pair it. */
const TABLE_DEVICE = 'Anna’s tablet';

/** Turns table mode on (once) on the Table mode page and pairs a device, unless one is paired already. */
async function tableOnWithDevice(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const toggle = page.getByTestId('table-switch');
  if (!(await toggle.isChecked())) await toggle.click();
  await expect(page.getByTestId('table-code')).toBeVisible();
  if ((await page.getByTestId('table-device').count()) === 0) {
    const code = (await page.getByTestId('table-code').textContent()) ?? '';
    const paired = await fetch(`${origin}/table/pair`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ code, deviceName: TABLE_DEVICE, role: 'gm' }),
    });
    expect(paired.ok).toBe(true);
  }
  await expect(page.getByTestId('table-device')).toBeVisible();
  await page.waitForTimeout(200);
}

const testId = (id: string) => async (page: Page) => {
  await expect(page.getByTestId(id).first()).toBeVisible();
};

const FOUNDERS_TABS = ['board', 'build', 'deliver', 'vote', 'tallies', 'adjust', 'resources'];

export const SCREENS: CheckedScreen[] = [
  {
    name: 'founders-list',
    path: () => '#/founders',
    ready: testId('founders-game-card'),
    data: FOUNDERS_DATA,
  },
  ...FOUNDERS_TABS.map((tab, index) => ({
    name: `founders-game-${tab}`,
    path: (fixture: Fixture) => `#/founders/${fixture.foundersGameId}`,
    ready: testId('score-track'),
    data: FOUNDERS_DATA,
    open: async (page: Page) => {
      await page.getByRole('tab').nth(index).click();
      await page.waitForTimeout(200);
    },
  })),
  {
    name: 'campaign-list',
    path: () => '#/',
    ready: testId('campaign-card'),
    data: [CAMPAIGN_NAME],
  },
  {
    name: 'campaign-delete-dialog',
    path: () => '#/',
    ready: testId('campaign-card'),
    data: [CAMPAIGN_NAME],
    open: async (page) => {
      await page.getByTestId('campaign-card').first().getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
    },
  },
  ...(['party', 'scenarios', 'characters', 'town'] as const).map((tab) => ({
    name: `campaign-${tab}`,
    path: (fixture: Fixture) => `#/campaign/${fixture.campaignId}/${tab}`,
    // The town tab shows the fixture's drawn city event: its card is part of the check.
    ready: testId(tab === 'town' ? 'event-card' : 'whereabouts'),
    data: CAMPAIGN_DATA,
  })),
  {
    name: 'scenario-setup',
    path: (fixture: Fixture) => `#/campaign/${fixture.campaignId}/play`,
    ready: async (page) => {
      await expect(page.getByTestId('start-scenario')).toBeVisible();
      await expect(page.getByTestId('first-room')).toBeVisible();
    },
    data: CAMPAIGN_DATA,
  },
  {
    name: 'content',
    path: () => '#/content',
    ready: testId('pack-card'),
  },
  {
    name: 'content-remove-dialog',
    path: () => '#/content',
    ready: testId('pack-card'),
    open: async (page) => {
      await page.getByTestId('pack-card').first().getByRole('button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'table-mode',
    path: () => '#/table',
    ready: testId('table-page'),
    data: [TABLE_DEVICE],
    open: tableOnWithDevice,
  },
  {
    // The page a phone opens on the host's address before it is paired (no launch key, table mode on).
    name: 'table-pairing',
    path: () => '#/table',
    ready: testId('table-page'),
    open: async (page) => {
      await tableOnWithDevice(page);
      await page.context().clearCookies();
      await page.goto(`${new URL(page.url()).origin}/`);
      await expect(page.getByTestId('pairing')).toBeVisible();
      await page.waitForTimeout(200);
    },
  },
  {
    name: 'backups',
    path: () => '#/backups',
    ready: testId('backup-card'),
  },
  {
    name: 'backups-restore-dialog',
    path: () => '#/backups',
    ready: testId('backup-card'),
    open: async (page) => {
      await page.getByTestId('backup-card').first().getByRole('button').click();
      await expect(page.getByTestId('confirm-restore')).toBeVisible();
      await page.waitForTimeout(400);
    },
  },
];
