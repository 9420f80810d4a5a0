import type { Kysely } from 'kysely';
import { SOURCE_LANGUAGE } from '@shared/i18n';
import { campaignPlayRefusal, campaignStateSchema, roadEventRefusal, type CampaignState, type Character } from '@shared/rules/campaign';
import type { CharacterClass } from '@shared/content/model/character-class';
import {
  deckExtras,
  ignoresNegativeItemEffects,
  roomPlacements,
  toAbilityDeckInputAt,
  toCharacterInput,
  toMonsterTypeInputAt,
} from '@shared/content/to-scenario';
import { z } from 'zod';
import { specialRuleSchema, type Scenario } from '@shared/content/model/scenario';
import type { NewScenarioSessionParsed } from '@shared/ipc/scenario-types';
import type { CharacterInput, ScenarioRule, ScenarioSetupInput } from '@shared/rules/scenario';
import { broughtItemsInput } from '@shared/content/items-brought';
import { assembleLayout, isSameScenario, layoutRefOf, packRoomsOnLayout, type Layout, type ScenarioSet } from '@shared/layout';
import type { MapSetup } from '@shared/rules/scenario/scenario-map';
import { withSummonedTypes } from '@shared/content/summoned-types';
import { ruleDeckOf } from '@shared/rules/scenario/special-rules/setup-rules';
import { MAX_OBJECTIVES, objectiveInputSchema, type ObjectiveInput } from '@shared/rules/scenario/objectives';
import type { Database } from '../db/schema';
import { AD_HOC_SCENARIO_ID, adHocTitle } from './scenario-view';
import type { ContentService } from './content';
import { battleGoalDeckOf } from './battle-goal-deck';
import type { DealtGoal } from '@shared/rules/campaign/battle-goal-cards';
import { NotFoundError, RequestError, refusedRequest, refusedWith, refusedWithList } from './errors';

/** Where a setup finds a scenario's imported map (main/services/layouts.ts). */
export type LayoutOf = (set: ScenarioSet, number: number) => Promise<Layout | null>;

/**
 * The scenario's map for the setup, when the layouts hold it: a 1st-edition scenario by its printed
 * number and name, and which of the map's rooms each of the pack's rooms is (issue 27). None for the
 * 2nd edition (no layouts), an ad hoc scenario, or one the layouts lack: the party draws the board.
 */
async function mapOf(edition: 'gh1' | 'gh2', scenario: Scenario | null, layoutOf: LayoutOf | undefined): Promise<MapSetup | undefined> {
  const ref = scenario && edition === 'gh1' ? layoutRefOf(scenario.index) : null;
  if (!ref || !scenario || !layoutOf) return undefined;
  const layout = await layoutOf(ref.set, ref.number);
  if (!layout || !isSameScenario(layout.scenario.name, scenario.name)) return undefined;
  return { layout, rooms: packRoomsOnLayout(assembleLayout(layout), scenario.rooms) };
}

export interface PreparedSetup {
  setup: ScenarioSetupInput;
  /** Whether the campaign keeps event effects for this scenario's start, which it takes once set up. */
  takesNextScenarioEffects: boolean;
  /** The battle goals to deal as the scenario is set up: empty when dealt already, outside a campaign, or none in its content. */
  battleGoalDeck: DealtGoal[];
  scenario: Scenario | null;
  name: string;
  /** The first room's standees (the chosen ones, or the room's for the party size). */
  firstRoom: { roomId: string; monsters: { typeId: string; rank: 'normal' | 'elite' | 'boss'; standeeNumber?: number }[] } | null;
}

function findClass(classes: readonly CharacterClass[], classId: string): CharacterClass | undefined {
  const wanted = classId.trim().toLowerCase();
  return classes.find((c) => c.id === wanted) ?? classes.find((c) => c.name.toLowerCase() === wanted);
}

/**
 * Gathers what the engine needs from the content pack and the campaign: monster types, their
 * decks (summoned types included), the characters with their class's hit points and perks.
 * Throws a RequestError naming what is missing; nothing is written here.
 */
