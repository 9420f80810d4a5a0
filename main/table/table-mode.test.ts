import { describe, expect, it, vi } from 'vitest';
import { lanAddresses } from './lan';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTableMode, HOST_AWAY_CLOSE_CODE, REVOKED_CLOSE_CODE, type Seat } from './table-mode';
import { TABLE_FILE_NAME, tableStoreIn, type TableStore } from './table-store';

const seat: Seat = { sessionId: 's1', sessionName: 'Black Barrow', campaignId: 'c1', characterId: 'ada', characterName: 'Ada' };

/** Table mode with a clock the test turns, and the code it shows read back from its status; kept in `store` when given. */
function setUp(store?: TableStore) {
  let time = 1_000_000;
  const lan = { on: 0, off: 0 };
  const table = createTableMode({
    listenLan: async () => {
      lan.on++;
      return ['192.168.1.20'];
    },
    stopLan: async () => {
      lan.off++;
    },
    seats: async () => [seat],
    now: () => time,
    ...(store ? { store } : {}),
  });
  const code = () => table.status().code!.code;
  return { table, lan, code, later: (ms: number) => (time += ms) };
}

describe('table mode on the host (issue 17)', () => {
  it('is off by default: no LAN listener, no code, no LAN name, no device', async () => {
    const { table, lan } = setUp();
    expect(table.isOn).toBe(false);
    expect(lan.on).toBe(0);
    expect(table.status()).toMatchObject({ isOn: false, code: null, devices: [], addresses: [] });
    expect(table.lanHostNames()).toEqual([]);
    expect((await table.pair({ code: 'ABCDEF', deviceName: 'x', role: 'gm' }, 'a')).ok).toBe(false);
  });

  it('on, it listens on the LAN and shows a code; a right code pairs once, and the next device gets a new code', async () => {
    const { table, lan, code } = setUp();
    await table.setOn(true);
    expect(lan.on).toBe(1);
    expect(table.lanHostNames()).toEqual(['192.168.1.20']);
    const first = code();
    expect(first).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
    const preview = await table.preview(first.toLowerCase(), 'phone');
    expect(preview).toEqual({ ok: true, value: { seats: [seat] } });
    const paired = await table.pair(
      { code: first, deviceName: "Anna's phone", role: 'player', sessionId: 's1', characterId: 'ada' },
      'phone',
    );
    expect(paired.ok).toBe(true);
    if (!paired.ok) return;
    expect(paired.value.device.role).toEqual({
      kind: 'player',
      sessionId: 's1',
      campaignId: 'c1',
      characterId: 'ada',
      characterName: 'Ada',
    });
    expect(table.deviceFor(paired.value.token)?.name).toBe("Anna's phone");
    expect(table.deviceFor(paired.value.token)?.fingerprint).toMatch(/^[0-9A-Z]{4} [0-9A-Z]{4}$/);
    // Single use: the same code again is refused; a new one is shown.
    const again = await table.pair({ code: first, deviceName: 'Tab', role: 'gm' }, 'tablet');
    expect(again).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not the pairing code the host shows \(or it was used already\)/),
    });
    expect(code()).not.toBe(first);
  });

  it('a code expires after five minutes', async () => {
    const { table, code, later } = setUp();
    await table.setOn(true);
    const shown = code();
    later(5 * 60_000);
    expect(table.status().code?.isExpired).toBe(true);
    expect(await table.pair({ code: shown, deviceName: 'Tab', role: 'gm' }, 'tablet')).toEqual({
      ok: false,
      error: 'This pairing code has expired. Ask the host for a new one; nothing was paired.',
    });
  });

  it("wrong guesses spend the code, never the players' access: a new code works at once (issue 26)", async () => {
    const { table, code } = setUp();
    await table.setOn(true);
    const guessed = code();
    // Five wrong guesses from five addresses: the code is spent, the right one refused with it.
    for (let i = 0; i < 5; i++) expect((await table.preview('AAAAAA', `10.0.0.${i}`)).ok).toBe(false);
    expect(table.status().code?.isSpent).toBe(true);
    expect(await table.pair({ code: guessed, deviceName: 'M', role: 'gm' }, 'anna')).toEqual({
      ok: false,
      error: 'This pairing code was spent by 5 wrong guesses. Ask the game master for a new one; nothing was paired.',
    });
    // The game master makes a new one; it works at once, whatever was guessed before.
    table.newCode();
    expect(table.status().code?.isSpent).toBe(false);
    expect((await table.pair({ code: code(), deviceName: "Anna's phone", role: 'gm' }, 'anna')).ok).toBe(true);
  });

  it('an address that guessed wrong ten times waits alone, and its tries no longer spend new codes (issue 26)', async () => {
    const { table, code, later } = setUp();
    await table.setOn(true);
    for (let i = 0; i < 10; i++) {
      if (i === 5) table.newCode();
      expect((await table.preview('AAAAAA', 'mallory')).ok).toBe(false);
    }
    table.newCode();
    const limited = await table.preview('AAAAAA', 'mallory');
    expect(limited).toEqual({
      ok: false,
      error:
        'This device typed too many wrong pairing codes. Wait 300 seconds and try again (other devices can pair meanwhile); nothing was paired.',
    });
    // Mallory's refused tries did not touch the new code: Anna pairs with it.
    for (let i = 0; i < 20; i++) await table.preview('AAAAAA', 'mallory');
    expect(table.status().code?.isSpent).toBe(false);
    expect((await table.preview(code(), 'anna')).ok).toBe(true);
    // Even the right code waits for Mallory, until the window has passed.
    expect((await table.preview(code(), 'mallory')).ok).toBe(false);
    later(5 * 60_000);
    table.newCode();
    expect((await table.preview(code(), 'mallory')).ok).toBe(true);
  });

  it('a player pairs only as a character of a scenario being played, and a name is required', async () => {
    const { table, code } = setUp();
    await table.setOn(true);
    expect(await table.pair({ code: code(), deviceName: 'X', role: 'player', sessionId: 's1', characterId: 'zed' }, 'a')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Choose the character/),
    });
    expect(await table.pair({ code: code(), deviceName: '  ', role: 'gm' }, 'a')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/name/),
    });
    expect((await table.pair({ code: code(), deviceName: 'X', role: 'gm' }, 'a')).ok).toBe(true);
  });

  it('revoke forgets the token and closes its sockets at once; turning off revokes everyone', async () => {
    const { table, code, lan } = setUp();
    await table.setOn(true);
    const one = await table.pair({ code: code(), deviceName: 'One', role: 'gm' }, 'a');
    const two = await table.pair({ code: code(), deviceName: 'Two', role: 'gm' }, 'b');
    if (!one.ok || !two.ok) throw new Error('not paired');
    const socket = { close: vi.fn() };
    table.attachSocket(one.value.device.id, socket);
    expect(table.revoke(one.value.device.id)).toBe(true);
    expect(socket.close).toHaveBeenCalledWith(REVOKED_CLOSE_CODE, 'revoked');
    expect(table.deviceFor(one.value.token)).toBeNull();
    expect(table.deviceFor(two.value.token)?.name).toBe('Two');
    const other = { close: vi.fn() };
    table.attachSocket(two.value.device.id, other);
    await table.setOn(false);
    expect(other.close).toHaveBeenCalled();
    expect(lan.off).toBe(1);
    expect(table.lanHostNames()).toEqual([]);
    await table.setOn(true);
    expect(table.deviceFor(two.value.token)).toBeNull();
  });
});

