/** The slices of Electron's app and BrowserWindow the lock uses (tests pass fakes). */
export interface LockingApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: () => void): unknown;
  quit(): void;
}
export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/**
 * Takes the single-instance lock. The first launch keeps it and, when Haven is started again,
 * brings its window to the front (restored if minimised); a second launch quits at once.
 * Returns whether this process is the one that carries on.
 */
export function focusOnSecondLaunch(app: LockingApp, currentWindow: () => FocusableWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const window = currentWindow();
    if (window === null) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  return true;
}
