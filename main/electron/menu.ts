import type { MenuItemConstructorOptions } from 'electron';

/** What the desktop menu needs from the shell (index.ts gives Electron's; tests give fakes). */
export interface MenuDeps {
  /** A new launch address of the app's web server (started on first use, as table mode starts it). */
  newLaunchUrl(): Promise<string>;
  openExternal(url: string): Promise<void>;
  copy(text: string): void;
  /** A word of the shell's catalog in the system's language. */
  t(key: string): string;
  isMac: boolean;
}

/**
 * The desktop window's menu: the platform's usual menus, and "Browser" — open Haven in the
 * default browser, or copy a new launch address (each one lets one browser in, once; issue 26).
 * Verified by reading only: Electron's binary cannot be fetched where this was written.
 */
export function menuTemplate(deps: MenuDeps): MenuItemConstructorOptions[] {
  const fresh = (use: (url: string) => unknown) => () => void deps.newLaunchUrl().then(use);
  return [
    ...(deps.isMac ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    {
      label: deps.t('shell.desktop.menu'),
      submenu: [
        { label: deps.t('shell.desktop.open'), click: fresh((url) => deps.openExternal(url)) },
        { label: deps.t('shell.desktop.copy'), click: fresh((url) => deps.copy(url)) },
      ],
    },
    { role: 'windowMenu' },
  ];
}
