/**
 * What one import may bring, shared by the import screen (which refuses a larger choice before
 * sending a byte) and the host (which refuses it again, and never holds more). A full edition's
 * data is about 1 MB compiled, a zip of it less; these leave ample room.
 */
export const MAX_UPLOAD_BYTES = 128 * 1024 * 1024;
/** Most files in one import (a folder's JSON files). */
export const MAX_UPLOAD_FILES = 5_000;
/**
 * The screen sends each file in pieces of this size (base64 makes a message about 1.4 MB), so no
 * message comes near the WebSocket's limit and the host writes each piece to disk as it arrives.
 */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;
export const UPLOAD_CHUNK_BASE64 = 4 * Math.ceil(UPLOAD_CHUNK_BYTES / 3);

/** "128 MB", as the screen and the host say it. */
export const uploadLimitText = (): string => `${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
