import type { BattleGoal, GameEvent, Item, PersonalQuest } from '../model/campaign-cards';

/** Haven's own demo items, events, personal quests and battle goals (invented text). */
export const demoItems: Item[] = [
  {
    id: 'item-1',
    number: 1,
    name: 'Reed Sandals',
    cost: 15,
    slot: 'legs',
    count: 2,
    prosperity: 1,
    usage: 'spent',
    text: 'During your move, ignore difficult terrain.',
  },
  {
    id: 'item-2',
    number: 2,
    name: 'Copper Lantern',
    cost: 25,
    slot: 'oneHand',
    count: 2,
    prosperity: 1,
    usage: 'spent',
    text: 'Infuse light at the end of your turn.',
  },
  {
    id: 'item-3',
    number: 3,
    name: 'Millstone Buckler',
    cost: 35,
    slot: 'oneHand',
    count: 1,
    prosperity: 2,
    usage: 'persistent',
    text: 'Shield 1 against melee attacks.',
  },
  {
    id: 'item-4',
    number: 4,
    name: 'Tonic of Bark',
    cost: 10,
    slot: 'small',
    count: 4,
    prosperity: 1,
    usage: 'consumed',
    text: 'Heal 2, self.',
  },
  {
    id: 'item-5',
    number: 5,
    name: 'Wicker Helm',
    cost: 20,
    slot: 'head',
    count: 2,
    prosperity: 1,
    usage: 'spent',
    text: 'When attacked, gain shield 1 for that attack. Adds one -1 card to your attack modifier deck.',
    minusOnes: 1,
  },
];

export const demoEvents: GameEvent[] = [
  {
    id: 'city-1',
    deck: 'city',
    number: 1,
    text: 'A miller asks the party to clear eels from the town sluice.',
    options: [
      { label: 'A', choice: 'Wade in.', outcomes: [{ text: 'Cold, wet, thanked.', effects: ['reputation 1'] }], returnsToDeck: false },
      {
        label: 'B',
        choice: 'Point him to the fishmonger.',
        outcomes: [{ text: 'He sighs and pays you for the tip.', effects: ['gold 5'] }],
        returnsToDeck: true,
      },
    ],
  },
  {
    id: 'city-2',
    deck: 'city',
    number: 2,
    text: 'A street painter offers to paint the party for the guild hall.',
    options: [
      {
        label: 'A',
        choice: 'Pose proudly.',
        outcomes: [
          { condition: 'If reputation is 3 or more', text: 'The picture draws a crowd.', effects: ['prosperity 1'] },
          { text: 'Nobody stops to look.', effects: [] },
        ],
        returnsToDeck: false,
      },
      { label: 'B', choice: 'Decline.', outcomes: [{ effects: [] }], returnsToDeck: true },
    ],
  },
  {
    id: 'road-1',
    deck: 'road',
    number: 1,
    text: 'A cart has lost a wheel on the causeway.',
    options: [
      {
        label: 'A',
        choice: 'Help lift it.',
        outcomes: [{ text: 'Sore backs, grateful carter.', effects: ['experience 5 each'] }],
        returnsToDeck: true,
      },
      {
        label: 'B',
        choice: 'Help yourselves to the cargo.',
        outcomes: [{ text: 'Turnips, mostly.', effects: ['gold 3 each', 'reputation -1'] }],
        returnsToDeck: false,
      },
    ],
  },
];

export const demoPersonalQuests: PersonalQuest[] = [
  {
    id: 'personal-quest-1',
    number: 1,
    name: 'Keeper of Small Lights',
    requirements: [{ text: 'Scenarios completed while carrying a lantern', target: 4 }],
    unlocks: { characterClass: 'reedwalker' },
  },
  {
    id: 'personal-quest-2',
    number: 2,
    name: 'The Long Walk',
    requirements: [
      { text: 'Road events resolved', target: 6 },
      { text: 'Complete "The Sunken Mill"', target: 1 },
    ],
    unlocks: { envelope: 'Mill' },
  },
];

export const demoBattleGoals: BattleGoal[] = [
  { id: 'battle-goal-1', number: 1, name: 'Lamplighter', checks: 1, text: 'Infuse light at least twice during the scenario.' },
  { id: 'battle-goal-2', number: 2, name: 'Steady Feet', checks: 1, text: 'Never lose a card to avoid damage during the scenario.' },
  { id: 'battle-goal-3', number: 3, name: 'Clean Sweep', checks: 2, text: 'Kill the last monster in the scenario yourself.' },
];
