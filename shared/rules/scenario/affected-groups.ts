/**
 * Who an ability affects when the card says so instead of "one target" ("all adjacent enemies",
 * "self and all allies within range 2"). Shared by the content model, which reads it from the
 * data, and the engine, which works an attack's targets out from it.
 */
export const AFFECTED_GROUPS = [
  'self',
  'oneAdjacentEnemy',
  'allAdjacentEnemies',
  'allEnemiesInRange',
  'allEnemies',
  'oneEnemyWithAllAttacks',
  'allAdjacentAllies',
  'allAlliesInRange',
  'selfAndAlliesInRange',
  'allAdjacentFigures',
] as const;
export type AffectedGroup = (typeof AFFECTED_GROUPS)[number];

/**
 * Groups that make an attack hit every enemy it can reach instead of a number of targets: "all
 * adjacent enemies" (a melee attack on each enemy next to the monster), "all enemies in range" and
 * "target all" (each enemy within the attack's range), "all enemies".
 */
export const ALL_ENEMY_GROUPS: readonly AffectedGroup[] = ['allAdjacentEnemies', 'allEnemiesInRange', 'allEnemies'];
