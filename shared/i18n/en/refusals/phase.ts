/** Refusals of the campaign's phase (shared/rules/campaign/phase.ts): where the party is decides what it may do. */
export const phase = {
  inTownOnly:
    '{action, select, create {New characters are created} enhance {{name} can buy enhancements} retire {{name} can retire} catchUp {{name} can catch up to the prosperity level} other {{name} can do this}} only while the party visits Gloomhaven; return to town first.',
  afterCityEvent:
    'The City Phase begins with its city event: draw and resolve it first, then {action, select, create {create the new character} enhance {{name} can buy enhancements} retire {{name} can retire} catchUp {{name} can catch up to the prosperity level} levelUp {{name} can level up} buy {{name} can buy items} sell {{name} can sell items} donate {{name} can donate} other {{name} can do this}}.',
  levelsBeforeLeaving: 'A level that is earned is taken in town, before the party leaves Gloomhaven: {due}.',
  levelDue: '{name} takes level {level}',
  casualResult:
    "In casual mode a scenario's result is not written into the campaign: scenario {scenario} is not marked completed or played. Switch to campaign mode to record it.",
  casualTravel:
    'In casual mode the party does not travel: set the scenario up under “Play a scenario”, and the campaign stays where it is. Switch to campaign mode to travel.',
};
