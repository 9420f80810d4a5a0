import type { Seat, TableRole } from '../../../../shared/table/roles';

export type { Seat };

/** What the host says this browser is (main/table/http.ts). */
export type TableMe =
  | { kind: 'host'; isOn: boolean }
  | { kind: 'device'; name: string; roleInWords: string; role: TableRole; fingerprint: string }
  | { kind: 'unpaired'; isOn: boolean };

/** The desktop window is the host; a browser asks the host who it is. */
export async function fetchTableMe(): Promise<TableMe> {
  if (window.haven) return { kind: 'host', isOn: false };
  const response = await fetch('/table/me', { cache: 'no-store' });
  if (!response.ok)
    throw new Error("Haven's host is not reachable. Is it still running? If Haven was restarted, open the address it printed.");
  return (await response.json()) as TableMe;
}

/** A pairing request to the host; the answer's sentence when it refuses. */
export async function postTable<T>(
  path: '/table/preview' | '/table/pair',
  body: unknown,
): Promise<{ ok: true; value: T } | { ok: false; error: string }> {
  try {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await response.json()) as { ok: boolean; error?: string } & T;
    return answer.ok ? { ok: true, value: answer } : { ok: false, error: answer.error ?? 'The host refused this pairing.' };
  } catch {
    return { ok: false, error: "Haven's host is not reachable. Check that this device is on the same network and try again." };
  }
}
