import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBoardEdit } from '../../../shared/board/edit';
import { emptyPosition } from '../../../shared/board/position';
import { startHost, type Host } from '../../host';

let host: Host;
let sessionId: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const call = async (channel: string, input: unknown): Promise<any> => host.invoke(channel as never, input as never);

beforeAll(async () => {
  host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-board-')), mode: 'test' });
  const started = await call('scenarios.start', {
    packId: 'haven-demo-gh1',
    scenarioId: 'demo-1',
    characters: [{ name: 'Ada', classId: 'lanternwright', level: 1 }],
  });
  expect(started.ok).toBe(true);
  sessionId = started.value.id;
});
afterAll(() => host.close());

describe('the board of a scenario session', () => {
  const position = applyBoardEdit(emptyPosition('gh'), { type: 'fillRectangle', from: [0, 0], to: [2, 1], terrain: 'floor' });

  it('is null until saved, then reads back as saved', async () => {
    expect(await call('scenarioBoard.get', { sessionId })).toEqual({ ok: true, value: null });
    expect((await call('scenarioBoard.save', { sessionId, position })).ok).toBe(true);
    expect((await call('scenarioBoard.get', { sessionId })).value).toEqual(position);
    const moved = applyBoardEdit(position, { type: 'paintTerrain', hexes: [[0, 0]], terrain: 'wall' });
    await call('scenarioBoard.save', { sessionId, position: moved });
    expect((await call('scenarioBoard.get', { sessionId })).value.tiles['0,0']).toBe('wall');
  });

  it('refuses what is not a board, or a session that is not there, and changes nothing', async () => {
    const bad = await call('scenarioBoard.save', { sessionId, position: { ...position, format: 'other' } });
    expect(bad).toMatchObject({ ok: false, code: 'invalid-input' });
    const missing = await call('scenarioBoard.save', { sessionId: 'nope', position });
    expect(missing).toMatchObject({ ok: false, code: 'not-found' });
    expect(missing.error).toContain('Nothing was changed');
    expect((await call('scenarioBoard.get', { sessionId })).value.tiles['0,0']).toBe('wall');
  });

  it('goes with its session', async () => {
    expect((await call('scenarios.delete', { sessionId })).ok).toBe(true);
    expect(await call('scenarioBoard.get', { sessionId })).toMatchObject({ ok: false, code: 'not-found' });
  });
});
