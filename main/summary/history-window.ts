import { evolveCampaignAll, type CampaignEvent, type CampaignState } from '@shared/rules/campaign';
import { characterLevel } from '@shared/rules/campaign/levels';
import type { ScenarioCharacterLine } from './summary-types';

/** A campaign event in the summary's language, worded against the campaign as it stood before it. */
export type WordEvent = (state: CampaignState, event: CampaignEvent) => string;

/** A campaign history row as the summaries read it (parsed loosely: a summary never fails on old rows). */
export interface HistoryRowLike {
  seq: number;
  command: { type: string; [key: string]: unknown };
  events: CampaignEvent[];
  /** The row's line in the summary's language. */
  summary: string;
  at: string;
  isUndone: boolean;
}

const RESULT_TYPES = new Set(['ApplyScenarioSettlement', 'RecordScenarioResult']);
/** Entries that record what a scenario gave: shown as its rewards when made right after its result. */
const REWARD_TYPES = new Set([
  'GainExperience',
  'ChangeGold',
  'ChangeCheckmarks',
  'AddItem',
  'UnlockScenario',
  'AddAchievement',
  'ChangeReputation',
  'SetReputation',
  'ChangeProsperity',
]);
/**
 * What the result's own row gave beside the result (a settlement's or a recorded success's
 * rewards, 1st ed. rulebook p. 49 "Scenario Completion"): every event after the party left the
 * scenario, but the completion count for personal quests and the battle goals going back to
 * their deck (bookkeeping, not a reward).
 */
const NOT_A_REWARD = new Set(['CharactersCompletedScenario', 'BattleGoalsReturned']);
/** How far after a result the summary looks for its rewards (the settlement of one scenario). */
const WINDOW = 40;

export function isResultRow(row: HistoryRowLike): boolean {
  return !row.isUndone && RESULT_TYPES.has(row.command.type);
}

/** The campaign just before a history row, replayed from the initial state. */
export function stateBefore(initial: CampaignState, rows: readonly HistoryRowLike[], seq: number): CampaignState {
  return evolveCampaignAll(
    initial,
    rows.filter((r) => !r.isUndone && r.seq < seq).flatMap((r) => r.events),
  );
}

/**
 * What a scenario gave each character and the party: the settlement's shares when there is one,
 * the scenario's own rewards its result applied (achievements, unlocks, gold and experience for
 * each, items, reputation, prosperity), plus what the history records after the result until the
 * next scenario's (rewards, XP, gold, checkmarks, items).
 */
export function gainsAfterResult(
  before: CampaignState,
  rows: readonly HistoryRowLike[],
  resultSeq: number,
  word: WordEvent,
): { characters: ScenarioCharacterLine[]; rewards: string[] } {
  const live = rows.filter((r) => !r.isUndone);
  const start = live.findIndex((r) => r.seq === resultSeq);
  const result = live[start];
  const shares = new Map<string, { xp: number; gold: number; checkmarks: number; items: string[] }>();
  const shareOf = (id: string) => shares.get(id) ?? shares.set(id, { xp: 0, gold: 0, checkmarks: 0, items: [] }).get(id)!;
  const rewards: string[] = [];
  if (result?.command.type === 'ApplyScenarioSettlement' && Array.isArray(result.command.characters)) {
    for (const c of result.command.characters as { characterId: string; experience: number; gold: number; checkmarks: number }[]) {
      Object.assign(shareOf(c.characterId), { xp: c.experience, gold: c.gold, checkmarks: c.checkmarks });
    }
  }
  const count = (event: CampaignEvent) => {
    if (event.type === 'ExperienceChanged') shareOf(event.characterId).xp += event.to - event.from;
    if (event.type === 'GoldChanged' && event.to > event.from) shareOf(event.characterId).gold += event.to - event.from;
    if (event.type === 'CheckmarksChanged' && event.to > event.from) shareOf(event.characterId).checkmarks += event.to - event.from;
    if (event.type === 'ItemAdded') shareOf(event.characterId).items.push(event.item);
  };
  if (result) {
    const left = result.events.findIndex((e) => e.type === 'ScenarioLeft');
    let state = before;
    for (const [index, event] of result.events.entries()) {
      if (left >= 0 && index > left && !NOT_A_REWARD.has(event.type)) {
        // Each character's gold and experience show in its line; everything else is said in words.
        if (event.type !== 'GoldChanged' && event.type !== 'ExperienceChanged') rewards.push(word(state, event));
        count(event);
      }
      state = evolveCampaignAll(state, [event]);
    }
  }
  const after = start < 0 ? [] : live.slice(start + 1, start + 1 + WINDOW);
  const end = after.findIndex((r) => RESULT_TYPES.has(r.command.type));
  for (const row of end < 0 ? after : after.slice(0, end)) {
    if (!REWARD_TYPES.has(row.command.type)) continue;
    rewards.push(row.summary);
    row.events.forEach(count);
  }
  const party = before.characters.filter((c) => shares.has(c.id) || (!c.isRetired && shares.size === 0));
  return {
    characters: party.map((c) => {
      const share = shares.get(c.id);
      return {
        name: c.name,
        classId: c.classId,
        level: characterLevel(c),
        xpGained: share ? share.xp : null,
        goldLooted: share ? share.gold : null,
        checkmarks: share ? share.checkmarks : null,
        itemsGained: share?.items ?? [],
      };
    }),
    rewards,
  };
}
