import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { isScreensBuildCurrent, markScreensBuilt, screensFingerprint } from '../../main/screens-cache.cjs';

it('reuses the built screens until a source changes (npm start builds once)', () => {
  const root = mkdtempSync(join(tmpdir(), 'haven-screens-'));
  mkdirSync(join(root, 'renderer', 'src'), { recursive: true });
  mkdirSync(join(root, 'shared'), { recursive: true });
  mkdirSync(join(root, 'out', 'renderer'), { recursive: true });
  writeFileSync(join(root, 'renderer', 'src', 'App.tsx'), 'one');
  writeFileSync(join(root, 'shared', 'rule.ts'), 'rule');
  writeFileSync(join(root, 'package.json'), '{}');
  expect(isScreensBuildCurrent(root)).toBe(false); // never built
  writeFileSync(join(root, 'out', 'renderer', 'index.html'), '<html>');
  markScreensBuilt(root, screensFingerprint(root));
  expect(isScreensBuildCurrent(root)).toBe(true);
  // An edit (same size, newer time), a new file, or a missing build: build again.
  utimesSync(join(root, 'shared', 'rule.ts'), new Date(), new Date(Date.now() + 5_000));
  expect(isScreensBuildCurrent(root)).toBe(false);
  markScreensBuilt(root, screensFingerprint(root));
  writeFileSync(join(root, 'renderer', 'src', 'New.tsx'), 'new');
  expect(isScreensBuildCurrent(root)).toBe(false);
});
