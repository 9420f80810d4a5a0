import { test as base, expect, type Page } from '@playwright/test';
import { startBundledHost, type HostProcess } from '../support/bundled-host';
import { connectHost } from '../support/host-client';
import { startScreensHost, type Fixture as ScreensFixture } from './catalog-screens';
import { dataFolder, type PreparedData } from './data-templates';
import { hasPeerData, PEER_DATA_MISSING } from './peer-path';
import { pictureTaker, type TakePicture } from './pictures';
import { settingUp } from './set-up';

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
  /**
   * HAVEN_SEED: every campaign and scenario the host starts draws from it. Default 1: a test that
   * draws without caring what is drawn still draws the same on every run; a test that needs a card
   * names the seed that deals it.
   */
  seed: number;
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

export interface HavenWorkerFixtures {
  /**
   * The screens' host and its data (catalog-screens.ts: a campaign, a Founders game, sessions in
   * every phase), made once per worker and shared by the specs that check every screen (the catalog
   * check, the German matrix, the visual baselines, which run in a worker of their own).
   */
  screens: { host: HostProcess; fixture: ScreensFixture };
}

/**
 * The end-to-end tests' fixture (docs/ARCHITECTURE.md, "How to write an end-to-end test"):
 *
 *   import { expect, test } from './fixture';
 *   test.use({ data: 'gh1', seed: 4 });
 *   test('…', async ({ page, host, call, picture }) => { await page.goto(host.url); … });
 */
export const test = base.extend<HavenOptions & HavenFixtures, HavenWorkerFixtures>({
  data: ['empty', { option: true }],
  seed: [1, { option: true }],
  hostEnv: [{}, { option: true }],

  host: async ({ data, seed, hostEnv }, use) => {
    test.skip(data !== 'empty' && !hasPeerData(), PEER_DATA_MISSING);
    const dataDir = await settingUp(`the test's data (${data})`, () => dataFolder(data));
    let running = await settingUp("the test's host", () => startBundledHost({ dataDir, seed, env: hostEnv }));
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

  screens: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      // A host refusing the data reads as a set-up failure, not as a screen that looks wrong.
      const screens = await settingUp("the screens' data, made through the host (tests/e2e/catalog-screens.ts)", startScreensHost);
      try {
        await use(screens);
      } finally {
        await screens.host.stop();
      }
    },
    { scope: 'worker' },
  ],
});

export { expect, type Page };