describe('table mode across a restart of the host (issue 29, Phones)', () => {
  /** A launch of the host on `dataDir`: its table mode, kept in the data folder. */
  const launch = (dataDir: string) => setUp(tableStoreIn(dataDir));

  it('a paired device stays paired: the host stopping tells its socket it is going away, and the next launch is on again with it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-table-'));
    const first = launch(dataDir);
    await first.table.setOn(true);
    const paired = await first.table.pair(
      { code: first.code(), deviceName: "Anna's phone", role: 'player', sessionId: 's1', characterId: 'ada' },
      'phone',
    );
    if (!paired.ok) throw new Error(paired.error);
    // Killed before it could stop (a crash, the power): the pairing was kept as it was made.
    const afterCrash = launch(dataDir);
    await afterCrash.table.resume();
    expect(afterCrash.table.deviceFor(paired.value.token)?.name).toBe("Anna's phone");
    const socket = { close: vi.fn() };
    first.table.attachSocket(paired.value.device.id, socket);
    const shownBefore = first.code();
    await first.table.close();
    // Not revoked: "going away", which the device waits out.
    expect(socket.close).toHaveBeenCalledWith(HOST_AWAY_CLOSE_CODE, expect.any(String));
    expect(first.lan.off).toBe(1);
    // Only the person's own account may read the file, as the data file.
    expect(statSync(join(dataDir, TABLE_FILE_NAME)).mode & 0o077).toBe(0);

    const second = launch(dataDir);
    expect(second.table.isOn).toBe(false);
    await second.table.resume();
    expect(second.table.isOn).toBe(true);
    expect(second.lan.on).toBe(1);
    const device = second.table.deviceFor(paired.value.token);
    expect(device).toMatchObject({ name: "Anna's phone", fingerprint: paired.value.device.fingerprint });
    expect(device?.role).toMatchObject({ kind: 'player', characterId: 'ada' });
    // A new code for the next device: the old one is never kept.
    expect(second.code()).toMatch(/^[A-Z2-9]{3}-[A-Z2-9]{3}$/);
    expect((await second.table.pair({ code: shownBefore, deviceName: 'Tab', role: 'gm' }, 'tablet')).ok).toBe(false);
  });

  it('turned off or revoked before the host stops, nobody is paired in the next launch; off stays off', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-table-'));
    const first = launch(dataDir);
    await first.table.setOn(true);
    const one = await first.table.pair({ code: first.code(), deviceName: 'One', role: 'gm' }, 'a');
    const two = await first.table.pair({ code: first.code(), deviceName: 'Two', role: 'gm' }, 'b');
    if (!one.ok || !two.ok) throw new Error('not paired');
    first.table.revoke(one.value.device.id);
    await first.table.close();
    const second = launch(dataDir);
    await second.table.resume();
    expect(second.table.deviceFor(one.value.token)).toBeNull();
    expect(second.table.deviceFor(two.value.token)?.name).toBe('Two');
    await second.table.setOn(false);
    await second.table.close();
    const third = launch(dataDir);
    await third.table.resume();
    expect(third.table.isOn).toBe(false);
    expect(third.lan.on).toBe(0);
    await third.table.setOn(true);
    expect(third.table.deviceFor(two.value.token)).toBeNull();
  });

  it('a file that is not one of ours starts table mode off, nobody paired', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haven-table-'));
    writeFileSync(join(dataDir, TABLE_FILE_NAME), '{"isOn": true, "devices": [{"id": 1}]}');
    const { table, lan } = launch(dataDir);
    await table.resume();
    expect(table.isOn).toBe(false);
    expect(lan.on).toBe(0);
    expect(table.status().devices).toEqual([]);
  });
});

describe('the addresses table mode listens on', () => {
  it("are the interfaces' own, never loopback, internal or link-local", () => {
    const info = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
      ({ address, family, internal, netmask: '', mac: '', cidr: null }) as never;
    expect(
      lanAddresses({
        lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
        wlan0: [info('192.168.1.20', 'IPv4'), info('fe80::1', 'IPv6'), info('2001:db8::5', 'IPv6')],
        docker0: [info('172.17.0.1', 'IPv4')],
      }),
    ).toEqual(['192.168.1.20', '2001:db8::5', '172.17.0.1']);
  });
});
