import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_INDEX_URL, appFileFor, createAppProtocolHandler } from './app-protocol';

const root = mkdtempSync(join(tmpdir(), 'haven-app-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>Haven</title>');
writeFileSync(join(root, 'assets', 'index.js'), 'console.log(1)');
writeFileSync(join(tmpdir(), 'haven-secret.txt'), 'not yours');

describe('the app:// protocol', () => {
  it("serves the built renderer with its type and the window's CSP", async () => {
    const handle = createAppProtocolHandler(root);
    const page = await handle({ url: APP_INDEX_URL });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('<title>Haven</title>');
    const script = await handle({ url: 'app://haven/assets/index.js' });
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('reads nothing outside the renderer and no other host; bad escapes are refused, not thrown', async () => {
    const handle = createAppProtocolHandler(root);
    for (const url of [
      'app://haven/../haven-secret.txt',
      'app://haven/%2e%2e/haven-secret.txt',
      'app://haven/..%2fhaven-secret.txt',
      'app://other/index.html',
      'app://haven/%E0%A4%A',
      'app://haven/%',
      'app://haven/a%00',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect((await handle({ url })).status, url).toBe(404);
    }
    expect(appFileFor('app://haven/', root)).toBe(join(root, 'index.html'));
    expect(appFileFor('app://haven/missing.js', root)).toBe(join(root, 'missing.js'));
    expect((await handle({ url: 'app://haven/missing.js' })).status).toBe(404);
  });
});
