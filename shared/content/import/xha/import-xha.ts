import type { AbilityDeck } from '../../model/ability-deck';
import type { CharacterClass } from '../../model/character-class';
import { jsonPath, keyedContentError, keyedReason, type ContentError } from '../../model/content-error';
import type { ContentPack } from '../../model/content-pack';
import type { MonsterType } from '../../model/monster-type';
import type { Scenario } from '../../model/scenario';
import type { Edition } from '../../model/vocabulary';
import { validatePack } from '../../validate-pack';
import { reportLines, type ImportOptions, type ImportOutcome } from '../import-outcome';
import { parseRaw } from '../parse-raw';
import { recordIdOf } from '../record-id';
import { parseCardLines, type LineTally } from './card-lines';
import { monsterTypeFromXha } from './monsters';
import { perksFromXha } from './perks';
import { xhaClassShape, xhaDeckShape, xhaEditionShape, xhaMonsterShape, xhaRoomsShape, xhaSummonsShape } from './raw-shapes';
import { scenarioFromXha } from './scenarios';

/** X-haven Assistant's files for one edition, parsed from JSON, and the names to report them by. */
export interface XhaSource {
  /** editions/<Edition>.json */
  edition: unknown;
  /** rooms/<Edition>.json; without it scenarios have no rooms. */
  rooms?: unknown;
  /** summons.json (generic summons; checked, not part of a pack). */
  summons?: unknown;
  fileNames?: { edition?: string; rooms?: string; summons?: string };
}

const editionsByName: Record<string, Edition> = { Gloomhaven: 'gh1', 'Gloomhaven 2nd Edition': 'gh2' };

/** Imports X-haven Assistant's data for Gloomhaven (1st or 2nd edition) as one content pack. */
export function importXha(source: XhaSource, options: ImportOptions = {}): ImportOutcome {
  const errors: ContentError[] = [];
  const editionFile = source.fileNames?.edition ?? 'editions/Gloomhaven.json';
  const roomsFile = source.fileNames?.rooms ?? 'rooms/Gloomhaven.json';
  const root = parseRaw(xhaEditionShape, source.edition, editionFile, [], errors);
  const rooms = source.rooms === undefined ? undefined : parseRaw(xhaRoomsShape, source.rooms, roomsFile, [], errors);
  if (source.summons !== undefined) parseRaw(xhaSummonsShape, source.summons, source.fileNames?.summons ?? 'summons.json', [], errors);
  if (!root) return { ok: false, errors };
  const edition = editionsByName[root.edition];
  if (!edition) {
    errors.push(keyedContentError(editionFile, '$.edition', 'files.importer.notXhaEdition', { edition: root.edition }));
    return { ok: false, errors };
  }

  const monsterIds = new Map<string, string>();
  for (const [name, raw] of Object.entries(root.monsters)) {
    monsterIds.set(name, recordIdOf(name));
    const display = typeof raw === 'object' && raw !== null ? (raw as { display?: unknown }).display : undefined;
    if (typeof display === 'string' && !monsterIds.has(display)) monsterIds.set(display, recordIdOf(name));
  }
  const monsterIdOf = (name: string) => monsterIds.get(name.trim());
  const tally: LineTally = { cardLines: 0, structuredCardLines: 0, keptAsText: [] };
  const lines = { monsterIdOf, tally };

  const abilityDecks: AbilityDeck[] = [];
  root.monsterAbilities.forEach((rawDeck, deckIndex) => {
    const deck = parseRaw(xhaDeckShape, rawDeck, editionFile, ['monsterAbilities', deckIndex], errors);
    if (!deck) return;
    const cards = deck.cards.map(([id, hasShuffle, initiative, ...cardLines]) => ({
      id,
      initiative,
      hasShuffle,
      actions: parseCardLines(cardLines, lines),
    }));
    abilityDecks.push({ id: recordIdOf(deck.name), name: deck.name, cards });
  });
  const deckIds = new Set(abilityDecks.map((deck) => deck.id));
  const deckIdOf = (name: string) => (deckIds.has(recordIdOf(name)) ? recordIdOf(name) : undefined);

  const monsterTypes: MonsterType[] = [];
  for (const [name, rawMonster] of Object.entries(root.monsters)) {
    const raw = parseRaw(xhaMonsterShape, rawMonster, editionFile, ['monsters', name], errors);
    const monster = raw && monsterTypeFromXha(recordIdOf(name), name, raw, { file: editionFile, deckIdOf, lines, errors });
    if (monster) monsterTypes.push(monster);
  }

  const scenarios: Scenario[] = [];
  for (const [key, rawScenario] of Object.entries(root.scenarios)) {
    const roomsKey = key.startsWith('#') && /^#\d+/.test(key) ? /^#(\d+)/.exec(key)![1]! : 'Random';
    const scenario = scenarioFromXha(key, rawScenario, rooms?.[roomsKey], { editionFile, roomsFile, monsterIdOf, errors });
    if (scenario) scenarios.push(scenario);
  }

  const characterClasses: CharacterClass[] = [];
  (root.classes ?? []).forEach((rawClass, index) => {
    const raw = parseRaw(xhaClassShape, rawClass, editionFile, ['classes', index], errors);
    if (!raw) return;
    const { perks, unknownCards } = perksFromXha(raw.perks ?? []);
    for (const card of unknownCards)
      errors.push(keyedContentError(editionFile, jsonPath(['classes', index, 'perks']), 'files.importer.modifierCard', { card }));
    characterClasses.push({
      id: recordIdOf(raw.name),
      name: raw.name,
      health: raw.health,
      isLocked: raw.hidden ?? false,
      perks,
      ...(raw.handSize ? { handSize: raw.handSize } : {}),
    });
  });

  if (errors.length > 0) return { ok: false, errors };
  const pack: ContentPack = {
    id: options.packId ?? `xha-${edition}`,
    name: options.packName ?? `${root.edition} (X-haven Assistant data)`,
    edition,
    source: 'xha',
    version: options.version ?? 'unversioned',
    monsterTypes,
    abilityDecks,
    scenarios,
    characterClasses,
    items: [],
    events: [],
    personalQuests: [],
    battleGoals: [],
    treasures: [],
    sections: [],
    conditions: [],
    campaignSetups: [],
    translations: [],
  };
  const validation = validatePack(pack);
  if (!validation.ok) return validation;
  const notes = reportLines([
    keyedReason('files.report.xhaLacks'),
    ...(rooms ? [] : [keyedReason('files.report.noRooms', { file: roomsFile })]),
  ]);
  return {
    ok: true,
    pack: validation.pack,
    report: {
      cardLines: tally.cardLines,
      structuredCardLines: tally.structuredCardLines,
      structuredShare: tally.cardLines === 0 ? 1 : tally.structuredCardLines / tally.cardLines,
      keptAsText: tally.keptAsText,
      notes: notes.text,
      noteWords: notes.words,
    },
  };
}
