import { randomBytes } from 'node:crypto';
import type { PreparedPack } from './prepare-pack';

/** How long a replacement waits to be confirmed, and how many wait at once (the oldest go first). */
const LIFETIME_MS = 10 * 60_000;
const MOST_WAITING = 4;

/**
 * Imports that would replace an installed pack, read and checked, waiting for the person to say yes
 * (issue 26): each under a token the screen gives back, good once and for ten minutes. In memory
 * only, so a restart forgets them (the screen then asks for the files again).
 */
export function createPendingImports(now: () => number = Date.now) {
  const waiting = new Map<string, { prepared: PreparedPack; at: number }>();
  const forgetOld = () => {
    for (const [token, entry] of waiting) if (now() - entry.at >= LIFETIME_MS) waiting.delete(token);
  };
  return {
    /** Keeps a prepared pack; the token to confirm it with. */
    keep(prepared: PreparedPack): string {
      forgetOld();
      while (waiting.size >= MOST_WAITING) waiting.delete(waiting.keys().next().value!);
      const token = randomBytes(18).toString('base64url');
      waiting.set(token, { prepared, at: now() });
      return token;
    },
    /** The prepared pack of a token, once; null when it is not (or no longer) waiting. */
    take(token: string): PreparedPack | null {
      forgetOld();
      const entry = waiting.get(token);
      waiting.delete(token);
      return entry?.prepared ?? null;
    },
  };
}

export type PendingImports = ReturnType<typeof createPendingImports>;
