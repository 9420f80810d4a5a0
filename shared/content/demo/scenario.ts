import type { Scenario } from '../model/scenario';

/**
 * "The Sunken Mill": Haven's own two-room demo scenario. The party starts on the mill floor; the
 * door to the wheel chamber opens the second room, where the Mill Warden waits.
 */
export const sunkenMill: Scenario = {
  id: 'demo-1',
  index: 'demo-1',
  name: 'The Sunken Mill',
  isInitial: true,
  monsters: ['thornling', 'bog-shambler', 'ember-moth', 'mill-warden'],
  rooms: [
    {
      number: 1,
      tile: 'Mill Floor',
      isStart: true,
      doorsTo: [2],
      placements: [
        { monster: 'thornling', normal: [2, 2, 3], elite: [0, 1, 1] },
        { monster: 'ember-moth', normal: [1, 2, 2], elite: [0, 0, 1] },
      ],
    },
    {
      number: 2,
      tile: 'Wheel Chamber',
      isStart: false,
      doorsTo: [],
      placements: [
        { monster: 'bog-shambler', normal: [1, 1, 2], elite: [0, 1, 1] },
        { monster: 'mill-warden', normal: [1, 1, 1], elite: [0, 0, 0] },
      ],
    },
  ],
  objectives: [{ name: 'Sluice Gate', health: '3+L', isEscort: false }],
  allies: [],
  specialRules: [
    'The door between the rooms opens when any character ends a move next to it.',
    'Round 4 (end): if the Sluice Gate still stands, every figure in the Wheel Chamber suffers 1 damage.',
  ],
  unlocks: [],
  requirements: [],
  links: [],
};
