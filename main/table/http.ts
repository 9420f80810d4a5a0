import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessGate } from '../web/access';
import { roleInWords } from '@shared/table/roles';
import { hostWords } from '../host-i18n';
import { deviceLanguage } from '../web/device-language';
import type { TableMode } from './table-mode';

/** The largest pairing request read: a code, a name, a role and two ids. */
const MAX_BODY_BYTES = 4096;

/** What `/table/me` tells a page about who it is (the app shows the pairing page to the unpaired). */
export type TableMe =
  | { kind: 'host'; isOn: boolean }
  | { kind: 'device'; name: string; roleInWords: string; role: unknown; fingerprint: string }
  | { kind: 'unpaired'; isOn: boolean };

/**
 * Table mode's HTTP side, under /table/: who this browser is, the seats a code opens, and pairing.
 * Pairing requests must come from Haven's own page (Origin and Host ours: another site's page
 * cannot pair a device it controls), as small JSON; wrong codes spend the live code and count against
 * the device's address (table-mode.ts). Everything it says is in the device's language (`deviceLanguage`).
 */
export async function handleTableRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  gate: AccessGate,
  table: TableMode,
): Promise<void> {
  const { t } = hostWords(deviceLanguage(req.headers));
  if (path === '/table/me' && (req.method === 'GET' || req.method === 'HEAD')) {
    if (gate.isLaunchBrowser(req.headers)) return json(res, 200, { kind: 'host', isOn: table.isOn } satisfies TableMe);
    const device = table.deviceFor(gate.deviceToken(req.headers));
    if (device)
      return json(res, 200, {
        kind: 'device',
        name: device.name,
        roleInWords: roleInWords(device.role, t),
        role: device.role,
        fingerprint: device.fingerprint,
      } satisfies TableMe);
    return json(res, 200, { kind: 'unpaired', isOn: table.isOn } satisfies TableMe);
  }
  if (path !== '/table/pair' && path !== '/table/preview') return json(res, 404, { ok: false, error: t('table.host.noSuchAddress') });
  if (req.method !== 'POST') return json(res, 405, { ok: false, error: t('table.host.post') });
  const refused = gate.checkOrigin(req.headers);
  if (refused) return json(res, refused.status, { ok: false, error: refused.key ? t(refused.key) : refused.message });
  if (!table.isOn) return json(res, 403, { ok: false, error: t('table.host.off') });
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return json(res, 415, { ok: false, error: t('table.host.json') });
  const body = await readBody(req);
  if (body === null) return json(res, 400, { ok: false, error: t('table.host.unreadable') });
  const client = req.socket.remoteAddress ?? 'unknown';
  if (path === '/table/preview') {
    const result = await table.preview(body.code, client, t);
    return result.ok ? json(res, 200, { ok: true, seats: result.value.seats }) : json(res, 403, result);
  }
  const result = await table.pair(body, client, t);
  if (!result.ok) return json(res, 403, result);
  const { device } = result.value;
  res.setHeader('Set-Cookie', gate.deviceCookie(result.value.token));
  return json(res, 200, {
    ok: true,
    device: { name: device.name, roleInWords: roleInWords(device.role, t), role: device.role, fingerprint: device.fingerprint },
  });
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(JSON.stringify(body));
}
