import { seedRng, shuffle } from '../../random';
import { refusal } from '../refusal';
import { refusalOf } from '../says';
import { contentName } from '../words';
import { inertBoard } from './elements';
import { scenarioSetupInputSchema, type CharacterInput, type ScenarioSetupInput } from './input';
import { BLESS_CURSE_LIMIT } from './bless-curse';
import { BLESS_CARD, CURSE_CARD, characterModifierDeck, standardModifierDeck } from './modifier-cards';
import { freshModifierDeck, type ModifierDeckState } from './modifier-deck';
import { resolveStats, statsAtLevel } from './monster-stats';
import { levelFacts, scenarioLevelFor } from './scenario-level';
import { objectivesOfSetup } from './objectives';
import type { AbilityDeckState, CharacterState, ScenarioState } from './state';
import { refusedWith, type RuleViolation } from './violation';
import { conditionsOf } from './conditions';
import { sameClassPair } from './one-per-class';
import { boardForMap, startingMap } from './scenario-map';
import { withRuleStats } from './special-rules/setup-rules';

/**
 * Sets up a scenario from content and the party (guide "Scenario setup"; 2nd ed. refresher setup):
 * the scenario level (recommended, shifted by difficulty, or chosen), each ability deck shuffled,
 * the monster modifier deck and every character's deck (with perks) shuffled, characters at full
 * hit points with no experience, all elements inert. Monsters come next, with `AddMonsters`.
 * Deterministic: the same input (and seed) gives the same state.
 */
