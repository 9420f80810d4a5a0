import { z } from 'zod';
import { ALL_CONDITIONS, NEGATIVE_CONDITIONS, type Condition } from '../rules/scenario/conditions';
import { ELEMENTS } from '../rules/scenario/elements';
import type { ItemEffect } from '../rules/scenario/item-effect';
import type { GhsAction } from './import/ghs/raw-shapes';

/**
 * Reads what using an item does from the data (issue 29, point 3); the effects' shape is the
 * scenario engine's (shared/rules/scenario/item-effect.ts), which sits below content in shared/'s layers.
 */
const structured = z
  .array(z.object({ type: z.string().max(40), value: z.union([z.string().max(40), z.number()]).optional() }).loose())
  .max(8);

/**
 * An item's effects from Gloomhaven Secretariat's record: its `effects` list (`effects`) where it has one (heal,
 * a condition, an element, refreshing spent items, removing negative conditions; an immunity holds
 * while the item is worn, not when it is used, and is left to its text), else what its text says
 * when the whole text is a plain bonus to an attack. `text` is the item's raw English label.
 */
export function itemEffectsFromGhs(effects: unknown, text: string | undefined, actions: readonly GhsAction[] = []): ItemEffect[] {
  // An item aimed at another figure: its `effects` list names what the target gains, not the
  // owner (Scepter of Xorn's poison), so only an aim typed exactly is applied; the rest is text.
  if (actions.some(aimsAtAnother)) {
    const aimed = aimedEffectOf(actions, text);
    return aimed ? [aimed] : [];
  }
  const listed = structured.safeParse(effects ?? []);
  if (!listed.success) return [];
  const read = listed.data.flatMap((effect): ItemEffect[] => {
    const value = effect.value;
    switch (effect.type) {
      case 'heal':
        return typeof value === 'number' && value >= 1 && value <= 20 ? [{ kind: 'heal', amount: value }] : [];
      case 'condition':
        return isOneOf(value, [...ALL_CONDITIONS, 'bless'] as const) ? [{ kind: 'condition', condition: value }] : [];
      case 'element':
        return value === 'wild'
          ? [{ kind: 'infuse', element: 'any' }]
          : isOneOf(value, ELEMENTS)
            ? [{ kind: 'infuse', element: value }]
            : [];
      case 'refreshSpent':
        return [{ kind: 'refreshSpent' }];
      case 'removeNegativeConditions':
        return [{ kind: 'removeNegativeConditions' }];
      default:
        return [];
    }
  });
  if (listed.data.length > 0) return read;
  const bonus = text === undefined ? undefined : (attackBonusOf(text) ?? defenceOf(text));
  return bonus ? [bonus] : [];
}

const DAMAGE = '(?:%game(?:\\.action)?\\.damage%|damage)';
/** What sets the item off: an attack on its owner that damages it (1st and 2nd edition wordings). */
const DEFENCE_TRIGGERS = [
  'When damaged by an attack(?: targeting you)?,',
  `When you suffer ${DAMAGE} from an attack,`,
  `On the next (?:two|three|four|five) sources of ${DAMAGE} (?:to you )?from attacks(?: targeting you)?,`,
  '(When attacked|When you are attacked, before drawing an attack modifier card), (the attacker gains disadvantage on the attack) and you',
];

/**
 * A shield or retaliate for an attack on the item's owner, when the item's whole text says only
 * that ("When damaged by an attack, gain Shield 2 for the attack."; "On the next three sources of
 * damage to you from attacks, gain Shield 1."; Studded Leather's disadvantage for the attacker).
 * A text with more (Light Targe's move after the attack), for a summon or an ally, or for the round
 * (Steel Sabatons) is left to the players.
 */
export function defenceOf(text: string): ItemEffect | undefined {
  const sentence = text.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  for (const trigger of DEFENCE_TRIGGERS) {
    const match = new RegExp(`^${trigger} gain (.+?)(?: for the attacks?)?$`, 'i').exec(sentence);
    if (!match) continue;
    const gained = match[match.length - 1]!;
    let shield = 0;
    let retaliate = 0;
    for (const part of gained.split(/,? and |, /).map((p) => p.trim())) {
      const value = /^%game\.action\.(shield|retaliate)(?:% (\d+)|:(\d+)%)$/i.exec(part);
      if (!value) return undefined;
      const amount = Number(value[2] ?? value[3]);
      if (value[1]!.toLowerCase() === 'shield') shield += amount;
      else retaliate += amount;
    }
    const isDisadvantage = /disadvantage/i.test(match[2] ?? '');
    return { kind: 'defence', shield, retaliate, attackerDisadvantage: isDisadvantage };
  }
  return undefined;
}

