import type { AbilityAction, AffectedGroup } from '../../model/ability-action';
import { conditionNames, type Condition, type Element } from '../../model/vocabulary';
import { damagePhrase } from '../damage-phrases';

/**
 * One phrase of X-haven Assistant's card markup ("%attack% + 1", "Target all adjacent enemies",
 * "%ice%%use%") as structured actions, or undefined when it is prose we keep as text.
 * Markup: icons are %name%, "+ N"/"- N" after an icon is relative to the monster's stat.
 */
export type Phrase =
  | { kind: 'actions'; actions: AbilityAction[] }
  /** "Summon normal" / "Summon elite": the monster's name follows on the next line. */
  | { kind: 'summonHeader'; rank: 'normal' | 'elite' };

const amountIcons = ['move', 'attack', 'range', 'heal', 'shield', 'retaliate'] as const;
const countIcons = ['target', 'pierce', 'push', 'pull', 'loot'] as const;
const elements = ['fire', 'ice', 'air', 'earth', 'light', 'dark', 'any'] as const;
type AmountIcon = (typeof amountIcons)[number];
type CountIcon = (typeof countIcons)[number];

/** Shield, retaliate and heal add to what the monster has by rule, so a sign there is not "relative". */
const signIsRelative = (icon: AmountIcon) => icon === 'move' || icon === 'attack' || icon === 'range';

const isAmountIcon = (word: string): word is AmountIcon => (amountIcons as readonly string[]).includes(word);
const isCountIcon = (word: string): word is CountIcon => (countIcons as readonly string[]).includes(word);
const isCondition = (word: string): word is Condition => (conditionNames as readonly string[]).includes(word);
const isElement = (word: string): word is Element => (elements as readonly string[]).includes(word);

const affectPhrases: readonly [RegExp, AffectedGroup][] = [
  [/^self$/i, 'self'],
  [/^target all adjacent enemies\.?$/i, 'allAdjacentEnemies'],
  [/^target one adjacent enemy\.?$/i, 'oneAdjacentEnemy'],
  [/^target all enemies within (?:range|%range% (\d+))\.?$/i, 'allEnemiesInRange'],
  [/^all enemies\.?$/i, 'allEnemies'],
  [/^target one enemy with all attacks\.?$/i, 'oneEnemyWithAllAttacks'],
  [/^affect all adjacent allies\.?$/i, 'allAdjacentAllies'],
  [/^(?:affect|target) all allies within (?:range|%range% (\d+))\.?$/i, 'allAlliesInRange'],
  [/^affect self and all allies(?: within (?:range|%range% (\d+)))?\.?$/i, 'selfAndAlliesInRange'],
];

export function parsePhrase(raw: string, monsterIdOf: (name: string) => string | undefined): Phrase | undefined {
  const text = raw.replace(/\s+/g, ' ').trim().replace(/ and$/, '');
  const single = parseSingle(text, monsterIdOf);
  if (single) return single;
  // "%shield% + 2 instead": the action, marked as replacing the one printed above.
  const instead = /^(.+) instead$/.exec(text);
  const replacement = instead ? parseSingle(instead[1]!, monsterIdOf) : undefined;
  if (replacement?.kind === 'actions' && replacement.actions.length === 1) {
    const [action] = replacement.actions;
    return {
      kind: 'actions',
      actions: [{ ...action!, subActions: [...(action!.subActions ?? []), { type: 'special', text: 'instead' }] }],
    };
  }
  // "%move% + 2, %attack% - 1": several actions on one line, all of which must parse.
  if (!text.includes(',')) return undefined;
  const actions: AbilityAction[] = [];
  for (const part of text.split(/,\s*/)) {
    const phrase = parseSingle(part, monsterIdOf);
    if (phrase?.kind !== 'actions') return undefined;
    actions.push(...phrase.actions);
  }
  return { kind: 'actions', actions };
}

function parseSingle(text: string, monsterIdOf: (name: string) => string | undefined): Phrase | undefined {
  const one = (action: AbilityAction): Phrase => ({ kind: 'actions', actions: [action] });
  let match = /^%(\w+)% ?([+-]) ?(\d+)$/.exec(text);
  if (match && isAmountIcon(match[1]!)) {
    const icon = match[1]!;
    const value = Number(match[3]) * (match[2] === '-' ? -1 : 1);
    return one({ type: icon, value, isRelative: signIsRelative(icon) });
  }
  match = /^([+-]) ?(\d+) %(\w+)%$/.exec(text);
  if (match && isAmountIcon(match[3]!)) {
    const icon = match[3]!;
    return one({ type: icon, value: Number(match[2]) * (match[1] === '-' ? -1 : 1), isRelative: signIsRelative(icon) });
  }
  match = /^%(\w+)% ?(\d+)$/.exec(text);
  if (match) {
    const icon = match[1]!;
    const value = Number(match[2]);
    if (isAmountIcon(icon)) return one({ type: icon, value, isRelative: false });
    if (isCountIcon(icon)) return one({ type: icon, value });
  }
  match = /^%(\w+)%(%use%)?$/.exec(text);
  if (match) {
    const icon = match[1]!;
    if (isElement(icon)) return one({ type: 'element', element: icon, use: match[2] ? 'consume' : 'infuse' });
    if (match[2]) return undefined;
    if (isCondition(icon)) return one({ type: 'condition', condition: icon });
    if (icon === 'jump') return one({ type: 'jump' });
    if (icon === 'flying') return one({ type: 'flying' });
  }
  for (const [pattern, group] of affectPhrases) {
    const found = pattern.exec(text);
    if (found) return one(found[1] ? { type: 'affect', group, range: Number(found[1]) } : { type: 'affect', group });
  }
  const damage = damagePhrase(text);
  if (damage) return one(damage);
  match = /^(.+?) suffers (\d+) damage\.?$/.exec(text);
  if (match && monsterIdOf(match[1]!)) return one({ type: 'sufferDamage', value: Number(match[2]), who: 'self' });
  match = /^Special ([12])$/.exec(text);
  if (match) return one({ type: 'bossSpecial', special: match[1] === '1' ? 1 : 2 });
  match = /^Summon(?: (normal|elite))?$/.exec(text);
  if (match) return { kind: 'summonHeader', rank: match[1] === 'elite' ? 'elite' : 'normal' };
  // "Summon normal Deep Terror in a hex adjacent to the target.": the summon, and where as a note.
  match = /^Summons?(?: (normal|elite))? (.+?)(?: ((?:in|with) .+))?$/.exec(text);
  const summoned = match ? monsterIdOf(match[2]!) : undefined;
  if (match && summoned) {
    const where = match[3]?.replace(/\.$/, '');
    return one({
      type: 'summon',
      monster: summoned,
      rank: match[1] === 'elite' ? 'elite' : 'normal',
      ...(where ? { subActions: [{ type: 'special', text: where }] } : {}),
    });
  }
  if (/^advantage$/i.test(text)) return one({ type: 'advantage' });
  if (/^attackers gain disadvantage$/i.test(text)) return one({ type: 'attackersGainDisadvantage' });
  if (/^on death:?$/i.test(text)) return one({ type: 'onDeath' });
  return undefined;
}
