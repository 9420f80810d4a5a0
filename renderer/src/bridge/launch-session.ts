import { SESSION_HEADER, SESSION_PROTOCOL_PREFIX, SESSION_STORAGE_KEY, SOCKET_PROTOCOL } from '@shared/ipc/launch-session';

/**
 * The session token of this browser, when it opened a launch address of the running Haven: the
 * address's page kept it in this origin's storage (main/web/server.ts), where no other port's page
 * can read it; it is shown only to this Haven (issue 26). A table device has none (its cookie).
 */
function sessionToken(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The WebSocket sub-protocols that carry the session token, or none. */
export function sessionProtocols(): string[] {
  const token = sessionToken();
  return token ? [SOCKET_PROTOCOL, `${SESSION_PROTOCOL_PREFIX}${token}`] : [];
}

/** The header that carries the session token on a plain request (`/table/me`), or none. */
export function sessionHeaders(): Record<string, string> {
  const token = sessionToken();
  return token ? { [SESSION_HEADER]: token } : {};
}
