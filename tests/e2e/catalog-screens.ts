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
  /** A demo scenario just started: the characters choose their cards. */
  cardSelectionSessionId: string;
  /** The same scenario in its turns: Ada's turn is on, the monsters' ability cards drawn. */
  turnsSessionId: string;
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

/** The play screen's typed names: the demo party. */
export const PLAY_DATA = ['Ada', 'Bo'];

/**
 * Two sessions of the demo scenario (its names are content, allowed already): one in card
 * selection, one in its turns with Ada active, a wounded, poisoned Bog Shambler and an element
 * infused, so the turn order, the figure panels and the attack panel show their words.
 */
async function makePlaySessions(call: Awaited<ReturnType<typeof connectHost>>['call']) {
  const start = () =>
    call('scenarios.start', {
      packId: 'haven-demo-gh1',
      scenarioId: 'demo-1',
      characters: [
        { name: 'Ada', classId: 'lanternwright', level: 1 },
        { name: 'Bo', classId: 'reedwalker', level: 1 },
      ],
      scenarioLevel: 1,
      firstRoom: [
        { typeId: 'bog-shambler', rank: 'elite', standeeNumber: 1 },
        { typeId: 'thornling', rank: 'normal', standeeNumber: 2 },
      ],
    });
  const cardSelection = await start();
  const turns = await start();
  const sessionId = turns.id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  const [ada, bo] = Object.keys(turns.state.characters) as [string, string];
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 1, second: 2 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 99, second: 98 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'StartTurn' });
  const shambler = { kind: 'monster', id: 'bog-shambler#1' };
  await exec({ type: 'AddCondition', figure: shambler, condition: 'poison' });
  await exec({ type: 'AddCondition', figure: shambler, condition: 'wound' });
  await exec({ type: 'InfuseElement', element: 'fire', isImmediate: true });
  return { cardSelectionSessionId: cardSelection.id as string, turnsSessionId: sessionId };
}

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
    return { campaignId, foundersGameId: founders.id as string, ...(await makePlaySessions(call)) };
  } finally {
    close();
  }
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
    name: 'play-card-selection',
    path: (fixture: Fixture) => `#/play/${fixture.cardSelectionSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
  },
  {
    name: 'play-turns',
    path: (fixture: Fixture) => `#/play/${fixture.turnsSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
  },
  {
    // Ada attacks the Bog Shambler: the attack panel with its result and the modifier card drawn.
    name: 'play-attack',
    path: (fixture: Fixture) => `#/play/${fixture.turnsSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
    open: async (page) => {
      await page.getByTestId('standee-bog-shambler#1').click();
      await page.getByTestId('attack-value').fill('1');
      await page.getByTestId('attack').click();
      await expect(page.getByTestId('last-draw')).toBeVisible();
      await page.waitForTimeout(200);
    },
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
