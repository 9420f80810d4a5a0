import { describe, expect, it } from 'vitest';
import type { ModifierCard } from './modifier-cards';
import { modifierEffects } from './modifier-effects';

const withEffects = (...effects: string[]): ModifierCard => ({
  id: 'perk',
  kind: 'plus',
  value: 1,
  isRolling: true,
  effects,
  shufflesDeck: false,
  isRemovedWhenDrawn: false,
});

describe('added effects on modifier cards', () => {
  it('reads conditions, elements, pierce and heal; several heals make one heal', () => {
    const effects = modifierEffects([withEffects('poison', 'fire'), withEffects('pierce 3', 'Heal 1'), withEffects('heal 2', 'push 1')]);
    expect(effects).toEqual({ conditions: ['poison'], infusions: ['fire'], pierce: 3, heal: 3, other: ['push 1'] });
  });
});
