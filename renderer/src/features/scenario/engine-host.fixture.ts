import type { IpcResult } from '@shared/ipc/contract';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import { run } from '@shared/rules/scenario/scenario.fixture';
import type { ScenarioCommandInput, ScenarioState } from '@shared/rules/scenario';
import { tableStateOf } from '@shared/rules/scenario/view/table-state';
import { modifierDecksView, monsterGroupsView, turnOrderView } from '@shared/rules/scenario/view/views';
import type { HavenApi } from '../../bridge/transport';

/** A session's view as the host builds it for screens, from an engine state (no content, no history). */
export function viewOf(state: ScenarioState): ScenarioSessionView {
  return {
    id: 's1',
    campaignId: null,
    packId: null,
    scenarioId: 'test-scenario',
    name: 'Test scenario',
    edition: state.edition,
    status: 'playing',
    state: tableStateOf(state),
    board: null,
    canUndo: false,
    canRedo: false,
    turnOrder: turnOrderView(state),
    itemNames: {},
    monsterGroups: monsterGroupsView(state),
    rooms: [],
    modifierDecks: modifierDecksView(state),
    lastModifierDraw: null,
    settlement: null,
    rewards: null,
    appliedCheckmarks: null,
    kills: [],
    specialRules: [],
    history: [],
  } as unknown as ScenarioSessionView;
}

/**
 * The scenario host of a component test: the session `s1` in memory, its commands decided and
 * applied by the real engine (a refusal answered with the rule's sentence), the new view answered.
 * `sent` lists the commands the screen sent.
 */
export function engineHost(initial: ScenarioState) {
  let state = initial;
  const sent: ScenarioCommandInput[] = [];
  const transport: HavenApi = {
    invoke(channel, input): Promise<IpcResult> {
      if (channel === 'scenarios.get') return Promise.resolve({ ok: true, value: viewOf(state) });
      if (channel !== 'scenarios.execute') return Promise.resolve({ ok: false, code: 'request', error: `${channel} is not in this test` });
      const { command } = input as { command: ScenarioCommandInput };
      sent.push(command);
      try {
        state = run(state, command);
      } catch (error) {
        return Promise.resolve({ ok: false, code: 'rule-violation', error: (error as Error).message });
      }
      return Promise.resolve({ ok: true, value: viewOf(state) });
    },
    on: () => () => {},
  };
  return { transport, sent, state: () => state };
}
