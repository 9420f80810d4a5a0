import type { HostCall } from './fixture';

/** Characters by class and name, in the order the campaign lists them. */
export type Members = ReadonlyArray<readonly [classId: string, name: string]>;

/** Ada the Brute and Bo the Cragheart: the 1st edition's starting classes, from Gloomhaven Secretariat's data. */
export const BRUTE_AND_CRAGHEART = [
  ['brute', 'Ada'],
  ['cragheart', 'Bo'],
] as const;

/** Ada the Lanternwright and Bo the Reedwalker: the demo pack's classes. */
export const DEMO_PARTY = [
  ['lanternwright', 'Ada'],
  ['reedwalker', 'Bo'],
] as const;

/**
 * A campaign made through the host (`campaign`: what `campaigns.create` takes) and its characters,
 * 15 gold each; `packIds` are chosen for it before the characters are made. Gives the campaign's id
 * and the characters' ids in the order of `members`.
 */
export async function createParty<const M extends Members>(
  call: HostCall,
  campaign: Record<string, unknown>,
  members: M,
  options: { packIds?: string[] } = {},
): Promise<{ campaignId: string; characterIds: { -readonly [K in keyof M]: string } }> {
  const campaignId = (await call('campaigns.create', campaign)).state.id as string;
  if (options.packIds) await call('campaigns.execute', { campaignId, command: { type: 'UseContentPacks', packIds: options.packIds } });
  for (const [classId, name] of members)
    await call('campaigns.execute', { campaignId, command: { type: 'CreateCharacter', classId, name, gold: 15 } });
  const characters = (await call('campaigns.get', { campaignId })).state.characters as Array<{ id: string; name: string }>;
  const characterIds = members.map(([, name]) => characters.find((character) => character.name === name)!.id);
  return { campaignId, characterIds: characterIds as { -readonly [K in keyof M]: string } };
}

/**
 * An ad hoc session, without a campaign: `start` is the rest of what `scenarios.start` takes (the
 * pack, the scenario or the monster types, the level), `members` play at level 1. Gives the started
 * session's view.
 */
export async function startAdHocScenario(call: HostCall, start: Record<string, unknown>, members: Members) {
  return call('scenarios.start', { ...start, characters: members.map(([classId, name]) => ({ name, classId, level: 1 })) });
}

/** A scenario started (`input`: what `scenarios.start` takes); gives its session's id and `exec`, which sends it a command. */
export async function startScenario(call: HostCall, input: Record<string, unknown>) {
  const sessionId = (await call('scenarios.start', input)).id as string;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  return { sessionId, exec };
}

/** Black Barrow (scenario 1 of Gloomhaven Secretariat's gh.json) started for the campaign's characters. */
export const startBlackBarrow = (call: HostCall, campaignId: string, characterIds: readonly string[]) =>
  startScenario(call, { campaignId, packId: 'ghs-gh1', scenarioId: '1', characterIds });

/** Two characters after every monster (initiatives 90 and 91), and this round's monster ability cards drawn. */
export async function monstersFirstAndDrawn(exec: (command: unknown) => Promise<unknown>, first: string, second: string): Promise<void> {
  await exec({ type: 'ChooseInitiative', characterId: first, choice: { kind: 'cards', leading: 90, second: 95 } });
  await exec({ type: 'ChooseInitiative', characterId: second, choice: { kind: 'cards', leading: 91, second: 96 } });
  await exec({ type: 'DrawMonsterAbilityCards' });
}

/** The demo pack's first scenario (demo-1) started at level 1 for the campaign's characters. */
export const startDemoScenario = (call: HostCall, campaignId: string, characterIds: readonly string[]) =>
  startScenario(call, { campaignId, packId: 'haven-demo-gh1', scenarioId: 'demo-1', characterIds, scenarioLevel: 1 });

/** The items added to a character's own, by their names. */
export async function addItems(call: HostCall, campaignId: string, characterId: string, items: readonly string[]): Promise<void> {
  for (const item of items) await call('campaigns.execute', { campaignId, command: { type: 'AddItem', characterId, item } });
}

/** Turns played until `figureId`'s has started: the turn in progress ended, the next started, again. */
export async function playUntilTurnOf(call: HostCall, sessionId: string, figureId: string): Promise<void> {
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  for (;;) {
    const view = await call('scenarios.get', { sessionId });
    if (view.state.activeFigure?.id === figureId) break;
    if (view.state.activeFigure) await exec({ type: 'EndTurn' });
    await exec({ type: 'StartTurn' });
  }
}

/** The turn in progress ended, every pending turn started and ended, then the round. */
export async function playRoundOut(call: HostCall, sessionId: string): Promise<void> {
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  for (;;) {
    const view = await call('scenarios.get', { sessionId });
    if (view.state.activeFigure) await exec({ type: 'EndTurn' });
    if (!(await call('scenarios.get', { sessionId })).turnOrder.some((slot: { status: string }) => slot.status === 'pending')) break;
    await exec({ type: 'StartTurn' });
  }
  await exec({ type: 'EndRound' });
}

/** A scenario won in its first round: every character rests long, the goal is marked met, the round ends. */
export async function winFirstRound(call: HostCall, sessionId: string, characterIds: readonly string[]): Promise<void> {
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });
  for (const characterId of characterIds) await exec({ type: 'ChooseInitiative', characterId, choice: { kind: 'longRest' } });
  await exec({ type: 'DrawMonsterAbilityCards' });
  await exec({ type: 'MarkGoalMet' });
  await playRoundOut(call, sessionId);
}
