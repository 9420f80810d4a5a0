import type { Messages } from '../catalog';
import type { cards as en } from '../en/cards';

export const cards: Messages<typeof en> = {
  area: 'Bereich: {count, plural, one {# Feld} other {# Felder}}',
  groups: {
    self: 'Selbst',
    oneAdjacentEnemy: 'Ein angrenzender Gegner',
    allAdjacentEnemies: 'Alle angrenzenden Gegner',
    allEnemiesInRange: 'Alle Gegner in Reichweite',
    allEnemies: 'Alle Gegner',
    oneEnemyWithAllAttacks: 'Ein Gegner mit allen Angriffen',
    allAdjacentAllies: 'Alle angrenzenden Verbündeten',
    allAlliesInRange: 'Alle Verbündeten in Reichweite',
    selfAndAlliesInRange: 'Selbst und alle Verbündeten in Reichweite',
    allAdjacentFigures: 'Alle angrenzenden Figuren',
  },
  withinRange: '{group} in Reichweite {range}',
  elements: { fire: 'Feuer', ice: 'Eis', air: 'Luft', earth: 'Erde', light: 'Licht', dark: 'Dunkelheit', any: 'ein beliebiges Element' },
  infuse: '{element} erzeugen',
  consume: '{element} verbrauchen',
  smallItems: '{weak, select, yes {kleinen} other {kleine}}',
  summon: '{rank, select, elite {Elite-} other {}}{monster} beschwören',
  suffer: 'Erleidet {value} Schaden',
  othersSuffer: 'Andere erleiden {value} Schaden',
  advantage: 'Angriffe mit Vorteil',
  attackersGainDisadvantage: 'Angreifer erhalten Nachteil',
  onDeath: 'Beim Tod',
  bossSpecial: 'Spezial {number}',
  withSubs: '{line} ({subs})',
  bossSpecialLine: 'Spezial {number}: {actions}',
  immuneTo: 'Immun gegen {effects}',
  forced: { push: 'Stoßen', pull: 'Ziehen' },
};
