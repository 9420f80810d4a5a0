import { MAX_IMPORT_CHARS } from '@shared/exchange/limits';
import { MAX_IMPORT_BASE64 } from '@shared/ipc/channels/content';

/**
 * The largest WebSocket message the host reads (ws's maxPayload; a bigger one closes that socket
 * with 1009). The largest requests are a whole content file in base64 and a campaign file's text;
 * inside a JSON message a text can grow (quotes and control characters escaped, UTF-8), so the
 * limit leaves it twice its size, plus room for the request around it.
 */
export const MAX_SOCKET_MESSAGE_BYTES = 2 * Math.max(MAX_IMPORT_BASE64, MAX_IMPORT_CHARS) + 1024 * 1024;
