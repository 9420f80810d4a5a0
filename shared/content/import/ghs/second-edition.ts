import { keyedReason, type KeyedReason } from '../../model/content-error';
import { refusal, type Refusal } from '../../../rules/refusal';
import type { GameEvent } from '../../model/campaign-cards';
import type { Room, Scenario } from '../../model/scenario';
import type { CampaignSetup, ConditionRecord, Milestone, Section, Translation } from '../../model/second-edition';
import type { Labels } from './labels';
import { errorAt, parseAt, type SourceContext } from './locate';
import { ghs2eEventShape, ghsCampaignShape, ghsSectionShape, type Ghs2eEffect, type GhsSection } from './raw-shapes';
import { factionOf, rewardWords } from './rewards';
import { conditionCode } from './condition-code';
import { placementsOf } from './scenarios';

/** Import context for Gloomhaven 2nd edition's parts; `warnings` collects the known faults met. */
type Context = SourceContext & { labels: Labels; warnings: KeyedReason[] };
/** "C-07" / "R-12": the 2nd edition numbers its city and road cards apart. */
export function is2eEvent(raw: unknown): boolean {
  return (
    typeof raw === 'object' &&
    raw !== null &&
    typeof (raw as { cardId?: unknown }).cardId === 'string' &&
    /^[CR]-/.test((raw as { cardId: string }).cardId)
  );
}

/** A 2nd-edition event with its narrative, options and outcomes, in the model 1st-edition events use. */
export function event2eFromGhs(raw: unknown, index: number, context: SourceContext & { labels: Labels }): GameEvent | undefined {
  const event = parseAt(ghs2eEventShape, raw, ['events', index], context);
  if (!event) return undefined;
  const number = Number(event.cardId.slice(2));
  return {
    id: `${event.type}-${number}`,
    deck: event.type,
    number,
    ...(event.narrative ? { text: context.labels.text(event.narrative) } : {}),
    options: event.options.map((option, position) => ({
      label: option.label || String.fromCharCode(65 + position),
      ...(option.narrative ? { choice: context.labels.text(option.narrative) } : {}),
      outcomes: option.outcomes.map((outcome) => ({
        ...(outcome.condition !== undefined ? { condition: conditionText(outcome.condition, context.labels) } : {}),
        ...(conditionCode2e(outcome.condition) ? { when: conditionCode2e(outcome.condition) } : {}),
        ...(outcome.narrative ? { text: context.labels.text(outcome.narrative) } : {}),
        // Paying the gold is part of the outcome: the party pays it together.
        effects: [...paymentOf(outcome.condition), ...(outcome.effects ?? []).map((effect) => effectWords(effect, context.labels))],
      })),
      returnsToDeck:
        option.returnToDeck ?? (option.outcomes.some((outcome) => outcome.returnToDeck === true) || (event.returnToDeck ?? false)),
    })),
  };
}

/**
 * An effect in the words 1st-edition events use ("gold 10", "experience 5", "scenario 88"), so
 * the town's event outcomes apply them alike; the 2nd edition's own kinds keep their name
 * ("collectiveGold 10", "reputationFaction merchants 1"); printed sentences stay as written.
 */
export function effectWords(effect: Ghs2eEffect, labels: Labels): string {
  if (typeof effect === 'string') return labels.text(effect);
  if (!('type' in effect))
    return `${conditionText(effect.condition, labels)}: ${effect.effects.map((inner) => effectWords(inner, labels)).join('; ')}`;
  const values = effect.values ?? [];
  if (effect.type === 'unlockScenario') return `scenario ${String(values[0])}`;
  if ((effect.type === 'reputationFaction' || effect.type === 'loseReputationFaction') && factionOf(values[0])) {
    return `${effect.type} ${factionOf(values[0])} ${String(values[1])}`;
  }
  return [effect.type, ...values.map((value) => String(value))].join(' ').trim();
}

/**
 * A 2nd-edition outcome's condition as a code the rules read (outcome-conditions.ts): the faction
 * named as Haven names it; a plain "reputation" (the 2nd edition keeps it per faction) and a price
 * paid in items are the party's to judge, so they get none.
 */
function conditionCode2e(condition: unknown): string | undefined {
  const code = conditionCode(condition);
  if (!code) return undefined;
  const [type, ...args] = code.split(' ');
  if (type === 'reputationFactionGT') {
    const faction = factionOf(args[0]);
    return faction ? `reputationFactionGT ${faction} ${args[1] ?? ''}`.trim() : undefined;
  }
  return type === 'reputationGT' || type === 'reputationLT' || type === 'payCollectiveItem' ? undefined : code;
}

