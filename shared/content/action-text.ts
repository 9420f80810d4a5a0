import type { AbilityAction, AffectedGroup } from './model/ability-action';

const GROUP_WORDS: Record<AffectedGroup, string> = {
  self: 'Self',
  oneAdjacentEnemy: 'One adjacent enemy',
  allAdjacentEnemies: 'All adjacent enemies',
  allEnemiesInRange: 'All enemies in range',
  allEnemies: 'All enemies',
  oneEnemyWithAllAttacks: 'One enemy with all attacks',
  allAdjacentAllies: 'All adjacent allies',
  allAlliesInRange: 'All allies in range',
  selfAndAlliesInRange: 'Self and all allies in range',
  allAdjacentFigures: 'All adjacent figures',
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const signed = (value: number) => (value >= 0 ? `+${value}` : `${value}`);

/**
 * A short line for an ability action the scenario engine keeps as text (push, pull, areas, who is
 * affected, boss specials...), so the screen can print it on the card as written.
 */
export function actionText(action: AbilityAction): string {
  switch (action.type) {
    case 'move':
    case 'attack':
    case 'range':
    case 'heal':
    case 'shield':
    case 'retaliate':
      return `${capital(action.type)} ${action.isRelative ? signed(action.value) : action.value}`;
    case 'target':
    case 'pierce':
    case 'push':
    case 'pull':
    case 'loot':
      return `${capital(action.type)} ${action.value}`;
    case 'area':
      return `Area: ${action.cells.filter((cell) => cell.role === 'target').length} hexes`;
    case 'condition':
      return capital(action.condition);
    case 'element':
      return `${action.use === 'infuse' ? 'Infuse' : 'Consume'} ${action.element === 'any' ? 'any element' : action.element}`;
    case 'affect':
      return action.range === undefined ? GROUP_WORDS[action.group] : `${GROUP_WORDS[action.group]} within range ${action.range}`;
    case 'summon':
      return `Summon ${action.rank} ${action.monster}`;
    case 'sufferDamage':
      return `${action.who === 'self' ? 'Suffer' : 'Others suffer'} ${action.value} damage`;
    case 'jump':
      return 'Jump';
    case 'flying':
      return 'Flying';
    case 'advantage':
      return 'Attacks with advantage';
    case 'attackersGainDisadvantage':
      return 'Attackers gain disadvantage';
    case 'onDeath':
      return 'On death';
    case 'bossSpecial':
      return `Special ${action.special}`;
    case 'special':
      return action.text;
  }
}

/** An action and its sub-actions as one line: "Heal 3 (Self)". */
export function actionLine(action: AbilityAction): string {
  const subs = (action.subActions ?? []).map(actionLine);
  return subs.length === 0 ? actionText(action) : `${actionText(action)} (${subs.join(', ')})`;
}
