import { describe, expect, it } from 'vitest';
import { run } from '../campaign.fixture';
import { emptyCampaign } from '../state';
import { copiesInStock, isInShop } from './stock';

const town = () =>
  run(
    emptyCampaign('c', 'Town', 'gh1', 'campaign'),
    { type: 'CreateCharacter', characterId: 'a', classId: 'brute', name: 'Ada', gold: 30 },
    { type: 'AddItem', characterId: 'a', item: 'Boots' },
  );

describe('the shop stock rule (1st ed. rulebook "Buying and Selling Items")', () => {
  it('holds items up to the prosperity level, whether the item says null or nothing for a design-only card', () => {
    expect(isInShop(town(), { name: 'Boots', prosperity: 1 })).toBe(true);
    expect(isInShop(town(), { name: 'Cloak', prosperity: 2 })).toBe(false);
    expect(isInShop(town(), { name: 'Design', prosperity: null })).toBe(false);
    expect(isInShop(town(), { name: 'Design' })).toBe(false);
    expect(isInShop(run(town(), { type: 'UnlockItemDesign', name: 'Design' }), { name: 'Design' })).toBe(true);
  });

  it('counts the copies the active party owns against the card count', () => {
    expect(copiesInStock(town(), { name: 'Boots', count: 2 })).toBe(1);
    expect(copiesInStock(town(), { name: 'Boots', count: 1 })).toBe(0);
    expect(
      copiesInStock(
        run(
          town(),
          { type: 'SetPersonalQuest', characterId: 'a', quest: 'Seeker of Xorn' },
          { type: 'RetireCharacter', characterId: 'a', isQuestFulfilled: true },
        ),
        { name: 'Boots', count: 1 },
      ),
    ).toBe(1);
  });
});
