import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHost, type Host } from '../../main/host';
import { monster, player, testQuery } from '@shared/monster-ai/query.fixture';
import { watchLoopBusy } from '../support/loop-busy';
import { anyQuery, heavyQuery } from './monster-ai-load.fixture';

let host: Host;
beforeAll(async () => {
  // A short budget: the heavy query below takes seconds, so it always runs out of time here.
  host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-ai-load-')), mode: 'test', solver: { budgetMs: 300 } });
  // The worker is started by the first query (a test host does not keep one warm): not measured.
  const warmUp = testQuery({ figures: [monster('m1', [0, 0]), player('Brute', [3, 0], 20)] });
  expect((await host.invoke('monsterAi.solve', warmUp)).ok).toBe(true);
});
afterAll(() => host.close());

it('answers a bystander while the heaviest query is worked out, and says when a query runs out of time', async () => {
  // The time the event loop was held by work, not wall time (tests/support/loop-busy.ts).
  const busy = watchLoopBusy();
  let isSettled = false;
  const heavy = host.invoke('monsterAi.solve', heavyQuery()).finally(() => (isSettled = true));
  const bystander = await host.invoke('campaigns.list', {});
  expect(bystander.ok).toBe(true);
  expect(isSettled).toBe(false);
  const answer = await heavy;
  const longest = busy.stop();
  expect(answer).toMatchObject({ ok: false, error: expect.stringContaining('This position is too large to work out in time') });
  // Issue 26: a bystander is answered within 100 ms while the worst query runs.
  expect(longest).toBeLessThan(100);
}, 60_000);

/** What a query inside the schema may be answered instead of a solution: the limits' sentences, never a fault. */
const WITHIN_LIMITS =
  /too large to work out in time|too many ways to choose them|A newer position|not among the figures|stand on the same hex|cannot be worked out on this board/;

it('answers or refuses in words every size the schema lets in, within the budget, and goes on answering (fuzz, pinned seed)', async () => {
  await fc.assert(
    fc.asyncProperty(anyQuery, async (query) => {
      const started = performance.now();
      const result = await host.invoke('monsterAi.solve', query);
      if (!result.ok) expect(result.error).toMatch(WITHIN_LIMITS);
      // The budget (300 ms here) counts from when the worker takes the query; a query stopped for
      // time leaves a fresh worker to load, which from source (TypeScript through tsx) takes a few
      // seconds on a loaded 2-core machine. The bound is generous for that, and far below the
      // minutes one query took before (issue 26: 241 s).
      expect(performance.now() - started).toBeLessThan(20_000);
    }),
    { seed: 26, numRuns: 40 },
  );
  expect((await host.invoke('campaigns.list', {})).ok).toBe(true);
}, 300_000);
