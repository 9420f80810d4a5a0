import { describe, expect, it } from 'vitest';
import { lockedClasses, offeredClasses } from './classes';

const classes = [
  { id: 'brute', name: 'Brute', isLocked: false },
  { id: 'sun', name: 'Sun', isLocked: true },
  { id: 'lightning', name: 'Lightning', isLocked: true },
  { id: 'music-note', name: 'Music Note', isLocked: true },
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
    expect(ids(offeredClasses(classes, { unlockedClasses: [], characters: [{ classId: 'Music Note' }] }))).toEqual(['brute', 'music-note']);
    expect(ids(offeredClasses(classes, campaign))).toEqual(['brute', 'sun', 'lightning']);
    expect(ids(lockedClasses(classes, campaign))).toEqual(['music-note']);
  });
});
