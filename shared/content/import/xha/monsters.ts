import type { AbilityAction } from '../../model/ability-action';
import type { ContentError } from '../../model/content-error';
import { jsonPath, keyedContentError } from '../../model/content-error';
import type { BossStats, MonsterLevel, MonsterStats, MonsterType } from '../../model/monster-type';
import { immunitySchema, statValueSchema, type Immunity, type StatValue } from '../../model/vocabulary';
import { parseCardLines, type CardLineContext } from './card-lines';
import { parsePhrase } from './phrases';
import type { XhaLevel, XhaMonster } from './raw-shapes';

interface MonsterContext {
  file: string;
  deckIdOf: (deckName: string) => string | undefined;
  lines: CardLineContext;
  errors: ContentError[];
}

/** One X-haven Assistant monster entry as a monster type. */
export function monsterTypeFromXha(id: string, name: string, raw: XhaMonster, context: MonsterContext): MonsterType | undefined {
  const deck = context.deckIdOf(raw.deck);
  const where = ['monsters', name];
  if (!deck) {
    context.errors.push(keyedContentError(context.file, jsonPath([...where, 'deck']), 'files.validate.unknownDeck', { id: raw.deck }));
    return undefined;
  }
  const isBoss = raw.levels.some((level) => level.normal === undefined);
  const levels: MonsterLevel[] = [];
  raw.levels.forEach((level, index) => {
    const path = [...where, 'levels', index];
    const entry = isBoss ? bossLevel(level, path, context) : normalLevel(level, path, context);
    if (entry) levels.push(entry);
  });
  if (levels.length !== raw.levels.length) return undefined;
  return {
    id,
    name: raw.display ?? name,
    deck,
    standeeCount: raw.count,
    isBoss,
    isFlying: raw.flying ?? false,
    isScenarioOnly: raw.hidden ?? false,
    levels,
  };
}

function normalLevel(level: XhaLevel, path: (string | number)[], context: MonsterContext): MonsterLevel | undefined {
  if (!level.normal || !level.elite) {
    context.errors.push(keyedContentError(context.file, jsonPath(path), 'files.importer.levelStats'));
    return undefined;
  }
  const normal = stats(level.normal, [], [...path, 'normal'], context);
  const elite = stats(level.elite, [], [...path, 'elite'], context);
  return normal && elite ? { kind: 'normal', level: level.level, normal, elite } : undefined;
}

function bossLevel(level: XhaLevel, path: (string | number)[], context: MonsterContext): MonsterLevel | undefined {
  if (level.health === undefined || level.move === undefined || level.attack === undefined) {
    context.errors.push(keyedContentError(context.file, jsonPath(path), 'files.importer.bossLevel'));
    return undefined;
  }
  const base = stats(
    { health: level.health, move: level.move, attack: level.attack, range: level.range, attributes: level.attributes },
    level.immunities ?? [],
    path,
    context,
  );
  if (!base) return undefined;
  // Boss specials are written like card lines; they are not ability cards, so they do not count.
  const uncounted: CardLineContext = {
    ...context.lines,
    tally: { cardLines: 0, structuredCardLines: 0, keptAsText: [] },
    isIndentFree: true,
  };
  const boss: BossStats = {
    ...base,
    special1: parseCardLines(joinWrappedLines(level.special1 ?? []), uncounted),
    special2: parseCardLines(joinWrappedLines(level.special2 ?? []), uncounted),
    ...(level.notes ? { notes: level.notes } : {}),
  };
  return { kind: 'boss', level: level.level, boss };
}

interface RawStats {
  health: StatValue;
  move: number;
  attack: StatValue;
  range?: number | undefined;
  attributes?: string[] | undefined;
}

function stats(
  raw: RawStats,
  rawImmunities: readonly string[],
  path: (string | number)[],
  context: MonsterContext,
): MonsterStats | undefined {
  let isValid = true;
  for (const key of ['health', 'attack'] as const) {
    if (!statValueSchema.safeParse(raw[key]).success) {
      context.errors.push(
        keyedContentError(context.file, jsonPath([...path, key]), 'files.importer.notFormula', { value: String(raw[key]) }),
      );
      isValid = false;
    }
  }
  const immunities: Immunity[] = [];
  rawImmunities.forEach((text, index) => {
    const parsed = immunitySchema.safeParse(text.replace(/%/g, ''));
    if (parsed.success) immunities.push(parsed.data);
    else {
      context.errors.push(
        keyedContentError(context.file, jsonPath([...path, 'immunities', index]), 'files.importer.unknownImmunity', { name: text }),
      );
      isValid = false;
    }
  });
  if (!isValid) return undefined;
  return {
    health: raw.health,
    move: raw.move,
    attack: raw.attack,
    range: raw.range ?? 0,
    attributes: attributesOf(raw.attributes ?? [], context),
    immunities,
  };
}

/**
 * Stat-card attributes use the card markup ("%shield% 1", "%poison%"); a "^%range% N" under a
 * retaliate is that retaliate's range. Each other line stands on its own.
 */
function attributesOf(lines: readonly string[], context: MonsterContext): AbilityAction[] {
  const attributes: AbilityAction[] = [];
  for (const line of lines) {
    const body = line.replace(/^\^+/, '');
    const phrase = parsePhrase(body, context.lines.monsterIdOf);
    const actions: AbilityAction[] =
      phrase?.kind === 'actions' ? phrase.actions : [{ type: 'special', text: body.replace(/\s+/g, ' ').trim() }];
    const previous = attributes.at(-1);
    if (actions.length === 1 && actions[0]?.type === 'range' && previous?.type === 'retaliate')
      (previous.subActions ??= []).push(actions[0]);
    else attributes.push(...actions);
  }
  return attributes;
}

/** Boss cards wrap sentences over lines: a line that starts in lower case continues the one before. */
function joinWrappedLines(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const body = line.replace(/^[\^*]+/, '').trim();
    const previous = joined.at(-1);
    if (previous !== undefined && /^[a-z]/.test(body)) joined[joined.length - 1] = `${previous} ${body}`;
    else joined.push(line);
  }
  return joined;
}
