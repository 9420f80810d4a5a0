import type { BrowserWindow, Session } from 'electron';
import { contentSecurityPolicy } from '../web/static';

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
 * Electron's security checklist for our one window: a strict CSP on every response, no
 * navigation away from our page, no new windows, no permission prompts.
 */
export function lockDown(window: BrowserWindow, session: Session, rendererUrl: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [contentSecurityPolicy()] } });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  window.webContents.on('will-navigate', (event, url) => {
    if (!isOwnUrl(url, rendererUrl)) event.preventDefault();
  });
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