function isOneOf<T extends string>(value: unknown, values: readonly T[]): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

const CONDITION = '%game\\.condition\\.(\\w+)%';
const ATTACK = '(?:your (?:melee |ranged )?attack(?: ability)?|melee attack ability)';

/**
 * A bonus to an attack when an item's whole text says only that ("During your attack, add +1
 * Attack to your entire Attack action."; "During your melee attack, add Wound to a single attack.";
 * 2nd edition "During your turn, add +1 Attack to all your attacks."). A text with a cost or a
 * condition of its own (consume an element, suffer damage, a kind of target) is left to the players.
 */
export function attackBonusOf(text: string): ItemEffect | undefined {
  const sentence = text.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  const during = new RegExp(`^During ${ATTACK}, add (.+) to (?:(?:your|the) entire Attack action|all attacks|(a single|one) attack)$`, 'i');
  const duringTurn = /^During your turn, add (.+) to all your attacks$/i;
  const attackMatch = during.exec(sentence);
  const match = attackMatch ?? duringTurn.exec(sentence);
  if (!match) return undefined;
  const parts = match[1]!.split(/,? and |, /).map((part) => part.trim());
  let attack = 0;
  const conditions: Condition[] = [];
  for (const part of parts) {
    const plus = /^\+(\d) %game\.action\.attack%$/.exec(part);
    const condition = new RegExp(`^${CONDITION}$`).exec(part);
    if (plus) attack += Number(plus[1]);
    else if (condition && isOneOf(condition[1], ALL_CONDITIONS)) conditions.push(condition[1]);
    else return undefined;
  }
  if (attack === 0 && conditions.length === 0) return undefined;
  return {
    kind: 'attackBonus',
    attack,
    conditions: [...new Set(conditions)],
    targets: attackMatch?.[2] ? 'one' : 'all',
    lasts: attackMatch ? 'nextAttack' : 'turn',
  };
}

/** Whether an action of the data reaches past its owner: a range, a number of targets, or a special target other than "self". */
export function aimsAtAnother(action: GhsAction): boolean {
  return (action.subActions ?? []).some(
    (sub) => sub.type === 'range' || sub.type === 'target' || (sub.type === 'specialTarget' && sub.value !== 'self') || aimsAtAnother(sub),
  );
}

const PERFORM = 'During your turn, perform:';

/**
 * An item whose whole card is "During your turn, perform:" and one heal or one negative condition
 * on a single figure within a range: Heal X, Range Y (the owner or an ally, 1st ed. rulebook p. 26
 * "Heal"), Heal X on an ally, or a negative condition on an enemy. More targets, "all" within a
 * range, a condition of its own, a second action or a text of more is left to the players.
 */
export function aimedEffectOf(actions: readonly GhsAction[], text: string | undefined): ItemEffect | undefined {
  if (text?.trim() !== PERFORM || actions.length !== 2 || actions[0]?.type !== 'custom') return undefined;
  const action = actions[1]!;
  const subs = action.subActions ?? [];
  const range = subs.find((sub) => sub.type === 'range')?.value;
  const special = subs.find((sub) => sub.type === 'specialTarget')?.value;
  const isPlain = subs.every((sub) => sub.type === 'range' || (sub.type === 'specialTarget' && sub.value === 'ally'));
  if (!isPlain || typeof range !== 'number' || !Number.isInteger(range) || range < 1 || range > 20) return undefined;
  if (action.type === 'heal') {
    const amount = action.value;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 20) return undefined;
    return { kind: 'heal', amount, aim: { at: special === 'ally' ? 'ally' : 'selfOrAlly', range } };
  }
  if (action.type === 'condition' && special === undefined && isOneOf(action.value, NEGATIVE_CONDITIONS)) {
    return { kind: 'condition', condition: action.value, aim: { at: 'enemy', range } };
  }
  return undefined;
}
