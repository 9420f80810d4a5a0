import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { appI18n } from './i18n/i18n';

// The dom project shares one page between a worker's test files (tests/vitest.config.mts): what a
// test rendered is taken away after it, so the next test starts on an empty page.
afterEach(() => cleanup());

// Components read their words from the catalog; tests render them in English (the instance is
// react-i18next's default, so no provider is needed around each one).
localStorage.setItem('haven-language', 'en');
appI18n();

// Mantine reads these browser APIs; happy-dom lacks them (TOOLCHAIN notes).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
