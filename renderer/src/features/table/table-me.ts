import type { Seat, TableRole } from '@shared/table/roles';
import { sessionHeaders } from '../../bridge/launch-session';
import { appI18n } from '../../i18n/i18n';

/** The host answers these requests in the language chosen on this device (main/web/device-language.ts). */
const languageHeader = () => ({ 'X-Haven-Language': appI18n().language });
const t = (key: string) => appI18n().t(key as never) as unknown as string;

export type { Seat };

/** What the host says this browser is (main/table/http.ts). */
export type TableMe =
  | { kind: 'host'; isOn: boolean }
  | { kind: 'device'; name: string; roleInWords: string; role: TableRole; fingerprint: string }
  | { kind: 'unpaired'; isOn: boolean };

/** The desktop window is the host; a browser asks the host who it is. */
export async function fetchTableMe(): Promise<TableMe> {
  if (window.haven) return { kind: 'host', isOn: false };
  // A host that is gone (table mode off, closed) is said in words, never the browser's "Failed to fetch".
  const response = await fetch('/table/me', { cache: 'no-store', headers: { ...languageHeader(), ...sessionHeaders() } }).catch(() => null);
  if (!response?.ok) throw new Error(t('table.pairing.hostGone'));
  return (await response.json()) as TableMe;
}

/** A pairing request to the host; the answer's sentence (in this device's language) when it refuses. */
export async function postTable<T>(
  path: '/table/preview' | '/table/pair',
  body: unknown,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...languageHeader() },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { ok: boolean; error?: string } & T;
    return answer.ok ? { ok: true, value: answer } : { ok: false, error: answer.error ?? t('table.pairing.refused') };
  } catch {
    return { ok: false, error: t('table.pairing.unreachable') };
  }
}
