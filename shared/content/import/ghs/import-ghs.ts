import type { ContentError } from '../../model/content-error';
import type { ContentPack } from '../../model/content-pack';
import type { Edition } from '../../model/vocabulary';
import { validatePack } from '../../validate-pack';
import type { ImportOptions, ImportOutcome } from '../import-outcome';
import { parseRaw } from '../parse-raw';
import type { LineTally } from '../xha/card-lines';
import { battleGoalsFromGhs, eventsFromGhs, itemsFromGhs, personalQuestsFromGhs, treasuresFromGhs } from './campaign-cards';
import { characterClassesFromGhs } from './classes';
import { labelsOf } from './labels';
import type { Locate } from './locate';
import { abilityDecksFromGhs, monsterTypesFromGhs } from './monsters';
import { ghsEditionShape } from './raw-shapes';
import { scenariosFromGhs } from './scenarios';

const editions: Record<string, Edition> = { gh: 'gh1', gh2e: 'gh2' };

/** Imports Gloomhaven Secretariat's compiled edition file (assets/data/gh.json) as one content pack. */
export function importGhsEdition(compiled: unknown, options: ImportOptions = {}, fileName = 'gh.json'): ImportOutcome {
  return importGhsData(compiled, (path) => ({ file: fileName, path: [...path] }), options);
}

/**
 * The importer proper: `data` has the compiled file's shape; `locate` says which source file and
 * path each part came from, so errors name the place a person can open.
 */
export function importGhsData(data: unknown, locate: Locate, options: ImportOptions = {}): ImportOutcome {
  const errors: ContentError[] = [];
  const rootPlace = locate([]);
  const root = parseRaw(ghsEditionShape, data, rootPlace.file, rootPlace.path, errors);
  if (!root) return { ok: false, errors };
  const edition = editions[root.edition];
  if (!edition) {
    const place = locate(['edition']);
    return { ok: false, errors: [{ file: place.file, path: '$.edition', reason: `"${root.edition}" is not a Gloomhaven edition (expected "gh" or "gh2e")` }] };
  }
  const labels = labelsOf(root.label, root.labelSpoiler);
  const tally: LineTally = { cardLines: 0, structuredCardLines: 0, keptAsText: [] };
  const context = { locate, errors, labels, edition: root.edition, actions: { labels, tally } };

  const abilityDecks = abilityDecksFromGhs(root.decks ?? [], context);
  const monsterTypes = monsterTypesFromGhs(root.monsters ?? [], context);
  const monsterIds = new Set(monsterTypes.map((monster) => monster.id));
  const rawMonsterIds = new Set((root.monsters ?? []).map((monster) => (typeof monster === 'object' && monster !== null ? (monster as { name?: unknown }).name : undefined)));
  const scenarios = scenariosFromGhs(root.scenarios ?? [], { ...context, isMonster: (id) => monsterIds.has(id) || rawMonsterIds.has(id) });
  const characterClasses = characterClassesFromGhs(root.characters ?? [], context);
  const items = itemsFromGhs(root.items ?? [], context);
  const events = eventsFromGhs(root.events ?? [], context);
  const personalQuests = personalQuestsFromGhs(root.personalQuests ?? [], context);
  const battleGoals = battleGoalsFromGhs(root.battleGoals ?? [], context);
  const treasures = treasuresFromGhs(root.treasures ?? []);
  if (errors.length > 0) return { ok: false, errors };

  const pack: ContentPack = {
    id: options.packId ?? `ghs-${edition}`,
    name: options.packName ?? `${edition === 'gh1' ? 'Gloomhaven' : 'Gloomhaven 2nd Edition'} (Gloomhaven Secretariat data)`,
    edition,
    source: 'ghs',
    version: options.version ?? 'unversioned',
    monsterTypes,
    abilityDecks,
    scenarios,
    characterClasses,
    items,
    events,
    personalQuests,
    battleGoals,
    treasures,
  };
  const validation = validatePack(pack);
  if (!validation.ok) return validation;
  const notes: string[] = [];
  if (events.length > 0 && !events.some((event) => event.deck === 'road')) notes.push(`The data has ${events.length} city events and no road events.`);
  return {
    ok: true,
    pack: validation.pack,
    report: {
      cardLines: tally.cardLines,
      structuredCardLines: tally.structuredCardLines,
      structuredShare: tally.cardLines === 0 ? 1 : tally.structuredCardLines / tally.cardLines,
      keptAsText: tally.keptAsText,
      notes,
    },
  };
}