/** The gold an outcome's condition makes the party pay or give up, as an effect line. */
function paymentOf(condition: unknown): string[] {
  if (typeof condition !== 'object' || condition === null || !('type' in condition)) return [];
  const { type, values = [] } = condition as { type: string; values?: unknown[] };
  const gold = Number(values[0]);
  if (!Number.isInteger(gold) || gold <= 0) return [];
  return type === 'payCollectiveGold' ? [`payCollectiveGold ${gold}`] : type === 'loseCollectiveGold' ? [`loseCollectiveGold ${gold}`] : [];
}

/** An outcome's condition as a sentence a player reads. */
export function conditionText(condition: unknown, labels: Labels): string {
  if (typeof condition === 'string') return labels.text(condition);
  if (typeof condition !== 'object' || condition === null || !('type' in condition)) return JSON.stringify(condition);
  const { type, values = [] } = condition as { type: string; values?: unknown[] };
  const list = values.map(String);
  const faction = factionOf(values[0]);
  switch (type) {
    case 'otherwise':
      return 'Otherwise';
    case 'traits':
      return `If a character has the ${list.join(' or ')} trait`;
    case 'traitsAll':
      return `If the party has the ${list.join(' and ')} traits`;
    case 'payCollectiveGold':
      return `If the party pays ${list[0]} gold together`;
    case 'loseCollectiveGold':
      return `If the party gives up ${list[0]} gold together`;
    case 'payCollectiveItem':
      return `If the party gives up item ${list[0]}`;
    case 'reputationFactionGT':
      return `If reputation with the ${faction ?? list[0]} is more than ${list[1]}`;
    default:
      return [type, ...list].join(' ');
  }
}

/**
 * Sections. A section that reveals rooms of a scenario adds them to that scenario: its door
 * (the section's marker) opens from the first room, or from the room of the section that leads
 * to it (`parentSections`), so opening that door reveals the room with its monsters by party size.
 */
export function sectionsFromGhs(
  raws: readonly unknown[],
  scenarios: Scenario[],
  context: Context & { monsterId: (name: string, place: Refusal, path: (string | number)[]) => string | undefined },
): Section[] {
  const parsed: { section: GhsSection; index: number }[] = [];
  raws.forEach((raw, index) => {
    const section = parseAt(ghsSectionShape, raw, ['sections', index], context);
    if (section) parsed.push({ section, index });
  });
  const byNumber = new Map(parsed.map((entry) => [entry.section.index, entry.section]));
  const scenarioByIndex = new Map(scenarios.map((scenario) => [scenario.index, scenario]));
  const sections: Section[] = [];
  // Doors are hung once every room is in place: a section may come before the one that leads to it.
  const doors: { scenario: Scenario; openers: number[]; behind: number[] }[] = [];
  for (const { section, index } of parsed) {
    const scenario = section.parent !== undefined ? scenarioByIndex.get(section.parent) : undefined;
    if (section.parent !== undefined && !scenario) {
      errorAt(context, ['sections', index, 'parent'], 'files.importer.sectionScenario', {
        section: section.index,
        scenario: section.parent,
      });
      continue;
    }
    const rooms: Room[] = [];
    (section.rooms ?? []).forEach((room, roomIndex) => {
      const spawns = (room.monster ?? []).flatMap((spawn, spawnIndex) => {
        const id = context.monsterId(spawn.name, refusal('files.report.placeSection', { number: section.index }), [
          'sections',
          index,
          'rooms',
          roomIndex,
          'monster',
          spawnIndex,
          'name',
        ]);
        return id ? [{ ...spawn, name: id }] : [];
      });
      rooms.push({
        number: room.roomNumber,
        tile: `section ${section.index}`,
        isStart: false,
        doorsTo: room.rooms ?? [],
        placements: placementsOf(spawns),
      });
    });
    if (scenario && rooms.length > 0) {
      const clash = rooms.find((room) => scenario.rooms.some((existing) => existing.number === room.number));
      if (clash) {
        errorAt(context, ['sections', index, 'rooms'], 'files.importer.sectionRoom', {
          section: section.index,
          room: clash.number,
          scenario: scenario.index,
        });
        continue;
      }
      // The door to this section: on the room of the section that sends the party here, else on the first room.
      const from = (section.parentSections ?? [])
        .flat()
        .flatMap((number) => byNumber.get(number)?.rooms?.map((room) => room.roomNumber) ?? []);
      const openers = from.length > 0 ? from : scenario.rooms.filter((room) => room.isStart).map((room) => room.number);
      scenario.rooms.push(...rooms);
      doors.push({ scenario, openers, behind: rooms.map((room) => room.number) });
      for (const monster of section.monsters ?? []) {
        const id = context.monsterId(monster, refusal('files.report.placeSection', { number: section.index }), [
          'sections',
          index,
          'monsters',
        ]);
        if (id && !scenario.monsters.includes(id)) scenario.monsters.push(id);
      }
    }
    const rewards = rewardWords(section.rewards, context.labels);
    sections.push({
      id: `section-${section.index.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`,
      number: section.index,
      ...(section.name ? { name: section.name } : {}),
      ...(section.parent !== undefined ? { scenario: section.parent } : {}),
      ...(section.marker !== undefined ? { marker: section.marker } : {}),
      roomNumbers: rooms.map((room) => room.number),
      isConclusion: section.conclusion ?? false,
      unlocks: section.unlocks ?? [],
      rewards,
    });
  }
  for (const { scenario, openers, behind } of doors) {
    for (const opener of scenario.rooms.filter((room) => openers.includes(room.number))) {
      opener.doorsTo.push(...behind.filter((number) => !opener.doorsTo.includes(number)));
    }
  }
  return sections;
}

