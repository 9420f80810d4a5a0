import type { AnyLanguage } from '@shared/i18n';
import type { Kysely } from 'kysely';
import type { NewScenarioSessionParsed, ScenarioSessionView } from '@shared/ipc/scenario-types';
import { decide, evolveAll, openingEvents, scenarioEngine, setUpScenario } from '@shared/rules/scenario';
import type { Database } from '../db/schema';
import { campaignLog } from './campaigns';
import type { ContentService } from './content';
import { prepareSetup, type LayoutOf } from './scenario-setup';
import { refusalInReaderNames, scenarioRefusal } from './scenario-session-rows';
import { sessionView } from './scenario-view';
import { isOfRoom } from '@shared/rules/scenario/objectives';

interface StartOptions {
  now(): string;
  newId(): string;
  newSeed(): number;
  historyLimit: number;
  /** Where a scenario's imported map is found; without it every board is drawn. */
  layoutOf?: LayoutOf | undefined;
}

/**
 * Starting a scenario: its setup read from the content, the first room revealed and the opening
 * rules applied by the engine, then the session written (with what the campaign kept for it) in
 * one transaction.
 */
export function createScenarioStart(
  db: Kysely<Database>,
  content: ContentService,
  { now, newId, newSeed, historyLimit, layoutOf }: StartOptions,
) {
  async function start(input: NewScenarioSessionParsed, language: AnyLanguage): Promise<ScenarioSessionView> {
    const prepared = await prepareSetup(db, content, input, newSeed(), layoutOf);
    // A refusal names a monster type as its pack does in the request's language.
    const refused = async (violation: Parameters<typeof scenarioRefusal>[0]) =>
      refusalInReaderNames(db, input.packId, scenarioRefusal(violation), language);
    const setUp = setUpScenario(prepared.setup);
    if ('violation' in setUp) throw await refused(setUp.violation);
    let state = setUp.state;
    // A first room without monsters is revealed too when an objective stands in it (Savvas Armory's
    // door, scenario 33): objectives come into play with their room (1st ed. rulebook p. 34 "Objective tokens", p. 19).
    const firstRoomId = prepared.firstRoom?.roomId;
    const hasObjectives = (state.objectivesToCome ?? []).some((objective) => isOfRoom(objective, firstRoomId));
    if (prepared.firstRoom !== null && (prepared.firstRoom.monsters.length > 0 || hasObjectives)) {
      // The first room is part of the setup (guide "Scenario setup"): undo never goes before it.
      // A command built here from content data: parsed once, as any command entering the engine, to fill its defaults.
      const reveal = scenarioEngine.commandSchema.parse({
        type: 'RevealRoom',
        roomId: prepared.firstRoom.roomId,
        monsters: prepared.firstRoom.monsters,
      });
      const placed = decide(state, reveal);
      if ('violation' in placed) throw await refused(placed.violation);
      state = evolveAll(state, placed.events);
    }
    // The scenario's rules for the start of round 1 (curses in every deck...) are part of the setup too.
    const opening = openingEvents(state);
    if ('violation' in opening) throw await refused(opening.violation);
    state = evolveAll(state, opening.events);
    const id = newId();
    const at = now();
    const json = JSON.stringify(state);
    // One transaction: the session, and the campaign taking what events kept for this scenario's
    // start (put into the setup above), land together or not at all.
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('scenario_sessions')
        .values({
          id,
          campaign_id: input.campaignId ?? null,
          edition: state.edition,
          pack_id: input.packId,
          scenario_id: state.scenarioId,
          name: prepared.name,
          setup: JSON.stringify(prepared.setup),
          initial_state: json,
          state: json,
          status: 'playing',
          created_at: at,
          updated_at: at,
        })
        .execute();
      // The battle goals are dealt at set-up, before the event effects are applied (rulebook p. 12).
      if (input.campaignId !== undefined && prepared.battleGoalDeck.length > 0) {
        await campaignLog.executeIn(trx, input.campaignId, { type: 'DealBattleGoals', deck: prepared.battleGoalDeck }, at);
      }
      if (input.campaignId !== undefined && prepared.takesNextScenarioEffects) {
        await campaignLog.executeIn(trx, input.campaignId, { type: 'TakeNextScenarioEffects', scenarioId: state.scenarioId }, at);
      }
    });
    return sessionView(db, id, language, historyLimit);
  }

  return start;
}
