import { describe, expect, it } from 'vitest';
import { describeSystemError, systemRefusal } from './errors';
import { i18nIn } from '@shared/i18n/catalogs.fixture';

const failure = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(`${code}: raw`), { code, ...extra });
const german = i18nIn('de');

describe('a failure of the system under Haven as a keyed sentence (issue 18)', () => {
  it('keys each failure, with the path or port it names; English is the sentence it always was', () => {
    expect(systemRefusal(failure('ENOSPC'))).toEqual({ key: 'host.system.diskFull', params: {} });
    expect(systemRefusal(failure('EADDRINUSE', { port: 4780 }))).toEqual({ key: 'host.system.portInUse', params: { port: '4780' } });
    expect(systemRefusal(failure('EISDIR', { path: '/tmp/out/' }))).toEqual({
      key: 'host.system.isFolder',
      params: { path: '/tmp/out/', example: '/tmp/out/campaign.json' },
    });
    expect(describeSystemError(failure('EISDIR', { path: '/tmp/out/' }))).toBe(
      '/tmp/out/ is a folder; give the name of a file (for example /tmp/out/campaign.json)',
    );
    expect(describeSystemError(failure('EISDIR'))).toBe('That is a folder; give the name of a file (for example campaign.json)');
    expect(describeSystemError(failure('EADDRINUSE'))).toBe(
      'The port is already in use (is Haven already running?); set HAVEN_PORT to another port, or 0 for any free one',
    );
    expect(describeSystemError(failure('ENOENT', { path: '/srv/x.json' }))).toBe('There is no such file or folder /srv/x.json');
    expect(describeSystemError(failure('EPERM', { path: '/srv' }))).toBe(
      'Haven may not use /srv (permission denied); choose another place or fix the permissions',
    );
    expect(describeSystemError(failure('SQLITE_BUSY_SNAPSHOT'))).toBe(
      'The data file is busy with another Haven window or command; try again in a moment',
    );
    expect(describeSystemError(failure('SQLITE_IOERR'))).toBe('The data file could not be used (SQLITE_IOERR)');
    // Issue 26: a data path 100,000 folders deep, as Node reports it.
    expect(describeSystemError(failure('ENAMETOOLONG', { path: '/tmp/a'.repeat(100_000) }))).toBe(
      'The path is too long for this system (too many folders, or names too long); choose a shorter place',
    );
    expect(describeSystemError(failure('ELOOP', { path: '/tmp/loop' }))).toBe(
      'The path runs through too many symbolic links, or a loop of them; choose another place',
    );
    expect(systemRefusal(new TypeError('x'))).toBeUndefined();
    expect(describeSystemError(failure('EWHATEVER'))).toBeUndefined();
  });

  it('words each key in German, paths and ports kept', () => {
    const say = (error: Error) => {
      const refusal = systemRefusal(error)!;
      return german.t(`refusals.${refusal.key}` as never, refusal.params as never) as unknown as string;
    };
    expect(say(failure('ENOSPC'))).toBe('Der Datenträger ist voll; schaffe Platz und versuche es erneut');
    expect(say(failure('EROFS', { path: '/media/stick' }))).toBe(
      '/media/stick liegt auf einem schreibgeschützten Datenträger; wähle einen anderen Ort',
    );
    expect(say(failure('SQLITE_CORRUPT'))).toBe('Die Datendatei ist beschädigt oder keine Haven-Datei');
    expect(say(failure('EACCES', { path: '/srv/haven', syscall: 'mkdir' }))).toBe(
      'Haven darf den Ordner /srv/haven nicht anlegen (Zugriff verweigert); wähle mit HAVEN_DATA_DIR einen anderen Ordner oder korrigiere die Berechtigungen',
    );
  });
});
