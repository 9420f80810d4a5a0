/**
 * A Gloomhaven Secretariat save written for the tests from GHS's model as documented (game export:
 * the game with `revision`, `party`, `characters`; data dump: storage keys `game`, `settings`,
 * `undo`…). The party and characters are invented; nothing comes from a real backup.
 */
export function ghsTestGame(): Record<string, unknown> {
  const party = {
    id: 0,
    name: 'The Lantern Bearers',
    edition: 'gh',
    location: 'Gloomhaven',
    notes: 'Owes the Sleeping Lion a round.',
    achievements: '',
    achievementsList: ['first-steps', 'jekserah-s-plans'],
    globalAchievements: '',
    globalAchievementsList: ['city-rule-economic'],
    reputation: 4,
    prosperity: 6,
    donations: 40,
    campaignMode: true,
    scenarios: [scenario('1'), scenario('2'), scenario('3')],
    manualScenarios: [scenario('8')],
    casualScenarios: [],
    conclusions: [],
    treasures: [{ name: '7', edition: 'gh' }],
    unlockedItems: [],
    players: [],
    weeks: 0,
    characters: [],
    inspiration: 0,
    factionReputation: {},
    imbuement: 0,
    retirements: [character('tinkerer', 'Old Wick', 5, 300, { retired: true, gold: 0, items: [] })],
  };
  return {
    revision: 57,
    revisionOffset: 0,
    edition: 'gh',
    conditions: [],
    figures: ['gh-brute', 'gh-angry-face'],
    characters: [
      character('brute', 'Bramble Tusk', 3, 160, {
        gold: 45,
        items: [
          { name: '1', edition: 'gh' },
          { name: '13', edition: 'gh' },
        ],
        perks: [1, 0, 2],
        battleGoals: 7,
        personalQuest: '515',
        notes: 'Hates stairs.',
        equippedItems: [{ name: '1', edition: 'gh' }],
      }),
      { ...character('angry-face', 'Quiet Fern', 2, 60, { gold: 12, battleGoals: 2 }), health: 6, loot: 2 },
    ],
    monsters: [],
    state: 'draw',
    level: 2,
    round: 0,
    party,
    parties: [party],
  };
}

export function ghsTestDataDump(): Record<string, unknown> {
  return { game: ghsTestGame(), settings: { zoom: 100, locale: 'en' }, undo: [], redo: [], 'undo-infos': [], 'game-backup': [] };
}

function scenario(index: string) {
  return { index, edition: 'gh', isCustom: false, custom: '' };
}

function character(name: string, title: string, level: number, experience: number, progress: Record<string, unknown>) {
  return {
    name,
    edition: 'gh',
    title,
    level,
    experience: 0,
    loot: 0,
    exhausted: false,
    health: 10,
    maxHealth: 10,
    progress: {
      experience,
      gold: 0,
      items: [],
      perks: [],
      battleGoals: 0,
      notes: '',
      retired: false,
      retirements: 0,
      extraPerks: 0,
      ...progress,
    },
  };
}
