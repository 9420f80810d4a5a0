import type { AbilityAction } from '../../model/ability-action';
import type { AbilityDeck } from '../../model/ability-deck';
import type { MonsterLevel, MonsterStats, MonsterType } from '../../model/monster-type';
import { immunitySchema, statValueSchema, type Immunity, type StatValue } from '../../model/vocabulary';
import { actionsFromGhs, type ActionContext } from './actions';
import { englishLine } from '../../action-text';
import type { SayLine } from '../import-outcome';
import type { Labels } from './labels';
import { errorAt, parseAt, type SourceContext } from './locate';
import { ghsDeckShape, ghsMonsterCardShape, ghsMonsterShape, type GhsMonster } from './raw-shapes';

type Context = SourceContext & { actions: ActionContext };

/** The monster ability decks (character decks are skipped: they are not monster content). */
export function abilityDecksFromGhs(decks: readonly unknown[], context: Context): AbilityDeck[] {
  const result: AbilityDeck[] = [];
  decks.forEach((rawDeck, deckIndex) => {
    const deck = parseAt(ghsDeckShape, rawDeck, ['decks', deckIndex], context);
    if (!deck || deck.character) return;
    const cards = deck.abilities.flatMap((rawCard, cardIndex) => {
      const card = parseAt(ghsMonsterCardShape, rawCard, ['decks', deckIndex, 'abilities', cardIndex], context);
      return card
        ? [
            {
              id: card.cardId,
              initiative: card.initiative,
              hasShuffle: card.shuffle ?? false,
              actions: actionsFromGhs(card.actions, context.actions),
            },
          ]
        : [];
    });
    result.push({ id: deck.name.toLowerCase(), name: context.actions.labels.lookup(`deck.${deck.name}`) ?? titleOf(deck.name), cards });
  });
  return result;
}

export function monsterTypesFromGhs(monsters: readonly unknown[], context: Context): MonsterType[] {
  return monsters.flatMap((raw, index) => {
    const monster = parseAt(ghsMonsterShape, raw, ['monsters', index], context);
    const converted = monster && monsterTypeOf(monster, index, context);
    return converted ? [converted] : [];
  });
}

function monsterTypeOf(monster: GhsMonster, index: number, context: Context): MonsterType | undefined {
  const isBoss = monster.baseStat.type === 'boss';
  const base = monster.baseStat;
  const errorsBefore = context.errors.length;
  const immunities = (base.immunities ?? []).flatMap((name, position) => {
    const parsed = immunitySchema.safeParse(name);
    if (!parsed.success)
      errorAt(context, ['monsters', index, 'baseStat', 'immunities', position], 'files.importer.unknownImmunity', { name });
    return parsed.success ? [parsed.data] : [];
  });
  const baseAttributes = actionsFromAttributes(base.actions ?? [], context);
  const statsAt = (level: number, rank: 'normal' | 'elite' | 'boss'): MonsterStats | undefined => {
    const position = monster.stats.findIndex((row) => row.level === level && (row.type ?? (isBoss ? 'boss' : 'normal')) === rank);
    const row = monster.stats[position];
    if (!row) {
      errorAt(context, ['monsters', index, 'stats'], 'files.importer.noStats', { rank, level });
      return undefined;
    }
    const health = statValueOf(row.health, ['monsters', index, 'stats', position, 'health'], context);
    const attack = statValueOf(row.attack ?? base.attack ?? 0, ['monsters', index, 'stats', position, 'attack'], context);
    if (health === undefined || attack === undefined) return undefined;
    return {
      health,
      move: row.movement ?? base.movement ?? 0,
      attack,
      range: row.range ?? base.range ?? 0,
      attributes: [...baseAttributes, ...actionsFromAttributes(row.actions ?? [], context)],
      immunities: [...immunities] satisfies Immunity[],
    };
  };
  const levels: MonsterLevel[] = [];
  for (let level = 0; level <= 7; level += 1) {
    if (isBoss) {
      const boss = statsAt(level, 'boss');
      const [special1 = [], special2 = []] = (base.special ?? []).map((actions) => actionsFromAttributes(actions, context));
      const notes = base.note ? context.actions.labels.text(base.note) : undefined;
      if (boss) levels.push({ kind: 'boss', level, boss: { ...boss, special1, special2, ...(notes ? { notes } : {}) } });
    } else {
      const normal = statsAt(level, 'normal');
      const elite = statsAt(level, 'elite');
      if (normal && elite) levels.push({ kind: 'normal', level, normal, elite });
    }
  }
  if (context.errors.length > errorsBefore) return undefined;
  return {
    id: monster.name.toLowerCase(),
    name: monsterNameOf(monster.name, context.actions.labels),
    deck: (monster.deck ?? monster.name).toLowerCase(),
    standeeCount: monster.count,
    isBoss,
    isFlying: monster.flying ?? false,
    isScenarioOnly: monster.hidden ?? false,
    levels,
  };
}

/** Stat-card attributes and boss specials are not ability cards: they do not count in the share. */
function actionsFromAttributes(actions: Parameters<typeof actionsFromGhs>[0], context: Context): AbilityAction[] {
  return actionsFromGhs(actions, { ...context.actions, tally: { cardLines: 0, structuredCardLines: 0, keptAsText: [] } });
}

function statValueOf(value: StatValue, path: (string | number)[], context: SourceContext): StatValue | undefined {
  if (statValueSchema.safeParse(value).success) return value;
  errorAt(context, path, 'files.importer.notFormula', { value });
  return undefined;
}

/**
 * A monster's name from its label. A scenario's variant ("cave-bear-scenario-54") has no label of
 * its own: its base monster's label and the scenario, worded by Haven's catalog ("Cave Bear
 * (scenario 54)"; `say` words it in another language Haven speaks, "Höhlenbär (Szenario 54)").
 */
export function monsterNameOf(id: string, labels: Labels, say: SayLine = englishLine): string {
  return labels.lookup(`monster.${id}`) ?? variantNameOf(id, labels, say) ?? titleOf(id);
}

/** A scenario variant's name from its base monster's label, or undefined where the data has none. */
export function variantNameOf(id: string, labels: Labels, say: SayLine): string | undefined {
  const match = /^(.*)-scenario-(\d+[a-z]?)$/.exec(id);
  const base = match ? labels.lookup(`monster.${match[1]}`) : undefined;
  if (base === undefined || match === null) return undefined;
  return say({ key: 'play.monsters.variant', values: { name: base, scenario: match[2]!.toUpperCase() } });
}

export function titleOf(id: string): string {
  return id
    .split('-')
    .map((word) => (word === '' ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');
}