/** The `campaign` object: starting decks, factions and the milestones with their sections. */
export function campaignSetupFromGhs(raw: unknown, sections: readonly Section[], context: Context): CampaignSetup[] {
  if (raw === undefined) return [];
  const campaign = parseAt(ghsCampaignShape, raw, ['campaign'], context);
  if (!campaign) return [];
  const nameOf = (section: string, fallback: string) => sections.find((candidate) => candidate.number === section)?.name ?? fallback;
  const numbers = (cards: readonly string[], deck: 'city' | 'road') =>
    cards.flatMap((card, position) => {
      const number = Number(/^[CR]-(\d+)$/.exec(card)?.[1]);
      if (Number.isInteger(number) && number > 0) return [number];
      errorAt(context, ['campaign', 'events', deck, position], 'files.importer.eventNumber', { card, deck });
      return [];
    });
  const milestones: Milestone[] = [];
  // GHS keys these by the prosperity box's index counted from 0 (its own level steps were
  // [4, 11, 21, 32, 44, 58, 73, 88] in that form before GHS pull request #1062), so "Prosperity 3"
  // at 11 is the 12th checkmark: the box where level 3 begins. Haven counts checkmarks.
  for (const [value, section] of Object.entries(campaign.prosperitySections ?? {})) {
    milestones.push({
      track: 'prosperity',
      value: Number(value) + 1,
      section,
      name: nameOf(section, `Prosperity ${value}`),
      requiresCompleted: [],
    });
  }
  (campaign.reputationSections ?? []).forEach((entry, position) => {
    const faction = factionOf(entry.faction);
    if (!faction) {
      context.warnings.push(
        keyedReason('files.report.reputationFaction', {
          path: `campaign.reputationSections[${position}]`,
          faction: entry.faction,
          value: entry.value,
          section: entry.section.replace(':', ' '),
        }),
      );
      return;
    }
    milestones.push({
      track: 'reputation',
      faction,
      value: entry.value,
      section: entry.section,
      name: nameOf(entry.section, `${entry.faction} reputation ${entry.value}`),
      requiresCompleted: entry.requires ?? [],
    });
  });
  for (const [value, section] of Object.entries(campaign.imbuementSections ?? {})) {
    milestones.push({
      track: 'imbuement',
      value: Number(value),
      section,
      name: nameOf(section, `Imbuement ${value}`),
      requiresCompleted: [],
    });
  }
  const factions = (campaign.factions ?? []).flatMap((name) => factionOf(name) ?? []);
  return [
    {
      id: 'campaign',
      startingEvents: { city: numbers(campaign.events?.city ?? [], 'city'), road: numbers(campaign.events?.road ?? [], 'road') },
      factions,
      milestones,
    },
  ];
}

export function conditionsFromGhs(conditions: readonly string[]): ConditionRecord[] {
  return conditions.map((id) => ({ id, name: id[0]!.toUpperCase() + id.slice(1) }));
}

/** Every language but English (which the records already carry), flattened to dotted keys. */
export function translationsFromGhs(label: unknown): Translation[] {
  if (!isRecord(label)) return [];
  return Object.entries(label).flatMap(([language, tree]) => {
    if (language === 'en' || !/^[a-z]{2}(?:_[A-Za-z]+)?$/.test(language)) return [];
    const labels: Record<string, string> = {};
    flatten(tree, '', labels);
    return Object.keys(labels).length > 0 ? [{ id: language.toLowerCase().replace(/_/g, '-'), language, labels, names: {} }] : [];
  });
}

function flatten(node: unknown, prefix: string, into: Record<string, string>): void {
  if (typeof node === 'string') into[prefix] = node;
  else if (isRecord(node))
    for (const [key, child] of Object.entries(node)) flatten(child, prefix && key ? `${prefix}.${key}` : prefix || key, into);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
