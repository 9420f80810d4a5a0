import { expect, type Page } from '@playwright/test';
import { lanternwright } from '@shared/content/demo/classes';
import { perkSheet } from '@shared/content/perk-sheet';
import { ENHANCEMENT_ACHIEVEMENT } from '@shared/rules/campaign/enhancements';
import { applyBoardEdit } from '@shared/map/edit';
import { emptyPosition, type BoardFigure } from '@shared/map/position';
import { newDataDir, startBundledHost, type HostProcess } from '../support/bundled-host';
import { connectHost } from '../support/host-client';
import { winFirstRound } from './party';

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
  /** The same scenario won and waiting for its settlement. */
  endedSessionId: string;
  /** The same scenario won and settled. */
  settledSessionId: string;
  /** A demo-class character of the campaign with a perk ticked, an item and an enhancement bought. */
  sheetCharacterId: string;
  /** The demo scenario on its board: a room drawn, its figures placed, an elite Thornling's turn with an attack. */
  boardSessionId: string;
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
  /** Played from a phone at the table as well: the German screenshots take it at phone size too. */
  onPhone?: boolean;
}

export const CAMPAIGN_NAME = 'Ashes of Ironvale';
export const FOUNDERS_NAME = 'Thursday game';
const FOUNDERS_BUILDING = 'Guildhall';
/** The character sheet's character (a demo class). */
const SHEET_CHARACTER = 'Cora';
/** A personal quest typed by hand (not a card of the content): the sheet offers retiring on the players' word. */
const SHEET_QUEST = 'Find the lost lantern';
/** The campaign's typed names: its own, a character and its player, an unlocked scenario. */
const CAMPAIGN_DATA = [
  CAMPAIGN_NAME,
  'Brunhilde',
  'Anna',
  'Sunken Mill',
  'First Steps',
  'Brute',
  // The character sheet's character (a demo class), its typed quest and the global achievement that opens enhancing.
  SHEET_CHARACTER,
  SHEET_QUEST,
  ENHANCEMENT_ACHIEVEMENT,
];
/** What the Founders players typed, and the rulebook's resource names (kept as the rules name them). */
/** The Founders game's typed names: resources and tiles are worded by the catalog (founders.resourceNames, tileLabel). */
const FOUNDERS_DATA = [FOUNDERS_NAME, 'White', 'Purple', 'Human', 'Quatryl', FOUNDERS_BUILDING];

/**
 * Tiles on the Founders board, so its tabs show resources and tiles (worded by the catalog: a tile
 * reads "machinery 2", never its id): imported basics, two machinery tiles built from them, and a
 * prestige building that wants machinery.
 */
export async function placeFoundersTiles(call: HostCall, gameId: string, buildingName = FOUNDERS_BUILDING): Promise<void> {
  const execute = (command: unknown) => call('founders.execute', { gameId, command });
  await execute({ type: 'ImportResource', tile: { id: 'metal-1', resource: 'metal' }, owner: 'White' });
  await execute({ type: 'ImportResource', tile: { id: 'knowledge-1', resource: 'knowledge' }, owner: 'Purple' });
  await execute({ type: 'ImportResource', tile: { id: 'metal-2', resource: 'metal' }, owner: 'Purple' });
  await execute({ type: 'ImportResource', tile: { id: 'knowledge-2', resource: 'knowledge' }, owner: 'White' });
  const machinery = (id: string, player: string, from: string[]) =>
    execute({ type: 'BuildResource', player, tile: { id, resource: 'machinery' }, from: from.map((tile) => ({ tile })) });
  await machinery('machinery-1', 'White', ['metal-1', 'knowledge-1']);
  await machinery('machinery-2', 'Purple', ['metal-2', 'knowledge-2']);
  await execute({
    type: 'PlaceBuilding',
    building: { id: 'guild', name: buildingName, requires: [{ resource: 'machinery', points: 4 }] },
  });
}

/** The play screen's typed names: the demo party. */
export const PLAY_DATA = ['Ada', 'Bo'];

/**
 * The character sheet's data: the character and what was typed on it, the class's perks and the
 * modifier cards they build. Perk labels and card names are made in English from the class's perk
 * list (perkLabel, cardName) and recorded by those words in the campaign: not yet translated.
 */
const SHEET_DATA = [
  ...CAMPAIGN_DATA,
  'Lantern Flare',
  ...perkSheet(lanternwright, []).perks.map((perk) => perk.label),
  ...perkSheet(lanternwright, []).deck.flatMap((entry) => (typeof entry.card === 'string' ? [entry.card] : [])),
  ...perkSheet(
    lanternwright,
    perkSheet(lanternwright, []).perks.map((perk) => perk.label),
  ).deck.flatMap((entry) => (typeof entry.card === 'string' ? [entry.card] : [])),
];

