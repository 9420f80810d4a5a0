import { newDataDir, startBundledHost, type HostProcess } from '../support/bundled-host';

export { newDataDir, type HostProcess };

/**
 * The older specs' start of a host (new specs take `host` from the fixture, tests/e2e/fixture.ts):
 * the bundled tests' host on a data folder of the spec's, with more environment if given, dealing
 * from seed 1 as the fixture's host does by default.
 */
export function startHostProcess(dataDir: string, env: Record<string, string> = {}): Promise<HostProcess> {
  return startBundledHost({ dataDir, env, seed: 1 });
}
