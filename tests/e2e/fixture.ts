import { test as base, expect, type Page } from '@playwright/test';
import { startBundledHost, type HostProcess } from '../support/bundled-host';
import { connectHost } from '../support/host-client';
import { dataFolder, type PreparedData } from './data-templates';
import { hasPeerData, PEER_DATA_MISSING } from './peer-path';
import { pictureTaker, type TakePicture } from './pictures';

/** A request to the test's host over its WebSocket: the answer's value, or its refusal thrown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HostCall = <T = any>(channel: string, input: unknown) => Promise<T>;

export interface TestHost extends HostProcess {
  /** Stops this host and starts another on the same data folder (a restart); `url` is the new one's. */
  restart(): Promise<void>;
}

export interface HavenOptions {
  /** The data the host starts on (default `empty`); `gh1`/`gh2e` skip the test without ../shared/peer. */
  data: PreparedData;
  /** HAVEN_SEED: every campaign and scenario the host starts draws from it (default: none, random). */
  seed: number | undefined;
  /** More environment for the host (HAVEN_TABLE_ADDRESSES, HAVEN_PSEUDO_LANGUAGE…). */
  hostEnv: Record<string, string>;
}

export interface HavenFixtures {
  /** The test's own host: the bundled tests' host on a fresh data folder (or a copy of a prepared one). */
  host: TestHost;
  /** Requests to `host` over its WebSocket, for what a test sets up without a screen. */
  call: HostCall;
  /** `picture(page, name)`: taken only under HAVEN_SHOTS=1, for a person to look at; it asserts nothing. */
  picture: TakePicture;
}

/**
 * The end-to-end tests' fixture (docs/ARCHITECTURE.md, "How to write an end-to-end test"):
 *
 *   import { expect, test } from './fixture';
 *   test.use({ data: 'gh1', seed: 4 });
 *   test('…', async ({ page, host, call, picture }) => { await page.goto(host.url); … });
 */
export const test = base.extend<HavenOptions & HavenFixtures>({
  data: ['empty', { option: true }],
  seed: [undefined, { option: true }],
  hostEnv: [{}, { option: true }],

  host: async ({ data, seed, hostEnv }, use) => {
    test.skip(data !== 'empty' && !hasPeerData(), PEER_DATA_MISSING);
    const dataDir = await dataFolder(data);
    let running = await startBundledHost({ dataDir, seed, env: hostEnv });
    const host: TestHost = {
      get url() {
        return running.url;
      },
      dataDir,
      output: () => running.output(),
      stop: () => running.stop(),
      async restart() {
        await running.stop();
        running = await startBundledHost({ dataDir, seed, env: hostEnv });
      },
    };
    await use(host);
    await running.stop();
  },

  call: async ({ host }, use) => {
    const connections: Array<{ close(): void }> = [];
    // One connection per host: a restart gets a new one on the next call.
    let open: { url: string; call: HostCall } | null = null;
    await use(async (channel, input) => {
      if (open?.url !== host.url) {
        const connection = await connectHost(host.url);
        connections.push(connection);
        open = { url: host.url, call: connection.call };
      }
      return open.call(channel, input);
    });
    for (const connection of connections) connection.close();
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from the pattern
  picture: async ({}, use, testInfo) => {
    await use(pictureTaker(testInfo));
  },
});

export { expect, type Page };
