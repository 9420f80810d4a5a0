import { describe, expect, it } from 'vitest';
import { applyInfusions, canConsume, inertBoard, waneElements } from './elements';

describe('elements', () => {
  it('infusions become strong, then wane one column per round', () => {
    const strong = applyInfusions(inertBoard(), ['fire', 'dark']);
    expect(strong.fire).toBe('strong');
    const waned = waneElements(strong);
    expect(waned.fire).toBe('waning');
    expect(waneElements(waned).fire).toBe('inert');
    expect(waned.ice).toBe('inert');
  });

  it.each(['gh1', 'gh2'] as const)('%s: only a strong or waning element can be consumed', (edition) => {
    const board = { ...inertBoard(), fire: 'strong' as const, ice: 'waning' as const };
    expect(canConsume(edition, 'fire', board, board)).toBe(true);
    expect(canConsume(edition, 'ice', board, board)).toBe(true);
    expect(canConsume(edition, 'air', board, board)).toBe(false);
  });

  it('2nd edition: the element must have been available at the start of the turn', () => {
    const atStart = inertBoard();
    const now = { ...inertBoard(), light: 'strong' as const };
    expect(canConsume('gh1', 'light', now, atStart)).toBe(true);
    expect(canConsume('gh2', 'light', now, atStart)).toBe(false);
  });
});
