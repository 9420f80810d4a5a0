import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost, type Host } from '../../main/host';

/**
 * A host without a web server, on a fresh data folder of its own: the start most integration tests
 * share. `seed`: every campaign and scenario it starts draws from it (a test that reads a draw pins it).
 */
export function startTestHost(options: { seed?: number } = {}): Promise<Host> {
  return startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-host-')), mode: 'test', ...options });
}

/**
 * The tests' `value`: a request's answer, or its refusal's sentence thrown as an Error. `host` is
 * asked at each call, since the tests start theirs in a `beforeAll`.
 */
export function valueOf(host: () => Host) {
  return async <T>(channel: string, input: unknown): Promise<T> => {
    const result = await host().invoke(channel, input);
    if (!result.ok) throw new Error(result.error);
    return result.value as T;
  };
}
