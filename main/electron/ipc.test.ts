import { describe, expect, it, vi } from 'vitest';
import type { Host } from '../host';
import { registerIpc, type MainIpc } from './ipc';

function fakes() {
  let handler: ((event: { senderFrame: unknown }, ...args: unknown[]) => Promise<unknown>) | undefined;
  const ipcMain: MainIpc = { handle: (_c, h) => void (handler = h), removeHandler: vi.fn() };
  let listener: ((name: string, payload: unknown) => void) | undefined;
  const host = {
    invoke: vi.fn(async () => ({ ok: true, value: 'done' })),
    subscribe: (l: (name: string, payload: unknown) => void) => {
      listener = l;
      return () => (listener = undefined);
    },
  } as unknown as Host;
  return {
    ipcMain,
    host,
    call: (frame: unknown, ...args: unknown[]) => handler!({ senderFrame: frame }, ...args),
    emit: (n: string, p: unknown) => listener?.(n, p),
  };
}

describe('Electron IPC registration', () => {
  const ours = { url: 'file:///app/index.html' };
  it('hands requests from our own main frame to the host', async () => {
    const f = fakes();
    registerIpc(f.ipcMain, f.host, (frame) => frame === ours, vi.fn());
    expect(await f.call(ours, 'campaigns.list', {})).toEqual({ ok: true, value: 'done' });
    expect(f.host.invoke).toHaveBeenCalledWith('campaigns.list', {});
  });

  it("passes on the window's language with its request", async () => {
    const f = fakes();
    registerIpc(f.ipcMain, f.host, (frame) => frame === ours, vi.fn());
    await f.call(ours, 'content.list', {}, 'de');
    expect(f.host.invoke).toHaveBeenCalledWith('content.list', {}, 'de');
  });

  it('refuses any other frame without touching the host', async () => {
    const f = fakes();
    registerIpc(f.ipcMain, f.host, (frame) => frame === ours, vi.fn());
    expect(await f.call({ url: 'https://evil.example' }, 'campaigns.delete', {})).toMatchObject({
      ok: false,
      error: "Requests are accepted only from Haven's own window. Nothing was changed.",
    });
    expect(await f.call({ url: 'https://evil.example' }, 'campaigns.delete', {}, 'de')).toMatchObject({
      ok: false,
      error: 'Anfragen werden nur aus Havens eigenem Fenster angenommen. Es wurde nichts geändert.',
    });
    expect(f.host.invoke).not.toHaveBeenCalled();
  });

  it('forwards host events to the window and stops on dispose', () => {
    const f = fakes();
    const send = vi.fn();
    const dispose = registerIpc(f.ipcMain, f.host, () => true, send);
    f.emit('campaigns.changed', { campaignId: 'c' });
    expect(send).toHaveBeenCalledWith('haven:event', 'campaigns.changed', { campaignId: 'c' });
    dispose();
    f.emit('campaigns.changed', { campaignId: 'c' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(f.ipcMain.removeHandler).toHaveBeenCalledWith('haven:invoke');
  });
});
