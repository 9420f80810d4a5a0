import { englishWords, type Wording } from './words';

/**
 * Wrong pairing codes from one device's address are limited (issues 17 and 26): at most `perKey`
 * wrong tries within `windowMs`; past that, that address alone is refused until its oldest wrong try
 * leaves the window, and its tries no longer count against the live code (table-mode.ts), so one
 * guessing device cannot spend every new code the game master makes. There is no limit over all
 * addresses together: guessing addresses never hold back another device (issue 26: twenty wrong
 * codes from five addresses kept the real player out). At most `maxKeys` addresses are remembered
 * (the oldest forgotten first), so many addresses cannot grow the host's memory. Pure: the caller
 * gives the time.
 */
export interface AttemptLimiter {
  /** Milliseconds until this address may try again; 0 when it may now. */
  waitFor(key: string, now: number): number;
  /** Records a wrong try. */
  fail(key: string, now: number): void;
}

export function createAttemptLimiter({ perKey = 10, windowMs = 5 * 60_000, maxKeys = 1000 } = {}): AttemptLimiter {
  const byKey = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const times = (byKey.get(key) ?? []).filter((t) => now - t < windowMs);
    if (times.length === 0) byKey.delete(key);
    else byKey.set(key, times);
    return times;
  };
  return {
    waitFor(key, now) {
      const mine = recent(key, now);
      return mine.length >= perKey ? Math.max(0, mine[mine.length - perKey]! + windowMs - now) : 0;
    },
    fail(key, now) {
      const mine = recent(key, now);
      // Map order is insertion order: re-inserting keeps the most recently failing address last.
      byKey.delete(key);
      byKey.set(key, [...mine, now].slice(-perKey));
      while (byKey.size > maxKeys) byKey.delete(byKey.keys().next().value!);
    },
  };
}

/** "This device typed too many wrong codes: wait 42 seconds…", in English unless the host's words in the device's language are given. */
export function waitSentence(ms: number, wording: Wording = englishWords): string {
  return wording('table.host.wait', { seconds: Math.max(1, Math.ceil(ms / 1000)) });
}
