import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../main/host';
import { CHANNELS, contract } from '@shared/ipc/contract';
import { startTestHost } from '../support/test-host';

let host: Host;
let campaignId: string;
beforeAll(async () => {
  host = await startTestHost();
  const created = await host.invoke('campaigns.create', { name: 'Fuzzed', edition: 'gh1' });
  campaignId = created.ok ? (created.value as { id: string }).id : '';
});
afterAll(() => host.close());

/** Every row of every table, as text: equal before and after means nothing was written. */
function dump(): string {
  const db = new Database(host.dataFile, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
    return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]));
  } finally {
    db.close();
  }
}

/** Inputs shaped like the channel's own: its field names, with hostile or wrong values, sometimes one field more. */
function nearValid(schema: z.ZodType): fc.Arbitrary<unknown> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) return fc.jsonValue();
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom('', 'x'.repeat(20_000), '__proto__', '../../etc/passwd', '\u0000', -1, 1e308, Number.MAX_SAFE_INTEGER + 2, null, true),
    fc.constant(campaignId),
  );
  const fields = Object.fromEntries(Object.keys(shape).map((key) => [key, value]));
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 1 })))
    .map(([record, extra]) => ({ ...record, ...(extra ?? {}) }));
}

// PDFs start a headless browser per call; their input checks are the same as summary.campaignHtml's.
const fuzzed = CHANNELS.filter((channel) => channel !== 'summary.pdf');

describe('every channel, fed arbitrary and near-valid input', () => {
  it.each(fuzzed)('%s answers a refusal in words, and a refusal changes nothing', async (channel) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 3 }), nearValid(contract[channel].input)), async (input) => {
        const before = dump();
        const result = await host.invoke(channel, input);
        if (result.ok) return;
        expect(result.code).not.toBe('internal');
        expect(result.error).not.toMatch(/internal error|\n\s+at |\.ts:\d+|ZodError|SQLITE_|Invalid request/);
        expect(result.error.length).toBeLessThan(1_500);
        expect(dump()).toBe(before);
      }),
      // The same 25 inputs on every machine: no time limit that a loaded machine would cut short.
      { numRuns: 25, seed: 13 },
    );
  });
});
