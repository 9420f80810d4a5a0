import { describe, expect, it } from 'vitest';
import { run } from './campaign.fixture';
import { emptyCampaign } from './state';
import { i18nIn } from '../../i18n/catalogs.fixture';
import { wordRefusal } from '../refusal';
import { campaignCommandSchema } from './commands';
import { decideCampaign } from './decide';

// Level 3, so that Trample (a level 3 card) is in Grok's pool (p. 44).
const rich = (edition: 'gh1' | 'gh2') =>
  run(
    emptyCampaign('c1', 'Test', edition, 'campaign'),
    { type: 'CreateCharacter', characterId: 'x', classId: 'Brute', name: 'Grok', gold: 500 },
    { type: 'GainExperience', characterId: 'x', amount: 95 },
    { type: 'LevelUp', characterId: 'x' },
    { type: 'LevelUp', characterId: 'x' },
  );
const trample = {
  type: 'BuyEnhancement',
  characterId: 'x',
  card: 'Trample',
  half: 'top',
  enhancement: 'attack',
  cardLevel: 3,
  hasMultipleTargets: true,
  // No class data gives its slots here: the player says the card has one.
  isSlotConfirmed: true,
} as const;

describe('buying enhancements in town (1st ed. rulebook pp. 45-47; 2nd ed. rulebook p. 65)', () => {
  it('waits for The Power of Enhancement', () => {
    expect(() => run(rich('gh1'), trample)).toThrow(/The Power of Enhancement/);
  });

  it('is paid by the character, recorded on it, and a second sticker on the action costs 75 more', () => {
    const open = run(rich('gh1'), { type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' });
    const once = run(open, trample);
    expect(once.characters[0]?.gold).toBe(350);
    expect(once.characters[0]?.enhancements).toEqual([{ card: 'Trample', half: 'top', enhancement: 'attack' }]);
    const twice = run(once, { ...trample, enhancement: 'attackHex', hexes: 3 });
    expect(twice.characters[0]?.gold).toBe(350 - 191);
  });

  it('1st edition: a class has at most as many enhanced cards as the prosperity level', () => {
    const open = run(rich('gh1'), { type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' });
    const one = run(open, { ...trample, cardLevel: 1, hasMultipleTargets: false });
    expect(() => run(one, { ...trample, card: 'Skewer', cardLevel: 1, hasMultipleTargets: false })).toThrow(/prosperity level 1/);
    // The same card again is allowed.
    expect(() => run(one, { ...trample, cardLevel: 1, hasMultipleTargets: false })).not.toThrow();
  });

  it('refuses more than the character has, and a sticker the edition lacks', () => {
    const open = run(rich('gh2'), { type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' });
    expect(() => run(open, { ...trample, enhancement: 'disarm' })).toThrow(/no Disarm sticker/);
    const poor = run(open, { type: 'ChangeGold', characterId: 'x', amount: -480 });
    expect(() => run(poor, trample)).toThrow(/has 20 gold; this enhancement costs 150/);
  });
});

describe('where an enhancement may go (pp. 44-46)', () => {
  const open = () => run(rich('gh1'), { type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' });

  it('only on a card of the level the character has taken or lower', () => {
    expect(() => run(open(), { ...trample, cardLevel: 4 })).toThrow(
      'Trample is a level 4 card and Grok is level 3: only cards of the level Grok has taken or lower are in the pool to enhance',
    );
  });

  it("only where the class data gives a slot that takes the sticker, one sticker a slot; without the data, the player's word", () => {
    const squareOnly = { ...trample, isSlotConfirmed: false, slots: ['square' as const] };
    expect(run(open(), squareOnly).characters[0]?.enhancements).toHaveLength(1);
    expect(() => run(open(), { ...squareOnly, enhancement: 'poison' as const })).toThrow(
      'The top half of Trample has no free slot that takes this sticker',
    );
    expect(() => run(open(), squareOnly, squareOnly)).toThrow(/no free slot/);
    expect(
      run(open(), { ...squareOnly, slots: ['diamond' as const], enhancement: 'poison' as const }).characters[0]?.enhancements,
    ).toHaveLength(1);
    expect(() => run(open(), { ...trample, isSlotConfirmed: false })).toThrow('The content does not say which slots Trample has');
  });
});

describe("a sticker the edition does not have is named by the reader's catalog (issue 28)", () => {
  it('refuses +1 Teleport in the 1st edition, in English and German, from the one table of sticker names', () => {
    const open = run(rich('gh1'), { type: 'AddAchievement', scope: 'global', name: 'The Power of Enhancement' });
    const decision = decideCampaign(open, campaignCommandSchema.parse({ ...trample, enhancement: 'teleport' }));
    if (!('violation' in decision)) throw new Error('not refused');
    const refused = decision.violation.refusal!;
    expect(refused.words).toEqual({ sticker: { key: 'history.enhancements.teleport' } });
    expect(decision.violation.message).toBe('The 1st edition has no +1 Teleport sticker; nothing was bought.');
    expect(wordRefusal(refused, (key, values) => i18nIn('de').t(key as never, values as never) as unknown as string)).toBe(
      'Die 1. Edition hat keinen Aufkleber +1 Teleportieren; es wurde nichts gekauft.',
    );
  });
});
