import { describe, expect, it } from 'vitest';
import { hostWords } from '../host-i18n';
import { menuTemplate, type MenuDeps } from './menu';

function fakeDeps(language: 'en' | 'de') {
  const opened: string[] = [];
  const copied: string[] = [];
  let next = 0;
  const deps: MenuDeps = {
    newLaunchUrl: async () => `http://127.0.0.1:4780/open/key-${++next}`,
    openExternal: async (url) => void opened.push(url),
    copy: (text) => void copied.push(text),
    t: hostWords(language).t,
    isMac: false,
  };
  return { deps, opened, copied };
}

const browserMenu = (deps: MenuDeps) => {
  const menu = menuTemplate(deps).find((item) => item.label !== undefined)!;
  return menu.submenu as Array<{ label: string; click(): void }>;
};
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the desktop menu', () => {
  it('opens Haven in the browser, or copies an address, each time with a new launch address', async () => {
    const { deps, opened, copied } = fakeDeps('en');
    const [open, copy] = browserMenu(deps);
    expect([open!.label, copy!.label]).toEqual(['Open Haven in a browser', 'Copy a new launch address']);
    open!.click();
    open!.click();
    copy!.click();
    await settled();
    expect(opened).toEqual(['http://127.0.0.1:4780/open/key-1', 'http://127.0.0.1:4780/open/key-2']);
    expect(copied).toEqual(['http://127.0.0.1:4780/open/key-3']);
  });

  it("speaks the system's language", () => {
    const { deps } = fakeDeps('de');
    expect(browserMenu(deps).map((item) => item.label)).toEqual(['Haven in einem Browser öffnen', 'Neue Startadresse kopieren']);
  });
});
