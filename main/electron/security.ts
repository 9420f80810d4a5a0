import type { BrowserWindow, Session } from 'electron';
import { contentSecurityPolicy } from '../web/static';
import { APP_INDEX_URL } from './app-protocol';

/** Whether a URL is one of our own pages: the built files, or the dev server in development. */
export function isOwnUrl(url: string, rendererUrl: string): boolean {
  try {
    const target = new URL(url);
    const own = new URL(rendererUrl);
    return target.protocol === own.protocol && target.host === own.host && target.pathname === own.pathname;
  } catch {
    return false;
  }
}

/**
 * The page the window loads: our built files over app://. The dev server's address
 * (ELECTRON_RENDERER_URL, set by electron-vite) counts only in a development build; a packaged
 * app ignores it, so an environment variable cannot point the window at another page.
 */
export function rendererUrlFor(isPackaged: boolean, env: NodeJS.ProcessEnv): string {
  const devUrl = env.ELECTRON_RENDERER_URL;
  return !isPackaged && devUrl ? devUrl : APP_INDEX_URL;
}

/** The slices of BrowserWindow and Session lockDown uses (tests pass fakes). */
export type LockableWindow = Pick<BrowserWindow, 'webContents'>;
export type LockableSession = Pick<
  Session,
  'webRequest' | 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

/**
 * Electron's security checklist for our one window: a strict CSP on every response, no
 * navigation or redirect away from our page, no new windows, no webviews, no permission granted
 * or even reported as granted.
 */
export function lockDown(window: LockableWindow, session: LockableSession, rendererUrl: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy()] } });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isOwnUrl(url, rendererUrl)) event.preventDefault();
  };
  window.webContents.on('will-navigate', stayHome);
  window.webContents.on('will-redirect', stayHome);
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
