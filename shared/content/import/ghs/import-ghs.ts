import { keyedContentError, keyedReason, type ContentError, type KeyedReason } from '../../model/content-error';
import type { ContentPack } from '../../model/content-pack';
import type { Edition } from '../../model/vocabulary';
import { validatePack } from '../../validate-pack';
import { englishRefusal, type Refusal } from '../../../rules/refusal';
import { reportLines, type ImportOptions, type ImportOutcome } from '../import-outcome';
import { parseRaw } from '../parse-raw';
import type { LineTally } from '../xha/card-lines';
import { battleGoalsFromGhs, eventsFromGhs, itemsFromGhs, personalQuestsFromGhs, treasuresFromGhs } from './campaign-cards';
import { characterCardsFromGhs, characterClassesFromGhs } from './classes';
import { labelsOf } from './labels';
import { errorAt, type Locate } from './locate';
import { abilityDecksFromGhs, monsterTypesFromGhs } from './monsters';
import { ghsEditionShape } from './raw-shapes';
import { scenariosFromGhs } from './scenarios';
import { translatedNamesFromGhs } from './translated-names';
import { campaignSetupFromGhs, conditionsFromGhs, sectionsFromGhs, translationsFromGhs } from './second-edition';

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
    return {
      ok: false,
      errors: [keyedContentError(place.file, '$.edition', 'files.importer.notGhsEdition', { edition: root.edition })],
    };
  }
  const labels = labelsOf(root.label, root.labelSpoiler);
  const tally: LineTally = { cardLines: 0, structuredCardLines: 0, keptAsText: [] };
  const warnings: KeyedReason[] = [];
  const context = { locate, errors, labels, warnings, edition: root.edition, actions: { labels, tally } };

  const abilityDecks = abilityDecksFromGhs(root.decks ?? [], context);
  const monsterTypes = monsterTypesFromGhs(root.monsters ?? [], context);
  const monsterIds = new Set(monsterTypes.map((monster) => monster.id));
  const rawMonsterIds = new Set(
    (root.monsters ?? []).map((monster) =>
      typeof monster === 'object' && monster !== null ? (monster as { name?: unknown }).name : undefined,
    ),
  );
  const isMonster = (id: string) => monsterIds.has(id) || rawMonsterIds.has(id);
  const monsterId = (name: string, place: Refusal, path: (string | number)[]) => {
    // Record ids are lower case; the data writes "dark-ritual-cultist-scenario-25A".
    if (isMonster(name)) return name.toLowerCase();
    // Known fault of the 2nd edition's data: "the-prime-demon-56" for the record "the-prime-demon-scenario-56".
    const variant = /^(.*)-(\d+[AB]?)$/.exec(name);
    const meant = variant ? `${variant[1]}-scenario-${variant[2]}` : undefined;
    if (meant && isMonster(meant)) {
      const warning = keyedReason('files.report.monsterMatched', { place: englishRefusal(place), name, meant }, { place: [place] });
      if (!warnings.some((known) => known.reason === warning.reason)) warnings.push(warning);
      return meant.toLowerCase();
    }
    errorAt(context, path, 'files.validate.unknownMonster', { id: name });
    return undefined;
  };
  const scenarios = scenariosFromGhs(root.scenarios ?? [], { ...context, monsterId, decks: new Set(abilityDecks.map((deck) => deck.id)) });
  // The 2nd edition keeps a scenario's later rooms in sections; the 1st edition's rooms are all in the scenario.
  const sections = edition === 'gh2' ? sectionsFromGhs(root.sections ?? [], scenarios, { ...context, monsterId }) : [];
  const characterClasses = characterClassesFromGhs(root.characters ?? [], context, characterCardsFromGhs(root.decks ?? [], context));
  const items = itemsFromGhs(root.items ?? [], context);
  const events = eventsFromGhs(root.events ?? [], context);
  const personalQuests = personalQuestsFromGhs(root.personalQuests ?? [], context, [...monsterIds], scenarios);
  const battleGoals = battleGoalsFromGhs(root.battleGoals ?? [], context);
  const treasures = treasuresFromGhs(root.treasures ?? []);
  const campaignSetups = campaignSetupFromGhs(root.campaign, sections, context);
  if (errors.length > 0) return { ok: false, errors };

  const records = {
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
    sections,
    conditions: conditionsFromGhs(root.conditions ?? []),
    campaignSetups,
  };
  const pack: ContentPack = {
    ...records,
    translations: [
      ...translationsFromGhs(root.label),
      ...translatedNamesFromGhs(
        root.label,
        root.labelSpoiler,
        root.edition,
        { ...records, translations: [] },
        root.items,
        options.wordsIn,
        root.scenarios,
      ),
    ],
  };
  const validation = validatePack(pack);
  if (!validation.ok) return validation;
  const notes: KeyedReason[] = [];
  if (events.length > 0 && !events.some((event) => event.deck === 'road'))
    notes.push(keyedReason('files.report.noRoadEvents', { count: events.length }));
  const noteLines = reportLines(notes);
  const warningLines = reportLines(warnings);
  return {
    ok: true,
    pack: validation.pack,
    report: {
      cardLines: tally.cardLines,
      structuredCardLines: tally.structuredCardLines,
      structuredShare: tally.cardLines === 0 ? 1 : tally.structuredCardLines / tally.cardLines,
      keptAsText: tally.keptAsText,
      notes: noteLines.text,
      noteWords: noteLines.words,
      warnings: warningLines.text,
      warningWords: warningLines.words,
      details: detailsOf(pack),
    },
  };
}

/** The counts in more detail, as a person checks an import against the box. */
function detailsOf(pack: ContentPack): Record<string, string> {
  const details: Record<string, string> = {};
  const variants = pack.monsterTypes.filter((monster) => /-scenario-\w+$/.test(monster.id)).length;
  if (variants > 0) details['monsterTypes'] = `${variants} of them scenario variants`;
  details['abilityDecks'] = `${pack.abilityDecks.reduce((sum, deck) => sum + deck.cards.length, 0)} cards`;
  const withCards = pack.characterClasses.filter((characterClass) => (characterClass.abilityCards?.length ?? 0) > 0).length;
  if (withCards > 0) details['characterClasses'] = `${withCards} with ability cards`;
  const city = pack.events.filter((event) => event.deck === 'city').length;
  details['events'] = `${city} city, ${pack.events.length - city} road`;
  const setup = pack.campaignSetups[0];
  if (setup) {
    details['campaignSetups'] =
      `starting decks of ${setup.startingEvents.city.length} city and ${setup.startingEvents.road.length} road events, ${setup.factions.length} factions, ${setup.milestones.length} milestones`;
  }
  const rooms = pack.sections.reduce((sum, section) => sum + section.roomNumbers.length, 0);
  if (rooms > 0) details['sections'] = `${rooms} of them reveal a room`;
  if (pack.translations.length > 0)
    details['translations'] = [...new Set(pack.translations.map((translation) => translation.language))].join(', ');
  return details;
}
