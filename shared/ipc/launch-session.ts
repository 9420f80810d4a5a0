/**
 * Where a browser that opened a launch address keeps its session token (main/web/access.ts): the
 * page the address answers writes it into the origin's storage, and the app's transport shows it on
 * its WebSocket (`haven-session.<token>` beside the `haven` sub-protocol) and to `/table/me`.
 */
export const SESSION_STORAGE_KEY = 'haven-session';
export const SESSION_META = 'haven-session';
/** The WebSocket sub-protocol a launch browser's page asks for; its session token rides beside it as `haven-session.<token>`. */
export const SOCKET_PROTOCOL = 'haven';
export const SESSION_PROTOCOL_PREFIX = 'haven-session.';
/** The header a launch browser's page shows its session token in on plain requests (`/table/me`). */
export const SESSION_HEADER = 'x-haven-session';
