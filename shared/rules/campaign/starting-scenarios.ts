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
  return scenarios.filter((s) => s.isInitial === true && !isRandomDungeon(s.index)).map((s) => ({ scenarioId: s.index, name: s.name }));
}

/**
 * The random dungeon (1st ed. rulebook pp. 50-51): both importers give it the key "rnd" (the
 * content model, shared/content/model/scenario.ts). Any party may play it at any time, as often as
 * it likes, and it never progresses the campaign: not completed, no unlocks, no rewards.
 */
export function isRandomDungeon(index: string): boolean {
  return index.trim().toLowerCase() === 'rnd';
}