export function setUpScenario(input: ScenarioSetupInput): { state: ScenarioState } | { violation: RuleViolation } {
  const parsed = scenarioSetupInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The schema's own sentence as its refusal (worded in the reader's language), zod's own as it wrote it.
    const problem = (issue && refusalOf(issue)) ?? refusal('files.exchange.asIs', { text: issue?.message ?? 'unknown problem' });
    return refusedWith('invalid-setup', 'scenario.invalidSetup', { at: issue?.path.join('.') ?? '?' }, { problem: [problem] });
  }
  const setup = parsed.data;
  const scenarioLevel =
    setup.scenarioLevel ??
    scenarioLevelFor(
      setup.characters.map((c) => c.level),
      setup.difficulty,
      setup.isSoloVariant ? setup.edition : undefined,
    );
  const level = levelFacts(setup.edition, scenarioLevel, setup.isSoloVariant);

  const characterIds = setup.characters.map((c) => c.id);
  if (characterIds.includes('monsters') || characterIds.includes('allies')) {
    return refusedWith('reserved-character-id', 'scenario.reservedCharacterId');
  }
  if (new Set(characterIds).size !== characterIds.length) {
    return refusedWith('duplicate-character', 'scenario.duplicateCharacter');
  }
  const twins = sameClassPair(setup.characters);
  if (twins) return refusedWith('one-per-class', 'party.onePerClass', { first: twins[0].name, second: twins[1].name });
  const deckNames = new Set(setup.abilityDecks.map((deck) => deck.deck));
  for (const type of setup.monsterTypes) {
    // The type as its pack names it in the reader's language (the host words it; see refusal.ts).
    const name = contentName('monsterTypes', type.id, type.name);
    if (!deckNames.has(type.deck)) {
      return refusedWith('missing-ability-deck', 'scenario.missingAbilityDeck', { name, deck: type.deck });
    }
    for (const row of type.levels) {
      for (const stats of [row.normal, row.elite, row.boss]) {
        if (stats === undefined) continue;
        const resolved = resolveStats(stats, setup.characters.length, level.scenarioLevel);
        if ('error' in resolved) {
          const key = resolved.error.stat === 'health' ? 'scenario.badHealthFormula' : 'scenario.badAttackFormula';
          return refusedWith('bad-stat-formula', key, { name, formula: resolved.error.formula });
        }
      }
    }
    if (
      statsAtLevel(type, type.isBoss ? 'boss' : 'normal', level.monsterLevel) === undefined &&
      statsAtLevel(type, 'elite', level.monsterLevel) === undefined
    ) {
      return refusedWith('missing-level', 'scenario.missingLevel', { name, level: level.monsterLevel });
    }
  }

  let rng = seedRng(setup.seed);
  const abilityCards: ScenarioState['abilityCards'] = {};
  const abilityDecks: Record<string, AbilityDeckState> = {};
  for (const deck of setup.abilityDecks) {
    abilityCards[deck.deck] = Object.fromEntries(deck.cards.map((card) => [card.id, card]));
    // Shuffle each monster ability deck (2nd ed. refresher setup).
    const shuffled = shuffle(
      deck.cards.map((card) => card.id),
      rng,
    );
    rng = shuffled.rng;
    abilityDecks[deck.deck] = { drawPile: shuffled.items, discardPile: [] };
  }

  const monsterDeck = freshModifierDeck(standardModifierDeck(), rng);
  rng = monsterDeck.rng;
  const characterModifierDecks: Record<string, ModifierDeckState> = {};
  const characters: Record<string, CharacterState> = {};
  let blessesLeft = BLESS_CURSE_LIMIT;
  let cursesLeft = BLESS_CURSE_LIMIT;
  for (const character of setup.characters) {
    const cards = characterModifierDeck(character.perks, character.itemMinusOnes);
    if ('missingCardId' in cards) {
      return refusedWith('perk-removes-missing-card', 'scenario.perkRemovesMissingCard', {
        name: character.name,
        card: cards.missingCardId,
      });
    }
    // A donation's blesses are in the deck for the next scenario (1st ed. rulebook p. 45 "Donating
    // to the Sanctuary"), from the box's ten bless cards (see bless-curse.ts).
    const blesses = Math.min(character.blesses, blessesLeft);
    blessesLeft -= blesses;
    for (let i = 0; i < blesses; i += 1) cards.cards.push(BLESS_CARD);
    // An event's curses for the next scenario, from the box's ten curse cards (bless-curse.ts).
    const curses = Math.min(character.curses ?? 0, cursesLeft);
    cursesLeft -= curses;
    for (let i = 0; i < curses; i += 1) cards.cards.push(CURSE_CARD);
    const startConditions = character.startConditions ?? [];
    const foreign = startConditions.find((name) => !conditionsOf(setup.edition).includes(name));
    if (foreign) {
      return refusedWith('foreign-condition', 'scenario.foreignCondition', { name: character.name, condition: foreign });
    }
    const deck = freshModifierDeck(cards.cards, rng);
    rng = deck.rng;
    characterModifierDecks[character.id] = deck.deck;
    characters[character.id] = {
      id: character.id,
      name: character.name,
      level: character.level,
      // A preceding event's damage and conditions are applied at setup (guide "Scenario setup"
      // step 9). Haven stops that damage at 1 hit point: no rule exhausts a character before the
      // scenario begins. The conditions were not gained during the character's own turn, so those that last
      // "until the end of the next turn" end with its first turn.
      health: Math.max(1, character.maxHealth - (character.startDamage ?? 0)),
      maxHealth: character.maxHealth,
      experience: 0,
      moneyTokens: 0,
      conditions: [...new Set(startConditions)].map((name) => ({ name, isFresh: false })),
      isExhausted: false,
      initiative: null,
      items: (character.items ?? []).map(({ startsAs, ...item }) => ({
        ...item,
        status: startsAs ?? ('ready' as const),
        ...(item.uses ? { used: 0 } : {}),
      })),
    };
  }

  // 2nd edition: scenario allies draw from their own standard deck (2nd ed. rulebook "Attack Modifier Cards").
  let allyModifierDeck: ModifierDeckState | null = null;
  if (setup.edition === 'gh2') {
    const allies = freshModifierDeck(standardModifierDeck(), rng);
    rng = allies.rng;
    allyModifierDeck = allies.deck;
  }

  // The scenario's map: the board is laid out from it room by room as doors open (scenario-map.ts).
  const map = setup.map ? startingMap(setup.map, setup.characters.length) : null;
  if (setup.map && !map) return refusedWith('invalid-setup', 'scenario.unsoundMap');

  return {
    state: {
      edition: setup.edition,
      scenarioId: setup.scenarioId,
      round: 1,
      phase: 'cardSelection',
      level,
      rng,
      // A monster's stats as the scenario's rules change them for the whole scenario.
      monsterTypes: Object.fromEntries(setup.monsterTypes.map((type) => [type.id, withRuleStats(type, setup.rules)])),
      abilityCards,
      abilityDecks,
      drawnAbilityCards: {},
      characters,
      summons: {},
      monsters: {},
      moneyTokensPlaced: setup.moneyTokensOnMap,
      elements: inertBoard(),
      pendingInfusions: [],
      elementsAtTurnStart: null,
      monsterModifierDeck: monsterDeck.deck,
      characterModifierDecks,
      allyModifierDeck,
      monsterTieOrder: [],
      characterTieOrder: characterIds,
      activeFigure: null,
      actedThisRound: [],
      revealedRooms: [],
      goalMetInRound: null,
      lossConditionMetInRound: null,
      outcome: null,
      ...(setup.isPermanentDeath ? { isPermanentDeath: true } : {}),
      ...(map ? { map, board: boardForMap(setup) } : {}),
      ...(setup.rules.length > 0 ? { scenarioRules: setup.rules, rulesDone: [] } : {}),
      // The objectives wait for their rooms: the start room's come with its reveal (objectives.ts).
      ...(setup.objectives.length > 0
        ? { objectives: {}, objectivesToCome: objectivesOfSetup(setup.objectives, setup.characters.length) }
        : {}),
      ...cardPoolsOf(setup.characters),
    },
  };
}

/** The cards each character may keep in its hand, only where the host gave them (see hand.ts). */
function cardPoolsOf(characters: readonly CharacterInput[]): Pick<ScenarioState, 'cardPools'> {
  const pools = characters.flatMap((c) => (c.cardPool ? [[c.id, c.cardPool] as const] : []));
  return pools.length > 0 ? { cardPools: Object.fromEntries(pools) } : {};
}
