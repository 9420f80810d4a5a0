import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createAttemptLimiter, waitSentence } from '@shared/table/attempt-limiter';
import { codeFromBytes, formatCode, formatFingerprint, normalizeCode, WRONG_GUESSES_PER_CODE } from '@shared/table/pairing-code';
import { roleInWords, type Seat, type TableRole } from '@shared/table/roles';
import { englishWords, type Wording } from '@shared/table/words';
import type { SavedTable, TableStore } from './table-store';

export type { Seat };

/** How long a pairing code is good for: long enough to fetch a phone, short enough to be useless later. */
export const CODE_LIFETIME_MS = 5 * 60_000;

export interface PairedDevice {
  id: string;
  name: string;
  role: TableRole;
  pairedAt: number;
  lastSeen: number;
  fingerprint: string;
}

export interface PairRequest {
  code?: unknown;
  deviceName?: unknown;
  role?: unknown;
  sessionId?: unknown;
  characterId?: unknown;
}

/** Something that can be told to stop at once: a device's open WebSockets. */
export interface Closable {
  close(code: number, reason: string): void;
}

export interface TableModeOptions {
  /** Starts listening on the local network; gives the addresses bound (host names, no port). */
  listenLan(): Promise<string[]>;
  /** Stops listening beyond loopback. */
  stopLan(): Promise<void>;
  /** The seats of the scenarios being played. */
  seats(): Promise<Seat[]>;
  /** Told after every change the host's Table mode page shows (on/off, a code, a pairing, a revoke). */
  onChange?(): void;
  /** Where table mode is kept between launches (table-store.ts); none: in memory only (unit tests). */
  store?: TableStore;
  now?: () => number;
  random?: (bytes: number) => Buffer;
  codeLifetimeMs?: number;
}

export const REVOKED_CLOSE_CODE = 4003;
/** The close code of a device's socket when the host stops (WebSocket's "going away"): the device is still paired and waits for it. */
export const HOST_AWAY_CLOSE_CODE = 1001;
/** In English; a device is told these in its own language (`hostWords`, keys `table.host.revoked` and `table.host.off`). */
export const REVOKED = englishWords('table.host.revoked');
export const TABLE_OFF = englishWords('table.host.off');

