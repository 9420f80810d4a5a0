import type { AbilityAction, AffectedGroup, AreaCell } from '../../model/ability-action';
import { conditionNames, type Condition } from '../../model/vocabulary';
import type { LineTally } from '../xha/card-lines';
import { damagePhrase } from '../damage-phrases';
import type { Labels } from './labels';
import type { GhsAction } from './raw-shapes';

export interface ActionContext {
  labels: Labels;
  /** Counts every action node read; nodes kept as text are the unstructured share. */
  tally: LineTally;
}

const amountTypes = new Set(['move', 'attack', 'range', 'heal', 'shield', 'retaliate']);
const countTypes = new Set(['target', 'pierce', 'push', 'pull', 'loot']);

const affectKeys: Record<string, AffectedGroup> = {
  self: 'self',
  enemiesAdjacent: 'allAdjacentEnemies',
  enemyAdjacent: 'oneAdjacentEnemy',
  enemiesRange: 'allEnemiesInRange',
  enemies: 'allEnemies',
  enemyOneAll: 'oneEnemyWithAllAttacks',
  alliesAdjacentAffect: 'allAdjacentAllies',
  alliesRange: 'allAlliesInRange',
  alliesRangeAffect: 'allAlliesInRange',
  selfAlliesRange: 'selfAndAlliesInRange',
  selfAlliesAffect: 'selfAndAlliesInRange',
};

/** Gloomhaven Secretariat's action objects as our actions; what has no structured form stays text. */
export function actionsFromGhs(actions: readonly GhsAction[], context: ActionContext): AbilityAction[] {
  return actions.flatMap((action) => actionFromGhs(action, context));
}

function actionFromGhs(action: GhsAction, context: ActionContext): AbilityAction[] {
  // Groupings of layout only ("and", a grid of columns): their children are the actions.
  if (action.type === 'concatenation' || action.type === 'grid')
    return withAreasOnAttacks(actionsFromGhs(action.subActions ?? [], context));
  context.tally.cardLines += 1;
  const structured = structure(action, context);
  if (structured) {
    context.tally.structuredCardLines += 1;
    const subActions = [...(structured.subActions ?? []), ...actionsFromGhs(action.subActions ?? [], context)];
    return [subActions.length > 0 ? { ...structured, subActions } : structured];
  }
  const text = describe(action, context);
  context.tally.keptAsText.push(text);
  const subActions = actionsFromGhs(action.subActions ?? [], context);
  return [subActions.length > 0 ? { type: 'special', text, subActions } : { type: 'special', text }];
}

/**
 * An area drawn beside an attack in a group ("Attack -1" and its hexes side by side) is that
 * attack's area, as if printed under it: the card draws the hexes the attack hits.
 */
function withAreasOnAttacks(actions: AbilityAction[]): AbilityAction[] {
  const result: AbilityAction[] = [];
  for (const action of actions) {
    const previous = result[result.length - 1];
    if (action.type === 'area' && previous?.type === 'attack' && !previous.subActions?.some((sub) => sub.type === 'area')) {
      result[result.length - 1] = { ...previous, subActions: [...(previous.subActions ?? []), action] };
    } else result.push(action);
  }
  return result;
}

/** The data's "target all" icon: the ability reaches every enemy within its range. */
const TARGET_ALL = '%game.target.all%';

