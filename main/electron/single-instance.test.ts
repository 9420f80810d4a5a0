import { describe, expect, it, vi } from 'vitest';
import { focusOnSecondLaunch, type FocusableWindow, type LockingApp } from './single-instance';

function fakeApp(hasLock: boolean) {
  let secondInstance: (() => void) | undefined;
  const app: LockingApp = { requestSingleInstanceLock: () => hasLock, on: (_e, listener) => (secondInstance = listener), quit: vi.fn() };
  return { app, launchAgain: () => secondInstance?.() };
}

function fakeWindow(minimized: boolean): FocusableWindow & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    isMinimized: () => minimized,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  };
}

describe('one Haven at a time', () => {
  it('a second launch quits at once', () => {
    const { app } = fakeApp(false);
    expect(focusOnSecondLaunch(app, () => null)).toBe(false);
    expect(app.quit).toHaveBeenCalled();
  });

  it('the first launch carries on, and a second launch brings its window to the front (restored)', () => {
    const { app, launchAgain } = fakeApp(true);
    const window = fakeWindow(true);
    expect(focusOnSecondLaunch(app, () => window)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    launchAgain();
    expect(window.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('before the window exists, a second launch does nothing', () => {
    const { app, launchAgain } = fakeApp(true);
    focusOnSecondLaunch(app, () => null);
    expect(() => launchAgain()).not.toThrow();
  });
});
