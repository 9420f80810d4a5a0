import type { CampaignState } from '@shared/rules/campaign';
import { questLabel } from '@shared/rules/campaign/town/deal';
import { classNamed } from './character-sheet';

/** The kinds of a pack's records a campaign names by id or name. */
export const REFERENCED_KINDS = ['characterClasses', 'items', 'personalQuests', 'scenarios'] as const;
export type ReferencedKind = (typeof REFERENCED_KINDS)[number];

/** What of a pack's records a campaign can name: enough to tell whether a name still finds its record. */
export interface PackIndex {
  characterClasses: ReadonlyArray<{ id: string; name: string }>;
  items: ReadonlyArray<{ id: string; name: string }>;
  personalQuests: ReadonlyArray<{ id: string; name: string; label: string }>;
  scenarios: ReadonlyArray<{ id: string; name: string }>;
}

export const EMPTY_INDEX: PackIndex = { characterClasses: [], items: [], personalQuests: [], scenarios: [] };

/** The index of a pack's records, from the records themselves (as stored or as imported). */
export function packIndex(records: { [K in ReferencedKind]?: ReadonlyArray<Record<string, unknown>> }): PackIndex {
  const named = (list: ReadonlyArray<Record<string, unknown>> = []) =>
    list.map((record) => ({ id: String(record.id ?? record.number ?? ''), name: String(record.name ?? '') }));
  return {
    characterClasses: named(records.characterClasses),
    items: named(records.items),
    personalQuests: (records.personalQuests ?? []).map((quest) => ({
      id: String(quest.id ?? ''),
      name: String(quest.name ?? ''),
      label: questLabel({ number: Number(quest.number ?? 0), name: String(quest.name ?? '') }),
    })),
    scenarios: named(records.scenarios),
  };
}

/** One record a campaign uses: its kind, the record's id and its name as the campaign's pack has it. */
export interface UsedRecord {
  kind: ReferencedKind;
  id: string;
  name: string;
}

/**
 * The records of `installed` that `campaign` uses and that neither `replacement` nor the campaign's
 * other packs (`others`) has (issue 26: a pack that campaigns use keeps every record they
 * reference). A campaign names its characters' classes (by id or name, as the character sheet finds
 * them), items (by name) and personal quests (by "number name" or name), and its scenarios that are
 * unlocked or done (by id).
 */
export function recordsLost(
  campaign: CampaignState,
  installed: PackIndex,
  replacement: PackIndex,
  others: readonly PackIndex[],
): UsedRecord[] {
  const finders: { [K in ReferencedKind]: (index: PackIndex, wanted: string) => { id: string; name: string } | undefined } = {
    characterClasses: (index, wanted) => classNamed(index.characterClasses, wanted),
    items: (index, wanted) => index.items.find((item) => item.name === wanted),
    personalQuests: (index, wanted) =>
      index.personalQuests.find((quest) => quest.label === wanted) ?? index.personalQuests.find((quest) => quest.name === wanted),
    scenarios: (index, wanted) => index.scenarios.find((scenario) => scenario.id === wanted),
  };
  const active = campaign.characters.filter((character) => !character.isRetired && character.isDead !== true);
  const wanted: Array<[ReferencedKind, string]> = [
    ...active.map((character): [ReferencedKind, string] => ['characterClasses', character.classId]),
    ...active.flatMap((character) => character.items.map((item): [ReferencedKind, string] => ['items', item])),
    ...active.map((character): [ReferencedKind, string] => ['personalQuests', character.personalQuest.trim()]),
    ...campaign.scenarios
      .filter((scenario) => scenario.isUnlocked || scenario.isCompleted)
      .map((scenario): [ReferencedKind, string] => ['scenarios', scenario.id]),
  ];
  const lost = new Map<string, UsedRecord>();
  for (const [kind, name] of wanted) {
    if (name === '') continue;
    const found = finders[kind](installed, name);
    if (!found || finders[kind](replacement, name) || others.some((other) => finders[kind](other, name))) continue;
    lost.set(`${kind}:${found.id}`, { kind, id: found.id, name: found.name });
  }
  return [...lost.values()];
}