type HostCall = Awaited<ReturnType<typeof connectHost>>['call'];
type Placement = { typeId: string; rank: 'normal' | 'elite'; standeeNumber: number };

/** The demo scenario ad hoc, Ada and Bo playing, by default an elite Bog Shambler 1 and a Thornling 2 in its first room. */
const startDemo = (
  call: HostCall,
  firstRoom: Placement[] = [
    { typeId: 'bog-shambler', rank: 'elite', standeeNumber: 1 },
    { typeId: 'thornling', rank: 'normal', standeeNumber: 2 },
  ],
) =>
  call('scenarios.start', {
    packId: 'haven-demo-gh1',
    scenarioId: 'demo-1',
    characters: [
      { name: 'Ada', classId: 'lanternwright', level: 1 },
      { name: 'Bo', classId: 'reedwalker', level: 1 },
    ],
    scenarioLevel: 1,
    firstRoom,
  });

/** The demo scenario won (everyone rests long, the goal is met, the round ends); `isSettled` applies it too. */
async function makeEndedSession(call: HostCall, isSettled: boolean): Promise<string> {
  const started = await startDemo(call);
  const sessionId = started.id as string;
  await winFirstRound(call, sessionId, Object.keys(started.state.characters));
  if (isSettled) await call('scenarios.settle', { sessionId, battleGoalCheckmarks: {}, treasures: [], rewardItems: [] });
  return sessionId;
}

/**
 * Two sessions of the demo scenario (its names are content, allowed already): one in card
 * selection, one in its turns with Ada active, a wounded, poisoned Bog Shambler and an element
 * infused, so the turn order, the figure panels and the attack panel show their words.
 */