type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Table mode's state on the host (issue 17). Off by default; on, the host also listens on the local
 * network, shows one pairing code at a time (single use, minutes long), and knows each paired
 * device by the hash of its token (the token itself lives only in the device's HttpOnly cookie).
 * Revoking a device forgets its token and closes its sockets at once; turning table mode off
 * revokes every device. The host stopping (`close`) revokes nobody: with a `store`, on and its
 * devices are kept in the data folder and `resume` brings them back in the next launch, so a
 * group restarting the laptop finds its phones still paired (issue 29). Codes are never kept.
 */
export function createTableMode(options: TableModeOptions) {
  const now = options.now ?? Date.now;
  const random = options.random ?? randomBytes;
  const lifetime = options.codeLifetimeMs ?? CODE_LIFETIME_MS;
  const limiter = createAttemptLimiter();
  let isOn = false;
  let addresses: string[] = [];
  let code: { code: string; expiresAt: number; wrongGuesses: number } | null = null;
  const devices = new Map<string, PairedDevice & { tokenHash: Buffer }>();
  const sockets = new Map<string, Set<Closable>>();
  const changed = () => options.onChange?.();
  const saved = options.store?.load() ?? null;
  for (const device of saved?.devices ?? []) devices.set(device.id, { ...device, tokenHash: Buffer.from(device.tokenHash, 'hex') });
  /** Keeps on/off and the devices for the next launch. */
  const save = (on: boolean) =>
    options.store?.save({
      isOn: on,
      devices: [...devices.values()].map((d) => ({ ...publicDevice(d), tokenHash: d.tokenHash.toString('hex') })),
    } satisfies SavedTable);

  const hashOf = (token: string) => createHash('sha256').update(token).digest();
  const newCode = () => {
    code = { code: codeFromBytes(random(32)), expiresAt: now() + lifetime, wrongGuesses: 0 };
    return code;
  };

  /**
   * The code typed, checked against the live one. Each wrong guess, from any device, counts against
   * the live code, which is spent after a few of them (WRONG_GUESSES_PER_CODE): the right code too is
   * refused then, until the game master makes a new one. An address that guessed wrong too often
   * (attempt-limiter.ts) is refused on its own, and its tries no longer touch the code, so it cannot
   * spend each new one; every other address is never held back. Refusals in `wording`'s language.
   */
  function checkCode(typed: unknown, client: string, wording: Wording): Result<null> {
    if (!isOn) return { ok: false, error: wording('table.host.off') };
    const wait = limiter.waitFor(client, now());
    if (wait > 0) return { ok: false, error: waitSentence(wait, wording) };
    const normalized = normalizeCode(typed);
    const live = code !== null && code.expiresAt > now() ? code : null;
    if (live !== null && live.wrongGuesses >= WRONG_GUESSES_PER_CODE)
      return { ok: false, error: wording('table.host.spent', { count: WRONG_GUESSES_PER_CODE }) };
    if (normalized === null || live === null || !sameText(normalized, live.code)) {
      limiter.fail(client, now());
      if (live !== null && ++live.wrongGuesses === WRONG_GUESSES_PER_CODE) changed();
      return {
        ok: false,
        error: wording(
          live === null && normalized !== null && code !== null && sameText(normalized, code.code)
            ? 'table.host.expired'
            : 'table.host.wrongCode',
        ),
      };
    }
    return { ok: true, value: null };
  }

  function revokeOne(id: string): boolean {
    const existed = devices.delete(id);
    for (const socket of sockets.get(id) ?? []) socket.close(REVOKED_CLOSE_CODE, 'revoked');
    sockets.delete(id);
    return existed;
  }

  return {
    get isOn() {
      return isOn;
    },
    /** The LAN host names the access gate accepts while table mode is on (none while off). */
    lanHostNames(): string[] {
      return isOn ? addresses.map((a) => (a.includes(':') ? `[${a}]` : a)) : [];
    },
    async setOn(on: boolean): Promise<void> {
      if (on === isOn) return;
      if (on) {
        addresses = await options.listenLan();
        isOn = true;
        newCode();
      } else {
        isOn = false;
        code = null;
        for (const id of [...devices.keys()]) revokeOne(id);
        addresses = [];
        await options.stopLan();
      }
      save(isOn);
      changed();
    },
    /** Turns table mode on again when the last launch left it on, its devices still paired; a failure to listen leaves it off, as saved. */
    async resume(): Promise<void> {
      if (saved?.isOn !== true || isOn) return;
      addresses = await options.listenLan();
      isOn = true;
      newCode();
      changed();
    },
    /**
     * The host stops: devices' sockets are told it is going away (they wait for it, still paired),
     * the LAN listeners close, and on/off with the devices is kept for the next launch.
     */
    async close(): Promise<void> {
      if (isOn) save(true);
      const wasOn = isOn;
      isOn = false;
      code = null;
      for (const set of sockets.values()) for (const socket of set) socket.close(HOST_AWAY_CLOSE_CODE, 'host stopping');
      sockets.clear();
      addresses = [];
      if (wasOn) await options.stopLan();
    },
    newCode(): void {
      if (!isOn) throw new Error(englishWords('table.host.off'));
      newCode();
      changed();
    },
    /** The seats a device may choose, once it shows the right code (nothing is used up yet); refusals worded by `wording`. */
    async preview(typed: unknown, client: string, wording: Wording = englishWords): Promise<Result<{ seats: Seat[] }>> {
      const checked = checkCode(typed, client, wording);
      if (!checked.ok) return checked;
      return { ok: true, value: { seats: await options.seats() } };
    },
    /** Pairs a device: the code is used up, the device gets its token (once; the host keeps its hash). */
    async pair(
      request: PairRequest,
      client: string,
      wording: Wording = englishWords,
    ): Promise<Result<{ token: string; device: PairedDevice }>> {
      const name = typeof request.deviceName === 'string' ? request.deviceName.trim() : '';
      if (name.length === 0 || name.length > 40) return { ok: false, error: wording('table.host.name') };
      if (request.role !== 'gm' && request.role !== 'player') return { ok: false, error: wording('table.host.role') };
      const checked = checkCode(request.code, client, wording);
      if (!checked.ok) return checked;
      let role: TableRole = { kind: 'gm' };
      if (request.role === 'player') {
        const seat = (await options.seats()).find((s) => s.sessionId === request.sessionId && s.characterId === request.characterId);
        if (!seat) return { ok: false, error: wording('table.host.seat') };
        role = {
          kind: 'player',
          sessionId: seat.sessionId,
          campaignId: seat.campaignId,
          characterId: seat.characterId,
          characterName: seat.characterName,
        };
      }
      // The seats were read asynchronously: the code may have been used or turned off meanwhile.
      const again = checkCode(request.code, client, wording);
      if (!again.ok) return again;
      code = null;
      const token = random(32).toString('base64url');
      const tokenHash = hashOf(token);
      const device = {
        id: random(9).toString('base64url'),
        name,
        role,
        pairedAt: now(),
        lastSeen: now(),
        fingerprint: formatFingerprint(tokenHash),
      };
      devices.set(device.id, { ...device, tokenHash });
      save(true);
      // The next device needs a code of its own.
      newCode();
      changed();
      return { ok: true, value: { token, device } };
    },
    /** The device a token belongs to (and it is seen now), or null: unknown, revoked, or table mode off. */
    deviceFor(token: string | undefined): PairedDevice | null {
      if (!isOn || token === undefined || token.length > 100) return null;
      const hash = hashOf(token);
      for (const device of devices.values()) {
        if (timingSafeEqual(device.tokenHash, hash)) {
          device.lastSeen = now();
          return publicDevice(device);
        }
      }
      return null;
    },
    device(id: string): PairedDevice | null {
      const device = devices.get(id);
      return device ? publicDevice(device) : null;
    },
    /** Keeps a device's socket, to close it when the device is revoked. */
    attachSocket(deviceId: string, socket: Closable): () => void {
      const set = sockets.get(deviceId) ?? new Set();
      set.add(socket);
      sockets.set(deviceId, set);
      return () => set.delete(socket);
    },
    revoke(id: string): boolean {
      const existed = revokeOne(id);
      if (existed) {
        save(isOn);
        changed();
      }
      return existed;
    },
    status() {
      const at = now();
      return {
        isOn,
        addresses,
        code:
          isOn && code !== null
            ? {
                code: formatCode(code.code),
                expiresAt: new Date(code.expiresAt).toISOString(),
                isExpired: code.expiresAt <= at,
                isSpent: code.wrongGuesses >= WRONG_GUESSES_PER_CODE,
              }
            : null,
        devices: [...devices.values()].map((d) => ({
          ...publicDevice(d),
          roleInWords: roleInWords(d.role),
          isConnected: (sockets.get(d.id)?.size ?? 0) > 0,
        })),
      };
    },
  };
}

export type TableMode = ReturnType<typeof createTableMode>;

function publicDevice(device: PairedDevice & { tokenHash?: Buffer }): PairedDevice {
  return {
    id: device.id,
    name: device.name,
    role: device.role,
    pairedAt: device.pairedAt,
    lastSeen: device.lastSeen,
    fingerprint: device.fingerprint,
  };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
