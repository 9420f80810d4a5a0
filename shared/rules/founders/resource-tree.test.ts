import { describe, expect, it } from 'vitest';
import type { ResourceKind } from './game-state';
import {
  printedRemainder,
  problemWithRemainder,
  problemWithResourceKind,
  problemWithResourceTree,
  rulebookResourceTree,
} from './resource-tree';

function kind(resource: string): ResourceKind {
  const found = rulebookResourceTree.find((entry) => entry.resource === resource);
  if (found === undefined) throw new Error(`${resource} missing from the rulebook tree`);
  return found;
}

describe('the resource tree the rulebook states', () => {
  it('is a usable tree', () => {
    expect(problemWithResourceTree(rulebookResourceTree)).toBeUndefined();
  });

  it('makes machinery from metal and knowledge, 1 point each (Upgrading Resources, example 1)', () => {
    expect(kind('machinery')).toEqual({
      resource: 'machinery',
      tier: 2,
      prerequisites: [
        { resource: 'metal', points: 1 },
        { resource: 'knowledge', points: 1 },
      ],
    });
  });

  it('makes brick from stone and population, books from crops and knowledge, jewelry from gems', () => {
    expect(kind('brick').prerequisites.map((p) => p.resource)).toEqual(['stone', 'population']);
    expect(kind('books').prerequisites.map((p) => p.resource)).toEqual(['crops', 'knowledge']);
    expect(kind('jewelry').prerequisites).toEqual([{ resource: 'gems', points: 1 }]);
  });

  it('prints 4 (+2) for machinery on cloth (example 2) and 2 (+1), 4 (+2) on government (example 5)', () => {
    expect(kind('cloth')).toMatchObject({
      tier: 3,
      prerequisites: [
        { resource: 'livestock', points: 1 },
        { resource: 'machinery', points: 4, remainder: 2 },
      ],
    });
    expect(printedRemainder(kind('machinery'), 4)).toBe(2);
    expect(kind('government').prerequisites).toEqual([
      { resource: 'jewelry', points: 2 },
      { resource: 'books', points: 4 },
    ]);
    expect(printedRemainder(kind('jewelry'), 2)).toBe(1);
    expect(printedRemainder(kind('books'), 4)).toBe(2);
  });
});

describe('checking an entered tree', () => {
  const basics: ResourceKind[] = [
    { resource: 'wood', tier: 1, prerequisites: [] },
    { resource: 'stone', tier: 1, prerequisites: [] },
  ];

  it('refuses a resource listed twice', () => {
    expect(problemWithResourceTree([...basics, { resource: 'wood', tier: 1, prerequisites: [] }])).toMatch(/wood twice/);
  });

  it('refuses a prerequisite that is not in the tree', () => {
    const lumber: ResourceKind = { resource: 'lumber', tier: 2, prerequisites: [{ resource: 'iron', points: 1 }] };
    expect(problemWithResourceKind(basics, lumber)).toMatch(/enter iron first/);
  });

  it('refuses a prerequisite of the same or a higher tier, which would make payouts loop', () => {
    const a: ResourceKind = { resource: 'a', tier: 2, prerequisites: [{ resource: 'b', points: 1 }] };
    const b: ResourceKind = { resource: 'b', tier: 2, prerequisites: [{ resource: 'a', points: 1 }] };
    expect(problemWithResourceTree([a, b])).toMatch(/lower tier/);
  });

  it('refuses a basic resource with prerequisites and an advanced one without', () => {
    expect(problemWithResourceKind(basics, { resource: 'x', tier: 1, prerequisites: [{ resource: 'wood', points: 1 }] })).toMatch(/basic/);
    expect(problemWithResourceKind(basics, { resource: 'y', tier: 2, prerequisites: [] })).toMatch(/enter the prerequisites/);
  });

  it('refuses the same prerequisite twice', () => {
    const twice: ResourceKind = {
      resource: 'z',
      tier: 2,
      prerequisites: [
        { resource: 'wood', points: 1 },
        { resource: 'wood', points: 1 },
      ],
    };
    expect(problemWithResourceKind(basics, twice)).toMatch(/twice/);
  });
});

describe('checking an entered (+n)', () => {
  it('accepts the (+n) the tree implies and says what it should be when it differs', () => {
    expect(
      problemWithRemainder(rulebookResourceTree, 'The cloth tile', { resource: 'machinery', points: 4, remainder: 2 }),
    ).toBeUndefined();
    expect(problemWithRemainder(rulebookResourceTree, 'The cloth tile', { resource: 'machinery', points: 4, remainder: 3 })).toMatch(
      /pays 2 to its prerequisites, which leaves \+2/,
    );
    expect(problemWithRemainder(rulebookResourceTree, 'Hall', { resource: 'metal', points: 2, remainder: 1 })).toMatch(/basic resource/);
    expect(problemWithRemainder(rulebookResourceTree, 'Hall', { resource: 'metal', points: 2 })).toBeUndefined();
  });

  it('is part of checking a resource entry', () => {
    const cloth: ResourceKind = { resource: 'cloth', tier: 3, prerequisites: [{ resource: 'machinery', points: 5, remainder: 2 }] };
    expect(problemWithResourceKind(rulebookResourceTree, cloth)).toMatch(/The cloth tile shows machinery 5 \(\+2\)/);
  });
});