export async function prepareSetup(
  db: Kysely<Database>,
  content: ContentService,
  input: NewScenarioSessionParsed,
  seed: number,
  layoutOf?: LayoutOf,
): Promise<PreparedSetup> {
  const pack = await db.selectFrom('content_packs').select(['id', 'name', 'edition']).where('id', '=', input.packId).executeTakeFirst();
  if (!pack) throw refusedRequest(NotFoundError, 'host.setup.noPack');
  const edition = pack.edition === 'gh2' ? 'gh2' : 'gh1';

  let campaignCharacters: Character[] = [];
  let campaignState: CampaignState | null = null;
  if (input.campaignId !== undefined) {
    const row = await db.selectFrom('campaigns').select('state').where('id', '=', input.campaignId).executeTakeFirst();
    if (!row) throw refusedRequest(NotFoundError, 'host.setup.noCampaign');
    const campaign = campaignStateSchema.parse(JSON.parse(row.state));
    campaignState = campaign;
    if (campaign.edition !== edition) {
      throw refusedRequest(RequestError, 'host.setup.otherEdition', { edition: campaign.edition, pack: pack.name });
    }
    const road = roadEventRefusal(campaign);
    if (road) throw refusedWith(RequestError, road);
    campaignCharacters = input.characterIds.map((id) => {
      const character = campaign.characters.find((c) => c.id === id);
      if (!character) throw refusedRequest(RequestError, 'host.setup.noCharacter');
      if (character.isRetired) throw refusedRequest(RequestError, 'host.setup.retired', { name: character.name });
      return character;
    });
  } else if (input.characterIds.length > 0) {
    throw refusedRequest(RequestError, 'host.setup.needsCampaign');
  }

  const classes = await content.records('characterClasses');
  const items = campaignCharacters.length === 0 ? [] : await content.records('items');
  const characters: CharacterInput[] = [
    ...campaignCharacters.map((character) => {
      const characterClass = findClass(classes, character.classId);
      if (!characterClass) throw refusedRequest(RequestError, 'host.setup.classUnknown', { name: character.name });
      // The items brought (equipped ones) give the deck its -1 cards and the table its item cards.
      const brought = broughtItemsInput(character, items);
      const extras = deckExtras({ items: brought.map((item) => item.name) }, items, ignoresNegativeItemEffects(character, characterClass));
      // What the events since the last scenario gave this character for this one's start (the
      // campaign keeps it until a scenario is set up; the service then takes it, see scenarios.ts).
      const kept = campaignState?.nextScenario.find((entry) => entry.characterId === character.id);
      return {
        ...toCharacterInput(character, characterClass),
        ...extras,
        ...(kept
          ? {
              blesses: kept.blesses,
              curses: kept.curses,
              startDamage: kept.damage,
              startConditions: kept.conditions,
            }
          : {}),
        // An item an event spent or consumed starts the scenario so (next-scenario.ts).
        items: brought.map((item) => {
          const startsAs: 'spent' | 'consumed' | undefined = kept?.consumedItems.includes(item.name)
            ? 'consumed'
            : kept?.spentItems.includes(item.name)
              ? 'spent'
              : undefined;
          return startsAs ? { ...item, startsAs } : item;
        }),
      };
    }),
    ...input.characters.map((character, index) => {
      const characterClass = findClass(classes, character.classId);
      if (!characterClass) throw refusedRequest(RequestError, 'host.setup.classUnknown', { name: character.name });
      return toCharacterInput({ id: `character-${index + 1}`, name: character.name, xp: 0, perks: [] }, characterClass, character.level);
    }),
  ];
  if (characters.length === 0) throw refusedRequest(RequestError, 'host.setup.tooFew');
  if (characters.length > 4) throw refusedRequest(RequestError, 'host.setup.tooMany');

  const scenario = input.scenarioId === undefined ? null : await content.record('scenarios', input.packId, input.scenarioId);
  if (scenario && campaignState) {
    const refused = campaignPlayRefusal(campaignState, scenario);
    if (refused) {
      const { refusal, unmet } = refused;
      throw unmet.length === 0
        ? refusedWith(RequestError, refusal)
        : refusedWithList(RequestError, 'host.setup.requirements', refusal.params, { name: 'unmet', items: unmet, join: 'comma' });
    }
  }
  const allTypes = await content.records('monsterTypes', [input.packId]);
  const wanted = new Set(scenario ? scenario.monsters : input.monsterTypeIds);
  if (wanted.size === 0) throw refusedRequest(RequestError, 'host.setup.noMonsters');
  // A type the scenario's rules give another deck draws from that one, and what it summons comes along (stat-effects.ts).
  const rules = appliedRulesOf(scenario);
  const byId = new Map(allTypes.map((type) => [type.id, { ...type, deck: ruleDeckOf(type.id, rules) ?? type.deck }]));
  for (const id of wanted) if (!byId.has(id)) throw refusedRequest(RequestError, 'host.setup.noMonsterType', { pack: pack.name });
  const allDecks = await content.records('abilityDecks', [input.packId]);
  // The types the scenario's monsters summon come along, so a summon finds its stat card and deck.
  const needed = withSummonedTypes(wanted, byId, new Map(allDecks.map((deck) => [deck.id, deck])));
  const types = [...needed].map((id) => byId.get(id)!);
  const deckIds = new Set(types.map((type) => type.deck));
  const decks = allDecks.filter((deck) => deckIds.has(deck.id));

  // Summons on the cards at this table: the rank for the party size, the monster by its name.
  const table = { characters: characters.length, monsterName: (id: string) => byId.get(id)?.name ?? id };
  const setup: ScenarioSetupInput = {
    edition,
    scenarioId: scenario?.id ?? AD_HOC_SCENARIO_ID,
    seed,
    characters,
    monsterTypes: types.map(toMonsterTypeInputAt(table)),
    abilityDecks: decks.map(toAbilityDeckInputAt(table)),
    difficulty: input.difficulty,
    isSoloVariant: input.isSoloVariant,
    // The campaign's permanent death variant reaches the table (1st ed. rulebook p. 50).
    ...(campaignState?.isPermanentDeath ? { isPermanentDeath: true } : {}),
    ...(input.scenarioLevel === undefined ? {} : { scenarioLevel: input.scenarioLevel }),
    // The scenario's special rules the engine applies, as the pack states them (issue 29).
    rules,
    // Its objectives, each with the room whose reveal brings it into play (objectives.ts).
    objectives: objectivesOf(scenario),
  };
  const map = await mapOf(edition, scenario, layoutOf);
  if (map) setup.map = map;
  const start = scenario?.rooms.find((room) => room.isStart) ?? null;
  const bosses = new Set(types.filter((type) => type.isBoss).map((type) => type.id));
  const firstRoom =
    input.firstRoom !== undefined
      ? { roomId: start ? String(start.number) : 'start', monsters: input.firstRoom }
      : start
        ? { roomId: String(start.number), monsters: roomPlacements(start, characters.length, bosses) }
        : null;
  return {
    setup,
    takesNextScenarioEffects: (campaignState?.nextScenario.length ?? 0) > 0,
    // Set-up order (1st ed. rulebook p. 12): map and monsters, special rules, then two battle goals
    // dealt to each player (three in the 2nd edition), before items, hands and event effects.
    battleGoalDeck:
      campaignState && campaignState.battleGoals.length === 0 ? await battleGoalDeckOf(content, campaignState.contentPackIds) : [],
    scenario,
    // An ad hoc session keeps English words beside it, for a reader of the data file; the screens
    // word its title from its kind in their language (titleOf in scenario-view.ts).
    name: scenario ? `${scenario.index === scenario.id ? '' : `${scenario.index} `}${scenario.name}` : adHocTitle(SOURCE_LANGUAGE),
    firstRoom,
  };
}

