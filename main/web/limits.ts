import { MAX_IMPORT_BASE64 } from '../../shared/ipc/channels/content';

/**
 * The largest WebSocket message the host reads (ws's maxPayload; a bigger one closes that socket
 * with 1009). Content imports still travel as base64 inside one message, so it is the import limit
 * plus room for the request around it; when imports go by path or stream, this shrinks with it.
 */
export const MAX_SOCKET_MESSAGE_BYTES = MAX_IMPORT_BASE64 + 1024 * 1024;
