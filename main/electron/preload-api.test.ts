import { describe, expect, it, vi } from 'vitest';
import { createHavenApi } from '../../preload/api';

describe('the preload API', () => {
  it('passes contract channels to main and stops anything else', async () => {
    const ipc = { invoke: vi.fn(async () => ({ ok: true, value: [] })), on: vi.fn(), removeListener: vi.fn() };
    const api = createHavenApi(ipc);
    await api.invoke('campaigns.list', {});
    expect(ipc.invoke).toHaveBeenCalledWith('haven:invoke', 'campaigns.list', {});
    const refused = await api.invoke('shell.openExternal', { url: 'x' });
    expect(refused).toMatchObject({ ok: false, code: 'unknown-channel' });
    expect(ipc.invoke).toHaveBeenCalledTimes(1);
  });

  it('subscribes to known host events and returns the disposer', () => {
    const ipc = { invoke: vi.fn(), on: vi.fn(), removeListener: vi.fn() };
    const api = createHavenApi(ipc);
    const seen: unknown[] = [];
    const dispose = api.on('campaigns.changed', (p) => seen.push(p));
    const wrapped = ipc.on.mock.calls[0]![1] as (e: unknown, n: string, p: unknown) => void;
    wrapped({}, 'campaigns.changed', { campaignId: 'a' });
    wrapped({}, 'other', {});
    expect(seen).toEqual([{ campaignId: 'a' }]);
    dispose();
    expect(ipc.removeListener).toHaveBeenCalledWith('haven:event', wrapped);
    api.on('not.an.event', () => {});
    expect(ipc.on).toHaveBeenCalledTimes(1);
  });
});