/** A scenario's objectives, one per standee its rooms list, for the engine (hit points are its to work out). */
function objectivesOf(scenario: Scenario | null): ObjectiveInput[] {
  if (!scenario) return [];
  return scenario.rooms
    .flatMap((room) =>
      (room.objectives ?? []).flatMap(({ objective, charactersAbove }) => {
        const data = scenario.objectives[objective];
        // One the engine cannot take (hit points out of its bounds) is left to the players.
        const input = objectiveInputSchema.safeParse({
          objective,
          name: data?.name,
          marker: data?.marker,
          health: data?.health,
          isEscort: data?.isEscort,
          room: room.number,
          ...(charactersAbove !== undefined ? { charactersAbove } : {}),
        });
        return data !== undefined && input.success ? [input.data] : [];
      }),
    )
    .slice(0, MAX_OBJECTIVES);
}

/** The rules of a scenario the engine applies; a stored rule that does not read is left to the players' reading. */
function appliedRulesOf(scenario: Scenario | null): ScenarioRule[] {
  const parsed = z
    .array(specialRuleSchema)
    .max(64)
    .safeParse(scenario?.rules ?? []);
  return parsed.success ? parsed.data.flatMap((rule) => (rule.kind === 'applied' ? [rule.rule] : [])) : [];
}
