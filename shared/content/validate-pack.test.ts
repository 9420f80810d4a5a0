import { describe, expect, it } from 'vitest';
import { demoPack } from './demo/demo-pack';
import { formatContentError } from './model/content-error';
import { validatePack } from './validate-pack';

describe('validatePack', () => {
  it('rejects a placement of an unknown monster, naming the place', () => {
    const pack = demoPack();
    pack.scenarios[0]!.rooms[1]!.placements[0]!.monster = 'foo';
    const result = validatePack(pack);
    expect(result).toMatchObject({
      ok: false,
      errors: [{ file: 'pack "haven-demo-gh1"', path: '$.scenarios[0].rooms[1].placements[0].monster', reason: 'unknown monster "foo"' }],
    });
    if (!result.ok)
      expect(formatContentError(result.errors[0]!)).toBe(
        'pack "haven-demo-gh1" scenarios[0].rooms[1].placements[0].monster: unknown monster "foo"',
      );
  });

  it('rejects a monster whose ability deck is missing', () => {
    const pack = demoPack();
    pack.abilityDecks = pack.abilityDecks.filter((deck) => deck.id !== 'ember-moth');
    const result = validatePack(pack);
    expect(result.ok ? [] : result.errors).toMatchObject([
      { file: 'pack "haven-demo-gh1"', path: '$.monsterTypes[2].deck', reason: 'unknown ability deck "ember-moth"' },
    ]);
  });

  it('rejects a summon of an unknown monster and a door to a missing room', () => {
    const pack = demoPack();
    pack.abilityDecks[0]!.cards[0]!.actions.push({ type: 'summon', monster: 'nobody', rank: 'normal' });
    pack.scenarios[0]!.rooms[0]!.doorsTo = [7];
    const result = validatePack(pack);
    expect(result.ok ? [] : result.errors.map((error) => error.reason)).toEqual(['unknown monster "nobody"', 'door to unknown room 7']);
  });

  it('names the path of a wrong type and of a level out of order', () => {
    const pack = demoPack() as unknown as { monsterTypes: { standeeCount: unknown; levels: { level: number }[] }[] };
    pack.monsterTypes[1]!.standeeCount = 'four';
    pack.monsterTypes[0]!.levels[2]!.level = 5;
    const result = validatePack(pack);
    expect(result.ok ? [] : result.errors).toMatchObject([
      {
        file: 'pack "haven-demo-gh1"',
        path: '$.monsterTypes[0].levels[2].level',
        reason: 'level 5 out of order (expected 2)',
        // Said in the reader's language by its key (issue 18).
        refusal: { key: 'files.schema.content.levelOrder', params: { level: '5', expected: '2' } },
      },
      { file: 'pack "haven-demo-gh1"', path: '$.monsterTypes[1].standeeCount', reason: 'Invalid input: expected number, received string' },
    ]);
  });

  it('rejects duplicate ids', () => {
    const pack = demoPack();
    pack.items.push({ ...pack.items[0]! });
    const result = validatePack(pack);
    expect(result.ok ? [] : result.errors).toMatchObject([
      { file: 'pack "haven-demo-gh1"', path: '$.items[5]', reason: 'duplicate id "item-1"' },
    ]);
  });

  it('says what a pack that is not an object is missing', () => {
    const result = validatePack('hello');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ file: 'pack', path: '$' });
  });
});
