import { englishWords, type Wording } from './words';

/**
 * Wrong pairing codes are limited (issue 17): at most `perKey` wrong tries from one address, and
 * `overall` from all addresses together, within `windowMs`; past that, every try is refused
 * until the oldest wrong one leaves the window — the right code too, so guessing gains nothing.
 * Pure: the caller gives the time.
 */
export interface AttemptLimiter {
  /** Milliseconds until this address may try again; 0 when it may now. */
  waitFor(key: string, now: number): number;
  /** Records a wrong try. */
  fail(key: string, now: number): void;
}

export function createAttemptLimiter({ perKey = 5, overall = 20, windowMs = 60_000 } = {}): AttemptLimiter {
  const byKey = new Map<string, number[]>();
  let all: number[] = [];
  const recent = (times: number[], now: number) => times.filter((t) => now - t < windowMs);
  return {
    waitFor(key, now) {
      all = recent(all, now);
      const mine = recent(byKey.get(key) ?? [], now);
      if (mine.length === 0) byKey.delete(key);
      else byKey.set(key, mine);
      const waits = [
        mine.length >= perKey ? mine[mine.length - perKey]! + windowMs - now : 0,
        all.length >= overall ? all[all.length - overall]! + windowMs - now : 0,
      ];
      return Math.max(0, ...waits);
    },
    fail(key, now) {
      all.push(now);
      byKey.set(key, [...(byKey.get(key) ?? []), now]);
    },
  };
}

/** "Too many wrong codes: wait 42 seconds…", in English unless the host's words in the device's language are given. */
export function waitSentence(ms: number, wording: Wording = englishWords): string {
  return wording('table.host.wait', { seconds: Math.max(1, Math.ceil(ms / 1000)) });
}
