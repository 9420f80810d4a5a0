import { describe, expect, it } from 'vitest';
import { isSameData, keepUnchanged } from './same-data';

describe('isSameData', () => {
  it('compares JSON values by what they hold', () => {
    expect(isSameData({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(isSameData({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isSameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(isSameData([], {})).toBe(false);
    expect(isSameData(null, {})).toBe(false);
    expect(isSameData(0, -0)).toBe(false);
  });
});

describe('keepUnchanged', () => {
  const previous = {
    round: 1,
    monsters: { a: { health: 5, conditions: [] }, b: { health: 3, conditions: [{ name: 'poison' }] } },
    order: ['a', 'b'],
  };

  it('keeps the parts that did not change, so a panel showing them renders nothing again', () => {
    const next = keepUnchanged(previous, {
      round: 1,
      monsters: { a: { health: 4, conditions: [] }, b: { health: 3, conditions: [{ name: 'poison' }] } },
      order: ['a', 'b'],
    });
    expect(next).toEqual({
      round: 1,
      monsters: { a: { health: 4, conditions: [] }, b: { health: 3, conditions: [{ name: 'poison' }] } },
      order: ['a', 'b'],
    });
    expect(next).not.toBe(previous);
    expect(next.monsters.b).toBe(previous.monsters.b);
    expect(next.monsters.a.conditions).toBe(previous.monsters.a.conditions);
    expect(next.order).toBe(previous.order);
    expect(next.monsters.a).not.toBe(previous.monsters.a);
  });

  it('returns the previous value itself when nothing changed', () => {
    expect(keepUnchanged(previous, JSON.parse(JSON.stringify(previous)))).toBe(previous);
  });

  it('takes a removed key, a shorter array or a changed type as a change', () => {
    const fewer = keepUnchanged(previous, { ...previous, monsters: { a: previous.monsters.a }, order: ['a'] });
    expect(fewer.monsters).toEqual({ a: previous.monsters.a });
    expect(fewer.order).toEqual(['a']);
    expect(keepUnchanged({ x: [1] }, { x: { 0: 1 } })).toEqual({ x: { 0: 1 } });
  });
});
