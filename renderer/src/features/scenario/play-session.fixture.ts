import type { IpcResult } from '@shared/ipc/contract';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { HavenApi } from '../../bridge/transport';

type Choice = { kind: 'cards'; leading: number; second: number } | { kind: 'longRest'; isForced?: boolean };

const character = (id: string, name: string, initiative: Choice | null) => ({
  id,
  name,
  health: 7,
  maxHealth: 7,
  experience: 0,
  moneyTokens: 0,
  conditions: [],
  isExhausted: false,
  initiative,
});

/**
 * Just enough of a session for the play screen: Ada and Bo in the first round, choosing their
 * initiatives (`choices`), no monsters; `phase` 'turns' once the cards are drawn.
 */
export function sessionView(
  choices: Record<'ada' | 'bo', Choice | null>,
  phase: 'cardSelection' | 'turns' = 'cardSelection',
  canUndo = false,
) {
  const elements = { fire: 'inert', ice: 'inert', air: 'inert', earth: 'inert', light: 'inert', dark: 'inert' };
  return {
    id: 's1',
    campaignId: null,
    name: 'Ad hoc scenario',
    edition: 'gh1',
    status: 'playing',
    canUndo,
    canRedo: false,
    state: {
      round: 1,
      phase,
      level: { scenarioLevel: 1 },
      goalMetInRound: null,
      lossConditionMetInRound: null,
      characters: { ada: character('ada', 'Ada', choices.ada), bo: character('bo', 'Bo', choices.bo) },
      monsters: {},
      summons: {},
      monsterTypes: {},
      activeFigure: null,
      elements,
      pendingInfusions: [],
      monsterTieOrder: [],
      characterTieOrder: ['ada', 'bo'],
      actedThisRound: [],
    },
    turnOrder:
      phase === 'turns'
        ? [
            { figure: { kind: 'character', id: 'ada' }, name: 'Ada', initiative: 12, status: 'pending', isTied: false },
            { figure: { kind: 'character', id: 'bo' }, name: 'Bo', initiative: 99, status: 'pending', isTied: false },
          ]
        : [],
    itemNames: {},
    monsterGroups: [],
    rooms: [],
    modifierDecks: [],
    lastModifierDraw: null,
    history: [],
  } as unknown as ScenarioSessionView;
}

/**
 * A host in the test's hand for the initiative round: it keeps the chosen initiatives as a log the
 * screen's undo and redo walk, answers every change at once with the new view, and records what
 * the screen sent (`sent`: channels, with a scenario command's type and its choice).
 */
export function initiativeHost() {
  const log: Array<{ characterId: 'ada' | 'bo'; choice: Choice }> = [];
  let undone: typeof log = [];
  let phase: 'cardSelection' | 'turns' = 'cardSelection';
  const sent: string[] = [];
  const view = () => {
    const choices: Record<'ada' | 'bo', Choice | null> = { ada: null, bo: null };
    for (const { characterId, choice } of log) choices[characterId] = choice;
    return sessionView(choices, phase, log.length > 0);
  };
  const transport: HavenApi = {
    invoke(channel, input): Promise<IpcResult> {
      const request = input as { command?: { type: string; characterId?: 'ada' | 'bo'; choice?: Choice } };
      if (channel === 'scenarios.get') return Promise.resolve({ ok: true, value: view() });
      if (channel === 'scenarios.undo') {
        sent.push('undo');
        undone = [log.pop()!, ...undone];
      } else if (channel === 'scenarios.redo') {
        sent.push('redo');
        log.push(undone.shift()!);
      } else if (request.command?.type === 'ChooseInitiative') {
        const { characterId, choice } = request.command as { characterId: 'ada' | 'bo'; choice: Choice };
        sent.push(`ChooseInitiative ${characterId} ${JSON.stringify(choice)}`);
        log.push({ characterId, choice });
        undone = [];
      } else if (request.command?.type === 'DrawMonsterAbilityCards') {
        sent.push('DrawMonsterAbilityCards');
        phase = 'turns';
      } else sent.push(`${channel} ${request.command?.type ?? ''}`.trim());
      return Promise.resolve({ ok: true, value: view() });
    },
    on: () => () => {},
  };
  return { transport, sent };
}
