import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { APP_INDEX_URL } from './app-protocol';
import { lockDown, rendererUrlFor, type LockableSession, type LockableWindow } from './security';

/** A window and a session that record what lockDown installs. */
function fakes() {
  const listeners = new Map<string, (event: { preventDefault(): void }, url: string) => void>();
  const handlers: Record<string, unknown> = {};
  const window = {
    webContents: {
      on: (name: string, listener: (event: { preventDefault(): void }, url: string) => void) => listeners.set(name, listener),
      setWindowOpenHandler: (handler: unknown) => (handlers.windowOpen = handler),
    },
  } as unknown as LockableWindow;
  const session = {
    webRequest: { onHeadersReceived: (handler: unknown) => (handlers.headers = handler) },
    setPermissionRequestHandler: (handler: unknown) => (handlers.request = handler),
    setPermissionCheckHandler: (handler: unknown) => (handlers.check = handler),
    setDevicePermissionHandler: (handler: unknown) => (handlers.device = handler),
  } as unknown as LockableSession;
  const fire = (name: string, url = '') => {
    const event = { preventDefault: vi.fn() };
    listeners.get(name)!(event, url);
    return event.preventDefault.mock.calls.length > 0;
  };
  return { window, session, handlers, fire };
}

describe("the desktop window's lock-down", () => {
  it('refuses redirects and navigation away from our page, webviews and new windows', () => {
    const f = fakes();
    lockDown(f.window, f.session, APP_INDEX_URL);
    expect(f.fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(f.fire('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(f.fire('will-redirect', `${APP_INDEX_URL}#/campaign/x`)).toBe(false);
    expect(f.fire('will-navigate', 'app://other/index.html')).toBe(true);
    expect(f.fire('will-navigate', APP_INDEX_URL)).toBe(false);
    expect(f.fire('will-attach-webview')).toBe(true);
    expect((f.handlers.windowOpen as () => unknown)()).toEqual({ action: 'deny' });
  });

  it('grants no permission and reports none as granted', () => {
    const f = fakes();
    lockDown(f.window, f.session, APP_INDEX_URL);
    const answer = vi.fn();
    (f.handlers.request as (c: unknown, p: string, cb: (ok: boolean) => void) => void)({}, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'hid']) {
      expect((f.handlers.check as (c: unknown, p: string) => boolean)({}, permission)).toBe(false);
    }
    expect((f.handlers.device as () => boolean)()).toBe(false);
  });

  it('puts the strict CSP on every response: no WebSocket anywhere (the window talks over IPC)', () => {
    const f = fakes();
    lockDown(f.window, f.session, APP_INDEX_URL);
    const callback = vi.fn();
    (f.handlers.headers as (d: unknown, cb: (r: unknown) => void) => void)({ responseHeaders: { 'X-Other': ['1'] } }, callback);
    const headers = callback.mock.calls[0]![0].responseHeaders;
    expect(headers['X-Other']).toEqual(['1']);
    expect(headers['Content-Security-Policy'][0]).toContain("connect-src 'self';");
    expect(headers['Content-Security-Policy'][0]).not.toMatch(/ws:/);
  });
});

describe('the page the window loads', () => {
  it('is app:// in a packaged app, whatever ELECTRON_RENDERER_URL says', () => {
    expect(rendererUrlFor(true, { ELECTRON_RENDERER_URL: 'https://evil.example/' })).toBe('app://haven/index.html');
    expect(rendererUrlFor(true, {})).toBe(APP_INDEX_URL);
  });

  it('is the dev server only in a development build', () => {
    expect(rendererUrlFor(false, { ELECTRON_RENDERER_URL: 'http://localhost:5173' })).toBe('http://localhost:5173');
    expect(rendererUrlFor(false, {})).toBe(APP_INDEX_URL);
  });
});

describe('the installer build', () => {
  it("flips Electron's fuses: run-as-node off, NODE_OPTIONS off, app only from the asar and its integrity checked, cookies encrypted", () => {
    const config = readFileSync(resolve(__dirname, '..', '..', 'electron-builder.yml'), 'utf8');
    const fuses = config.slice(config.indexOf('\nelectronFuses:'));
    for (const line of [
      'runAsNode: false',
      'enableNodeOptionsEnvironmentVariable: false',
      'onlyLoadAppFromAsar: true',
      // Issue 26: the asar's hash, embedded by electron-builder, is checked at start (Windows, macOS).
      'enableEmbeddedAsarIntegrityValidation: true',
      'enableCookieEncryption: true',
      'enableNodeCliInspectArguments: false',
    ]) {
      expect(fuses).toMatch(new RegExp(`\\n  ${line}\\n`));
    }
  });
});