function structure(action: GhsAction, context: ActionContext): AbilityAction | undefined {
  const { type, value, valueType } = action;
  const number =
    typeof value === 'number' && Number.isInteger(value)
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : undefined;
  if (amountTypes.has(type) && number !== undefined) {
    const isSigned = valueType === 'plus' || valueType === 'minus' || valueType === 'add' || valueType === 'subtract';
    const sign = valueType === 'minus' || valueType === 'subtract' ? -1 : 1;
    // Shield, retaliate and heal add to what the monster has by rule: the printed value is the value.
    const isRelative = isSigned && (type === 'move' || type === 'attack' || type === 'range');
    return { type: type as 'move', value: isRelative ? sign * number : number, isRelative };
  }
  if (countTypes.has(type) && number !== undefined) return { type: type as 'target', value: number };
  if (type === 'target' && value === TARGET_ALL) return { type: 'affect', group: 'allEnemiesInRange' };
  switch (type) {
    case 'area': {
      const cells = typeof value === 'string' ? areaCellsOf(value) : undefined;
      return cells ? { type: 'area', cells } : undefined;
    }
    case 'condition':
      return isCondition(value) ? { type: 'condition', condition: value } : undefined;
    case 'element': {
      const element = value === 'wild' ? 'any' : value;
      if (
        element !== 'fire' &&
        element !== 'ice' &&
        element !== 'air' &&
        element !== 'earth' &&
        element !== 'light' &&
        element !== 'dark' &&
        element !== 'any'
      )
        return undefined;
      return { type: 'element', element, use: valueType === 'minus' ? 'consume' : 'infuse' };
    }
    case 'specialTarget': {
      const [key, range] = String(value).split(':');
      const group = affectKeys[key ?? ''];
      if (!group) return undefined;
      return range && /^\d+$/.test(range) ? { type: 'affect', group, range: Number(range) } : { type: 'affect', group };
    }
    case 'summon':
      return summonOf(action);
    // The 2nd edition's damage icon on its own: the monster suffers it.
    case 'damage':
      return number === undefined ? undefined : { type: 'sufferDamage', value: number, who: 'self' };
    case 'sufferDamage': {
      if (number === undefined) return undefined;
      const isSelf = !(action.subActions ?? []).some((sub) => sub.type === 'specialTarget' && sub.value !== 'self');
      return { type: 'sufferDamage', value: number, who: isSelf ? 'self' : 'others' };
    }
    case 'jump':
      return { type: 'jump' };
    case 'fly':
      return { type: 'flying' };
    case 'special':
      return number === 1 || number === 2 ? { type: 'bossSpecial', special: number } : undefined;
    case 'custom': {
      const key = typeof value === 'string' ? value : '';
      if (key === '%game.custom.ondeath%') return { type: 'onDeath' };
      if (key === '%game.custom.advantage%') return { type: 'advantage' };
      if (key === '%game.custom.disadvantage%') return { type: 'attackersGainDisadvantage' };
      // The training dummy's only card (gh2e.json, deck "training-dummy", initiative 99): "Does Not Act".
      if (/^does not act\.?$/i.test(context.labels.text(key).trim())) return { type: 'doesNotAct' };
      // A label the data words in English ("All adjacent enemies suffer 2 damage.") that says what Haven can do.
      return damagePhrase(context.labels.text(key));
    }
    default:
      return undefined;
  }
}

function summonOf(action: GhsAction): AbilityAction | undefined {
  if (action.value !== 'monsterStandee' || !Array.isArray(action.valueObject)) return undefined;
  const first: unknown = action.valueObject[0];
  const monster = typeof first === 'object' && first !== null ? (first as { monster?: Record<string, unknown> }).monster : undefined;
  if (typeof monster?.['name'] !== 'string') return undefined;
  const rankOf = (value: unknown) => (value === 'elite' ? 'elite' : 'normal');
  // "with H equal to the summoning Ooze's current hit point value": the summoner's hit points.
  const summon = {
    type: 'summon',
    monster: monster['name'],
    rank: rankOf(monster['type']),
    ...(monster['health'] === 'H' ? { hasSummonersHealth: true as const } : {}),
  } as const;
  const byPartySize = [monster['player2'], monster['player3'], monster['player4']];
  if (monster['type'] !== undefined || byPartySize.every((rank) => rank === undefined)) return summon;
  return {
    ...summon,
    rank: rankOf(byPartySize[0]),
    rankByPartySize: [rankOf(byPartySize[0]), rankOf(byPartySize[1]), rankOf(byPartySize[2])],
  };
}

/** "(0,1,target)|(1,1,active)" as cells; undefined if any cell is of another kind. */
export function areaCellsOf(pattern: string): AreaCell[] | undefined {
  const cells: AreaCell[] = [];
  for (const part of pattern.split('|')) {
    const match = /^\((\d+),(\d+),(target|active)\)$/.exec(part.trim());
    if (!match) return undefined;
    cells.push({ x: Number(match[1]), y: Number(match[2]), role: match[3] === 'active' ? 'active' : 'target' });
  }
  return cells.length > 0 ? cells : undefined;
}

function isCondition(value: unknown): value is Condition {
  return typeof value === 'string' && (conditionNames as readonly string[]).includes(value);
}

function describe(action: GhsAction, context: ActionContext): string {
  if (typeof action.value === 'string') {
    const text = context.labels.text(action.value);
    // Who an action reaches ("ally", "enemyAttacked") reads as plain words, not as the data's key.
    if (action.type === 'specialTarget') return text.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    return action.type === 'custom' ? text : `${action.type} ${text}`;
  }
  return action.value === undefined ? action.type : `${action.type} ${JSON.stringify(action.value)}`;
}