async function makePlaySessions(call: HostCall) {
  const cardSelection = await startDemo(call);
  const turns = await startDemo(call);
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

/** The Monster AI page's board (the host keeps it): a room, a Bandit Guard and two characters of different initiative. */
export const MONSTER_AI_DATA = ['Bandit Guard', 'Brute', 'Spellweaver'];
async function saveMonsterAiBoard(call: HostCall): Promise<void> {
  let position = applyBoardEdit(emptyPosition(), { type: 'drawRoom', from: [0, 0], to: [8, 2] });
  const figures: BoardFigure[] = [
    { id: 'm1', kind: 'monster', hex: [4, 1], name: 'Bandit Guard', standee: 1, isElite: false, isLongResting: false, isInvisible: false },
    { id: 'c1', kind: 'character', hex: [1, 3], name: 'Brute', initiative: 20, isElite: false, isLongResting: false, isInvisible: false },
    {
      id: 'c2',
      kind: 'character',
      hex: [7, 0],
      name: 'Spellweaver',
      initiative: 60,
      isElite: false,
      isLongResting: false,
      isInvisible: false,
    },
  ];
  for (const figure of figures) position = applyBoardEdit(position, { type: 'placeFigure', figure });
  position = applyBoardEdit(position, { type: 'setActive', id: 'm1' });
  await call('drawings.saveBoardDraft', { position });
}

/**
 * The seed of the screens' host: every scenario of the fixture deals from it. With it the
 * Thornlings' first card is 9008 (move, attack, heal itself): an attack, so the automaton has
 * something to say about the board session's turn.
 */
export const SCREENS_SEED = 1;

/**
 * The demo scenario on its board: a room drawn, Ada, Bo and two Thornlings placed, the characters
 * late, the cards drawn (the Thornlings attack) and the elite's turn started.
 */
async function makeBoardSession(call: HostCall): Promise<string> {
  const started = await startDemo(call, [
    { typeId: 'thornling', rank: 'elite', standeeNumber: 1 },
    { typeId: 'thornling', rank: 'normal', standeeNumber: 2 },
  ]);
  const sessionId = started.id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  const [ada, bo] = Object.keys(started.state.characters) as [string, string];
  await exec({ type: 'EditBoard', edit: { type: 'drawRoom', from: [0, 0], to: [8, 2] } });
  const places: [string, string, [number, number]][] = [
    [ada, 'character', [2, 1]],
    [bo, 'character', [7, 0]],
    ['thornling#1', 'monster', [4, 1]],
    ['thornling#2', 'monster', [4, 3]],
  ];
  for (const [id, kind, hex] of places)
    await exec({ type: 'EditBoard', edit: { type: 'placeFigure', figure: { id, kind, hex, name: id } } });
  await exec({ type: 'ChooseInitiative', characterId: ada, choice: { kind: 'cards', leading: 95, second: 96 } });
  await exec({ type: 'ChooseInitiative', characterId: bo, choice: { kind: 'cards', leading: 97, second: 98 } });
  const drawn = await exec({ type: 'DrawMonsterAbilityCards' });
  expect(drawn.monsterGroups.find((g: { typeId: string }) => g.typeId === 'thornling').card.id).toBe('9008');
  await exec({ type: 'StartTurn' });
  return sessionId;
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
    // A drawn city event waits on the town tab, so its card (EventResolver) is checked too (the
    // campaign starts with its decks built, 1st ed. rulebook p. 39).
    await execute({ type: 'DrawEvent', deck: 'city' });
    // A character sheet with its class's perk list, an item and an enhancement (the demo pack's class).
    await execute({ type: 'UseContentPacks', packIds: ['haven-demo-gh1'] });
    // The pack's own first scenario, so the scenario set-up (which lists the campaign's unlocked ones) has one to show.
    await execute({ type: 'UnlockScenario', scenarioId: 'demo-1', name: 'The Sunken Mill' });
    const sheet = await execute({ type: 'CreateCharacter', classId: 'lanternwright', name: SHEET_CHARACTER, player: 'Anna', gold: 80 });
    const sheetCharacterId = (sheet.state.characters as { id: string; name: string }[]).find((c) => c.name === SHEET_CHARACTER)!.id;
    await execute({ type: 'ChangeCheckmarks', characterId: sheetCharacterId, amount: 3 });
    await execute({ type: 'AddPerk', characterId: sheetCharacterId, perk: perkSheet(lanternwright, []).perks[0]!.label });
    await execute({ type: 'AddItem', characterId: sheetCharacterId, item: 'Reed Sandals' });
    await execute({ type: 'SetPersonalQuest', characterId: sheetCharacterId, quest: SHEET_QUEST });
    await execute({ type: 'AddAchievement', scope: 'global', name: ENHANCEMENT_ACHIEVEMENT });
    await execute({
      type: 'BuyEnhancement',
      characterId: sheetCharacterId,
      card: 'Lantern Flare',
      half: 'top',
      enhancement: 'move',
      cardLevel: 1,
      hasMultipleTargets: false,
      isLost: false,
      hexes: 1,
      // The demo pack does not print the card's slots, so the sheet confirms the free slot (p. 42).
      isSlotConfirmed: true,
    });
    await saveMonsterAiBoard(call);
    const founders = await call('founders.create', {
      name: FOUNDERS_NAME,
      players: [
        { colour: 'White', race: 'Human' },
        { colour: 'Purple', race: 'Quatryl' },
      ],
    });
    await placeFoundersTiles(call, founders.id as string);
    return {
      campaignId,
      foundersGameId: founders.id as string,
      ...(await makePlaySessions(call)),
      endedSessionId: await makeEndedSession(call, false),
      settledSessionId: await makeEndedSession(call, true),
      sheetCharacterId,
      boardSessionId: await makeBoardSession(call),
    };
  } finally {
    close();
  }
}

/**
 * What the screens' host is started with: "::1" stands in for the local network's address, so that
 * table mode can be turned on (tests use no other address).
 */
export const HOST_ENV = { HAVEN_TABLE_ADDRESSES: '::1', HAVEN_PSEUDO_LANGUAGE: '1' };

/**
 * The screens' host: the fixture made on a first start (seed SCREENS_SEED), then the host started
 * again on the same data with HOST_ENV. The second start is the day's first open of an existing
 * file: it writes a backup for the Backups screen to list.
 */
