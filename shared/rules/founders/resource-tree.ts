import { refused, type ResourceKind, type Violation } from './game-state';
import { resourceWord } from './resource-words';

// The resource tree as far as the rulebook text states it. The box has 8 basic resources, 6 tier 2
// and 4 tier 3 resource buildings (Components: 24 trade stalls, 18 tier 2 and 12 tier 3 tiles, three
// of each); the rest are entered by the user from their own tiles with EnterResource.

/**
 * Basic resources the rulebook names as prerequisites paying 1 point with nothing beneath them
 * (Upgrading Resources; examples 1, 2, 4 and 5). The eighth is not named in the text.
 */
const rulebookBasics = ['metal', 'knowledge', 'livestock', 'stone', 'population', 'crops', 'gems'];

export const rulebookResourceTree: readonly ResourceKind[] = [
  ...rulebookBasics.map((resource): ResourceKind => ({ resource, tier: 1, prerequisites: [] })),
  // "metal and knowledge can be combined to create machinery"; example 1: each earns 1 point.
  {
    resource: 'machinery',
    tier: 2,
    prerequisites: [
      { resource: 'metal', points: 1 },
      { resource: 'knowledge', points: 1 },
    ],
  },
  // Example 4: brick uses stone ("the '1' in the banner with the stone icon on the brick building
  // tile") and population (1 point).
  {
    resource: 'brick',
    tier: 2,
    prerequisites: [
      { resource: 'stone', points: 1 },
      { resource: 'population', points: 1 },
    ],
  },
  // Example 5: books pays 1 point to the crops and 1 point to the knowledge.
  {
    resource: 'books',
    tier: 2,
    prerequisites: [
      { resource: 'crops', points: 1 },
      { resource: 'knowledge', points: 1 },
    ],
  },
  // Example 5: jewelry earns 2 and pays 1 point for the gems it uses. The text names no other
  // prerequisite; a user whose tile shows one adds it with EnterResource.
  { resource: 'jewelry', tier: 2, prerequisites: [{ resource: 'gems', points: 1 }] },
  // Example 2: the livestock earns 1 point and the machinery 4 when cloth is built; "the '+2' under
  // this value means that after 1 point is paid to knowledge and 1 point is paid to metal, the owner
  // of the machinery tile is left with 2 points".
  {
    resource: 'cloth',
    tier: 3,
    prerequisites: [
      { resource: 'livestock', points: 1 },
      { resource: 'machinery', points: 4, remainder: 2 },
    ],
  },
  // Example 5: the jewelry earns 2 points and the books 4 points when government is built. The text
  // prints no (+n) for them, so none is shipped: that leaves a user free to add a jewelry
  // prerequisite the text does not name without first correcting government.
  {
    resource: 'government',
    tier: 3,
    prerequisites: [
      { resource: 'jewelry', points: 2 },
      { resource: 'books', points: 4 },
    ],
  },
];

/**
 * Why a resource tree cannot be used, or undefined when it can. Prerequisites must be resources of a
 * lower tier (Upgrading Resources: tier 3 is built from tier 2, tier 2 from basics), which also keeps
 * payouts from looping.
 */
export function resourceTreeRefusal(tree: readonly ResourceKind[]): Violation | undefined {
  const seen = new Set<string>();
  for (const kind of tree) {
    if (seen.has(kind.resource)) return refused('founders.treeTwice', { resource: resourceWord(kind.resource) });
    seen.add(kind.resource);
  }
  for (const kind of tree) {
    const problem = resourceKindRefusal(tree, kind);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** Why one resource's entry does not fit the tree it belongs to, or undefined when it fits. */
export function resourceKindRefusal(tree: readonly ResourceKind[], kind: ResourceKind): Violation | undefined {
  const resource = kind.resource;
  if (kind.tier === 1 && kind.prerequisites.length > 0)
    return refused('founders.basicNoPrerequisites', { resource: resourceWord(resource) });
  if (kind.tier > 1 && kind.prerequisites.length === 0)
    return refused('founders.needsPrerequisites', { resource: resourceWord(resource), tier: kind.tier });
  const named = new Set<string>();
  for (const prerequisite of kind.prerequisites) {
    if (named.has(prerequisite.resource))
      return refused('founders.prerequisiteTwice', {
        resource: resourceWord(resource),
        prerequisite: resourceWord(prerequisite.resource),
      });
    named.add(prerequisite.resource);
    const below = tree.find((other) => other.resource === prerequisite.resource);
    if (below === undefined)
      return refused('founders.prerequisiteUnknown', {
        resource: resourceWord(resource),
        prerequisite: resourceWord(prerequisite.resource),
      });
    if (below.tier >= kind.tier) {
      return refused('founders.prerequisiteTier', {
        resource: resourceWord(resource),
        tier: kind.tier,
        prerequisite: resourceWord(prerequisite.resource),
        below: below.tier,
      });
    }
    const misread = remainderRefusal(tree, { on: 'tile', name: resource }, prerequisite);
    if (misread !== undefined) return misread;
  }
  return undefined;
}

/** Where a remainder was read: a tile by its resource's name, a prestige building by the name the players gave it. */
function printedOnWords(printedOn: { on: 'tile' | 'building'; name: string }) {
  return { on: printedOn.on, name: printedOn.on === 'tile' ? resourceWord(printedOn.name) : printedOn.name };
}

/** The sentence of `resourceTreeRefusal`, for the screens' checks. */
export function problemWithResourceTree(tree: readonly ResourceKind[]): string | undefined {
  return resourceTreeRefusal(tree)?.violation;
}

/** The sentence of `resourceKindRefusal`, for the screens' checks. */
export function problemWithResourceKind(tree: readonly ResourceKind[], kind: ResourceKind): string | undefined {
  return resourceKindRefusal(tree, kind)?.violation;
}

/**
 * Why an entered "(+n)" does not match the tree, or undefined when it matches or was not entered.
 * `printedOn` names the tile or prestige building the value was read from.
 */
export function remainderRefusal(
  tree: readonly ResourceKind[],
  printedOn: { on: 'tile' | 'building'; name: string },
  used: { resource: string; points: number; remainder?: number | undefined },
): Violation | undefined {
  if (used.remainder === undefined) return undefined;
  const kind = tree.find((entry) => entry.resource === used.resource);
  if (kind === undefined) return undefined;
  if (kind.tier === 1)
    return refused('founders.remainderOfBasic', {
      ...printedOnWords(printedOn),
      resource: resourceWord(used.resource),
      remainder: used.remainder,
    });
  const expected = printedRemainder(kind, used.points);
  if (expected === used.remainder) return undefined;
  return refused('founders.remainderMismatch', {
    ...printedOnWords(printedOn),
    resource: resourceWord(used.resource),
    points: used.points,
    remainder: used.remainder,
    pays: used.points - expected,
    expected,
  });
}

/** The sentence of `remainderRefusal` (`printedOn` names the tile or prestige building), for the screens' checks. */
export function problemWithRemainder(
  tree: readonly ResourceKind[],
  printedOn: string,
  used: { resource: string; points: number; remainder?: number | undefined },
): string | undefined {
  return remainderRefusal(tree, { on: 'building', name: printedOn }, used)?.violation;
}

/**
 * What the resource keeps for itself when it earns `earned` points: the "(+n)" printed under the
 * main value (Delivering Resources and Earning Points: "the amount in parentheses is the number of
 * points that resource earns on top of any points it pays to its prerequisites").
 */
export function printedRemainder(kind: ResourceKind, earned: number): number {
  return earned - kind.prerequisites.reduce((sum, prerequisite) => sum + prerequisite.points, 0);
}
