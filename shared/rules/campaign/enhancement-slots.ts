import { PLUS_ONE_ENHANCEMENTS, type Enhancement } from './enhancements';

/** The shape of an enhancement slot printed on an ability card (the content model's names). */
export type SlotShape = 'square' | 'circle' | 'diamond' | 'diamondPlus' | 'hex' | 'any';

const PLUS_ONE: readonly Enhancement[] = PLUS_ONE_ENHANCEMENTS;
const ELEMENTS_AND_JUMP: readonly Enhancement[] = ['element', 'anyElement', 'jump'];
const NEGATIVE: readonly Enhancement[] = ['poison', 'wound', 'muddle', 'immobilize', 'disarm', 'curse'];
const POSITIVE: readonly Enhancement[] = ['strengthen', 'bless', 'ward'];

/**
 * Which stickers a slot takes, by its printed shape (1st ed. rulebook p. 46, the stickers'
 * restrictions: a +1 goes on a line with a number; conditions on main lines, negative ones where
 * the ability targets enemies, positive ones where it affects allies; an element on any main line;
 * jump on a move; an attack hex on an area attack. The printed slots say which: a square takes a
 * +1 only, a circle also an element or jump, a diamond also a negative condition, a diamond with a
 * plus also a positive condition, a hex an attack hex).
 */
export function slotTakes(shape: SlotShape, sticker: Enhancement): boolean {
  switch (shape) {
    case 'any':
      return true;
    case 'hex':
      return sticker === 'attackHex';
    case 'square':
      return PLUS_ONE.includes(sticker);
    case 'circle':
      return PLUS_ONE.includes(sticker) || ELEMENTS_AND_JUMP.includes(sticker);
    case 'diamond':
      return PLUS_ONE.includes(sticker) || ELEMENTS_AND_JUMP.includes(sticker) || NEGATIVE.includes(sticker);
    case 'diamondPlus':
      return PLUS_ONE.includes(sticker) || ELEMENTS_AND_JUMP.includes(sticker) || POSITIVE.includes(sticker);
  }
}

/**
 * Whether a half of a card has a free slot for the sticker: one of its slots takes it, and the
 * stickers already on that half leave a slot over (each slot holds one sticker; p. 46 "a designated
 * spot"). An attack hex needs no free slot of its own beyond its hex.
 */
export function hasSlotFor(slots: readonly SlotShape[], sticker: Enhancement, stickersOnHalf: number): boolean {
  return (
    slots.some((shape) => slotTakes(shape, sticker)) &&
    (sticker === 'attackHex' || stickersOnHalf < slots.filter((s) => s !== 'hex').length)
  );
}
