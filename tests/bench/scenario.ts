import { evolveAll, nextTurn, replay, type ScenarioCommandInput, type ScenarioState } from '@shared/rules/scenario';
import { decideInput, run, testScenario } from '@shared/rules/scenario/scenario.fixture';
import type { Bench } from './types';

const ROUNDS = 200;
const THROUGHPUT_GOAL = 20_000;
const REPLAY_GOAL_MS = 500;

/** The command a scripted table would issue next: a plain round with attacks, heals and refills. */
function nextCommand(state: ScenarioState, tick: number): ScenarioCommandInput {
  if (state.phase === 'cardSelection') {
    const waiting = Object.values(state.characters).find((c) => c.initiative === null);
    if (waiting !== undefined) {
      return {
        type: 'ChooseInitiative',
        characterId: waiting.id,
        choice: { kind: 'cards', leading: 1 + ((tick * 7) % 90), second: 1 + ((tick * 13) % 90) },
      };
    }
    if (Object.keys(state.monsters).length < 3) {
      return {
        type: 'AddMonsters',
        monsters: [{ typeId: tick % 2 === 0 ? 'rust-hound' : 'gravel-sentry', rank: tick % 3 === 0 ? 'elite' : 'normal' }],
      };
    }
    return { type: 'DrawMonsterAbilityCards' };
  }
  const active = state.activeFigure;
  if (active === null) return nextTurn(state) === undefined ? { type: 'EndRound' } : { type: 'StartTurn' };
  if (active.kind === 'character') {
    const character = state.characters[active.id];
    if (character !== undefined && character.health < 5) return { type: 'Heal', figure: active, amount: 5 };
    const target = Object.keys(state.monsters)[tick % Math.max(1, Object.keys(state.monsters).length)];
    if (target !== undefined && tick % 3 !== 2) {
      return {
        type: 'Attack',
        attacker: active,
        attack: 2,
        targets: [{ target: { kind: 'monster', id: target }, isWithinRetaliateRange: false }],
      };
    }
  }
  return { type: 'EndTurn', moneyTokensLooted: 0 };
}

/** Plays `rounds` scripted rounds, returning the accepted commands and the time spent in decide+evolve. */
function playRounds(initial: ScenarioState, rounds: number): { commands: ScenarioCommandInput[]; ms: number; state: ScenarioState } {
  let state = initial;
  const commands: ScenarioCommandInput[] = [];
  let ms = 0;
  let tick = 0;
  let lastActive = '';
  while (state.round <= rounds && state.phase !== 'ended') {
    let command = nextCommand(state, tick);
    // One action per turn, then end it.
    const active = state.activeFigure === null ? '' : `${state.round}:${state.activeFigure.kind}:${state.activeFigure.id}`;
    if (active !== '' && active === lastActive && command.type !== 'EndTurn') command = { type: 'EndTurn', moneyTokensLooted: 0 };
    lastActive = active;
    tick += 1;
    const started = performance.now();
    const decision = decideInput(state, command);
    if ('violation' in decision) throw new Error(`bench script refused: ${decision.violation.message}`);
    state = evolveAll(state, decision.events);
    ms += performance.now() - started;
    commands.push(command);
  }
  return { commands, ms, state };
}

/**
 * Times the scenario engine: decide+evolve throughput over a scripted 200-round scenario, and a
 * full replay of that log (what undo does: rebuild from the log).
 */
export const bench: Bench = async () => {
  const initial = run(testScenario('gh2', { seed: 'bench' }), {
    type: 'AddMonsters',
    monsters: [
      { typeId: 'rust-hound', rank: 'elite' },
      { typeId: 'gravel-sentry', rank: 'normal' },
    ],
  });
  playRounds(initial, 20); // warm up
  const played = playRounds(initial, ROUNDS);
  const throughput = played.commands.length / (played.ms / 1000);
  replay(initial, played.commands);
  const started = performance.now();
  const replayed = replay(initial, played.commands);
  const replayMs = performance.now() - started;
  if (JSON.stringify(replayed.state) !== JSON.stringify(played.state)) throw new Error('replay differs from the live state');
  const round = (n: number): number => Math.round(n * 10) / 10;
  return [
    {
      name: 'scenario engine: decide+evolve throughput',
      value: Math.round(throughput),
      unit: 'ops/s',
      goal: `> ${THROUGHPUT_GOAL} commands/s`,
      isMet: throughput > THROUGHPUT_GOAL,
    },
    {
      name: `scenario engine: replay of a ${ROUNDS}-round log`,
      value: round(replayMs),
      unit: 'ms',
      goal: `< ${REPLAY_GOAL_MS} ms`,
      isMet: replayMs < REPLAY_GOAL_MS,
    },
    { name: `scenario engine: commands in the ${ROUNDS}-round log`, value: played.commands.length, unit: 'count' },
  ];
};
