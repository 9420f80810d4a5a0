import { resolve } from 'node:path';
import { defaultDataDir } from '../paths';

/** What `serve` was asked for: a person's host, or the tests' host with its pinned seed. */
export interface ServeKind {
  /** The seed of every new campaign and scenario; only the tests' host has one. */
  seed?: number;
}

/** A start refused before anything was opened: the sentence says what to change. */
export class ServeRefusal extends Error {}

/** The largest seed: 32 bits, as a new scenario's random seed. */
const MAX_SEED = 0xffff_ffff;

/**
 * Whether HAVEN_SEED may pin the host's seed. Only the tests' host honours it (`serve --test-host`,
 * which no launcher passes), and only on a data folder of its own; a person's host with HAVEN_SEED
 * in its environment refuses to start rather than deal the same cards every evening unnoticed.
 * Answers the seed, or throws a sentence saying what to change (nothing has been started then).
 */
export function serveKind(env: NodeJS.ProcessEnv, isTestHost: boolean): ServeKind {
  const text = env.HAVEN_SEED;
  if (!isTestHost) {
    if (text !== undefined)
      throw new ServeRefusal(
        'HAVEN_SEED is only for Haven\'s own tests ("serve --test-host"); unset it to start Haven. Nothing was started.',
      );
    return {};
  }
  if (!env.HAVEN_DATA_DIR)
    throw new ServeRefusal('"serve --test-host" runs only on a data folder of its own: set HAVEN_DATA_DIR. Nothing was started.');
  if (resolve(env.HAVEN_DATA_DIR) === resolve(defaultDataDir({ ...env, HAVEN_DATA_DIR: undefined })))
    throw new ServeRefusal(
      '"serve --test-host" never runs on your own Haven data folder: point HAVEN_DATA_DIR elsewhere. Nothing was started.',
    );
  if (text === undefined) return {};
  const seed = Number(text);
  if (!/^\d+$/.test(text) || seed > MAX_SEED)
    throw new ServeRefusal(`HAVEN_SEED must be a whole number from 0 to ${MAX_SEED}, not "${text}". Nothing was started.`);
  return { seed };
}
