/**
 * The scenarios a campaign opens with: those its content marks as open from the start (the data's
 * "initial" flag: Black Barrow in gh.json, Training Course and Bandit Camp in gh2e.json; 1st ed.
 * rulebook p. 6 names Black Barrow the first scenario). The random dungeon ("rnd"), marked so in
 * gh.json, is not a scenario of the campaign map: random dungeons "will not progress the campaign
 * in any way" (1st ed. rulebook p. 51), so it is not unlocked.
 */
export function startingScenarios(
  scenarios: ReadonlyArray<{ index: string; name: string; isInitial?: boolean | undefined }>,
): Array<{ scenarioId: string; name: string }> {
  return scenarios.filter((s) => s.isInitial === true && s.index !== 'rnd').map((s) => ({ scenarioId: s.index, name: s.name }));
}
