import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from '../../main/host';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { Bench, BenchFigure } from './types';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The scenario host: one executed command's round trip through the host's router (parse, decide,
 * one transaction writing the log row and the snapshot, the worked-out view back), and undo after
 * 200 rounds, which rebuilds the state by replaying every stored event from the initial state.
 */
export const bench: Bench = async () => {
  const figures: BenchFigure[] = [];
  const host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-bench-scenario-')), mode: 'test' });
  const call = async (channel: string, input: unknown): Promise<ScenarioSessionView> => {
    const result = await host.invoke(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error}`);
    return result.value as ScenarioSessionView;
  };
  const started = await call('scenarios.start', {
    packId: 'haven-demo-gh1',
    scenarioId: 'demo-1',
    characters: [
      { name: 'Ada', classId: 'lanternwright', level: 3 },
      { name: 'Bo', classId: 'reedwalker', level: 3 },
    ],
  });
  const sessionId = started.id;
  const exec = (command: unknown) => call('scenarios.execute', { sessionId, command });

  const roundTrips: number[] = [];
  let commands = 0;
  for (let round = 1; round <= 200; round++) {
    for (const [characterId, leading] of [
      ['character-1', 10],
      ['character-2', 50],
    ] as const) {
      const t0 = performance.now();
      await exec({ type: 'ChooseInitiative', characterId, choice: { kind: 'cards', leading: leading + (round % 7), second: 90 } });
      roundTrips.push(performance.now() - t0);
    }
    let view = await exec({ type: 'DrawMonsterAbilityCards' });
    commands += 3;
    while (view.turnOrder.some((slot) => slot.status === 'pending')) {
      await exec({ type: 'StartTurn' });
      view = await exec({ type: 'EndTurn' });
      commands += 2;
    }
    await exec({ type: 'EndRound' });
    commands += 1;
  }
  figures.push({
    name: 'executed command round trip (median)',
    value: median(roundTrips),
    unit: 'ms',
    goal: '< 20 ms',
    isMet: median(roundTrips) < 20,
  });
  figures.push({ name: 'commands in the 200-round log', value: commands, unit: 'count' });

  const undoTimes: number[] = [];
  const redoTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    let t0 = performance.now();
    await call('scenarios.undo', { sessionId });
    undoTimes.push(performance.now() - t0);
    t0 = performance.now();
    await call('scenarios.redo', { sessionId });
    redoTimes.push(performance.now() - t0);
  }
  figures.push({
    name: '200-round replay (undo rebuilds from the log, median)',
    value: median(undoTimes),
    unit: 'ms',
    goal: '< 500 ms',
    isMet: median(undoTimes) < 500,
  });
  figures.push({
    name: 'redo after 200 rounds (median)',
    value: median(redoTimes),
    unit: 'ms',
    goal: '< 50 ms',
    isMet: median(redoTimes) < 50,
  });
  await host.close();
  return figures;
};
