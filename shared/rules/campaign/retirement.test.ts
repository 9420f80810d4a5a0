import { describe, expect, it } from 'vitest';
import { RETIREMENT_PROSPERITY, isPersonalQuestFulfilled, retirementPerks, retirementStatus } from './retirement';

it('a retirement raises prosperity by 1 in the 1st edition and 2 in the 2nd', () => {
  expect(RETIREMENT_PROSPERITY).toEqual({ gh1: 1, gh2: 2 });
});

describe('a personal quest is fulfilled when every requirement reaches its target (rulebook pp. 38, 48)', () => {
  it('needs all requirements met', () => {
    expect(isPersonalQuestFulfilled([12], [12])).toBe(true);
    expect(isPersonalQuestFulfilled([11], [12])).toBe(false);
    expect(isPersonalQuestFulfilled([3, 0], [3, 1])).toBe(false);
    expect(isPersonalQuestFulfilled([3, 2], [3, 1])).toBe(true);
    expect(isPersonalQuestFulfilled([], [])).toBe(false);
  });

  it('tells a character with no quest, an unknown card, progress and a fulfilled quest apart', () => {
    expect(retirementStatus({ personalQuest: '', questProgress: [] }, [1])).toBe('no-quest');
    expect(retirementStatus({ personalQuest: 'Seeker of Xorn', questProgress: [] }, null)).toBe('unknown');
    expect(retirementStatus({ personalQuest: '510 Seeker of Xorn', questProgress: [2] }, [3])).toBe('in-progress');
    expect(retirementStatus({ personalQuest: '510 Seeker of Xorn', questProgress: [3] }, [3])).toBe('fulfilled');
  });
});

it("gives a player's next character one extra perk per character that player retired (p. 48)", () => {
  const characters = [
    { player: 'Anna', isRetired: true },
    { player: 'Anna', isRetired: true },
    { player: 'Anna', isRetired: false },
    { player: 'Ben', isRetired: false },
    { player: '', isRetired: true },
  ];
  expect(retirementPerks(characters, 'Anna')).toBe(2);
  expect(retirementPerks(characters, ' Anna ')).toBe(2);
  expect(retirementPerks(characters, 'Ben')).toBe(0);
  expect(retirementPerks(characters, '')).toBe(0);
});

it('a character who died under permanent death earns its player no extra perk (rulebook pp. 48, 50)', () => {
  const characters = [
    { player: 'Anna', isRetired: true },
    { player: 'Anna', isRetired: true, isDead: true },
  ];
  expect(retirementPerks(characters, 'Anna')).toBe(1);
});
