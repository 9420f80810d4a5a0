import { describe, expect, it } from 'vitest';
import { lockedClasses, offeredClasses } from './classes';

const classes = [
  { id: 'brute', isLocked: false },
  { id: 'sun', isLocked: true },
  { id: 'lightning', isLocked: true },
  { id: 'music-note', isLocked: true },
];
const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);

describe('classes offered at character creation (rulebook pp. 6, 40)', () => {
  it('offers only the starting classes in a new campaign', () => {
    const campaign = { unlockedClasses: [], characters: [] };
    expect(ids(offeredClasses(classes, campaign))).toEqual(['brute']);
    expect(ids(lockedClasses(classes, campaign))).toEqual(['sun', 'lightning', 'music-note']);
  });

  it('offers a locked class once opened, or once a character of the campaign plays it', () => {
    const campaign = { unlockedClasses: ['sun'], characters: [{ classId: 'lightning' }] };
    expect(ids(offeredClasses(classes, campaign))).toEqual(['brute', 'sun', 'lightning']);
    expect(ids(lockedClasses(classes, campaign))).toEqual(['music-note']);
  });
});