export async function startScreensHost(): Promise<{ host: HostProcess; fixture: Fixture }> {
  const dataDir = newDataDir();
  const first = await startBundledHost({ dataDir, seed: SCREENS_SEED });
  let fixture: Fixture;
  try {
    fixture = await makeFixture(first.url);
  } finally {
    await first.stop();
  }
  return { host: await startBundledHost({ dataDir, env: HOST_ENV }), fixture };
}

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
      await expect(page.getByRole('tab').nth(index)).toHaveAttribute('aria-selected', 'true');
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
    // The campaign's export and print menu: its scenario summaries dated in the screen's language.
    name: 'campaign-file-menu',
    path: (fixture: Fixture) => `#/campaign/${fixture.campaignId}/party`,
    ready: testId('whereabouts'),
    data: CAMPAIGN_DATA,
    open: async (page) => {
      await page.getByTestId('campaign-file-menu').click();
      await expect(page.getByTestId('export-campaign')).toBeVisible();
    },
  },
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
    onPhone: true,
    path: (fixture: Fixture) => `#/play/${fixture.cardSelectionSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
  },
  {
    name: 'play-turns',
    onPhone: true,
    path: (fixture: Fixture) => `#/play/${fixture.turnsSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
  },
  {
    // Ada attacks the Bog Shambler: the attack panel with its result and the modifier card drawn.
    name: 'play-attack',
    // On a phone the tap on the standee opens the figure part: its panel and the attack panel.
    onPhone: true,
    path: (fixture: Fixture) => `#/play/${fixture.turnsSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
    open: async (page) => {
      // A phone shows the monsters in a part of their own.
      if (await page.getByTestId('play-part-monsters').isVisible()) await page.getByTestId('play-part-monsters').click();
      await page.getByTestId('standee-bog-shambler#1').click();
      await page.getByTestId('attack-value').fill('1');
      await page.getByTestId('attack').click();
      await expect(page.getByTestId('last-draw')).toBeVisible();
    },
  },
  {
    name: 'play-help-dialog',
    path: (fixture: Fixture) => `#/play/${fixture.turnsSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
    open: async (page) => {
      await page.keyboard.press('?');
      await expect(page.getByTestId('help')).toBeVisible();
    },
  },
  {
    name: 'play-history-drawer',
    path: (fixture: Fixture) => `#/play/${fixture.cardSelectionSessionId}`,
    ready: testId('turn-order'),
    data: PLAY_DATA,
    open: async (page) => {
      await page.getByTestId('open-history').click();
      await expect(page.getByTestId('history')).toBeVisible();
    },
  },
  {
    name: 'play-settlement',
    path: (fixture: Fixture) => `#/play/${fixture.endedSessionId}`,
    ready: testId('apply-settlement'),
    data: PLAY_DATA,
  },
  {
    name: 'play-settled',
    path: (fixture: Fixture) => `#/play/${fixture.settledSessionId}`,
    ready: testId('print-summary'),
    data: PLAY_DATA,
  },
  {
    // The in-play board: the elite Thornling's turn, the automaton's answer with its reasons.
    name: 'play-board',
    path: (fixture: Fixture) => `#/play/${fixture.boardSessionId}/board`,
    ready: async (page) => {
      await expect(page.getByTestId('standee-turn')).toBeVisible();
      await expect(page.getByTestId('automaton-explanation')).toBeVisible();
    },
    data: PLAY_DATA,
  },
  {
    name: 'character-sheet',
    onPhone: true,
    path: (fixture: Fixture) => `#/campaign/${fixture.campaignId}/character/${fixture.sheetCharacterId}`,
    ready: async (page) => {
      await expect(page.getByTestId('perk-list')).toBeVisible();
      await expect(page.getByTestId('enhancements')).toBeVisible();
      await expect(page.getByTestId('equipment')).toContainText('Reed Sandals');
    },
    data: SHEET_DATA,
  },
  {
    name: 'character-retire-dialog',
    path: (fixture: Fixture) => `#/campaign/${fixture.campaignId}/character/${fixture.sheetCharacterId}`,
    ready: testId('perk-list'),
    data: SHEET_DATA,
    open: async (page) => {
      await page.getByTestId('retire').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    // The Monster AI page with the fixture's board, asked about it: focus, movement, attacks and the reasons.
    name: 'monster-ai',
    path: () => '#/board',
    ready: testId('hex-board'),
    data: MONSTER_AI_DATA,
    open: async (page) => {
      await expect(page.locator('[data-figure]')).toHaveCount(3);
      await page.getByTestId('automaton-panel').getByRole('button').first().click();
      await expect(page.getByTestId('automaton-explanation')).toBeVisible();
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
    // This browser opened a launch address: it forgets both things that made it the host's own, the
    // pass (a cookie) and the session token its pages keep in the origin's storage (main/web/access.ts).
    name: 'table-pairing',
    path: () => '#/table',
    ready: testId('table-page'),
    open: async (page) => {
      await tableOnWithDevice(page);
      // Neither the host's pass cookie nor the launch session token this origin keeps (issue 26):
      // a phone that never opened the launch address.
      await page.context().clearCookies();
      await page.evaluate(() => globalThis.localStorage.clear());
      await page.goto(`${new URL(page.url()).origin}/`);
      await expect(page.getByTestId('pairing')).toBeVisible();
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
    },
  },
];
