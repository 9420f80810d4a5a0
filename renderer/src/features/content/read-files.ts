import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_CHUNK_BYTES, uploadLimitText } from '@shared/content/import-limits';
import type { TFunction } from 'i18next';
import { formatNumber, type AnyLanguage } from '@shared/i18n';
import type { Call } from '../../bridge/hooks';

/** The files of a choice that are imported: all of a single pick, a folder's JSON and zip files. */
export function wantedFiles(files: readonly File[]): File[] {
  return files.filter((f) => files.length === 1 || /\.(json|zip)$/i.test(f.name));
}

/**
 * Why a choice cannot be imported, before a byte is sent: the sentence names the size and the
 * limit. Undefined when it fits.
 */
export function refusalOf(files: readonly File[], t: TFunction, language: AnyLanguage): string | undefined {
  if (files.length === 0) return t('content.import.noFiles');
  if (files.length > MAX_UPLOAD_FILES)
    return t('content.import.tooMany', { count: formatNumber(files.length, language), most: formatNumber(MAX_UPLOAD_FILES, language) });
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total <= MAX_UPLOAD_BYTES) return undefined;
  const size = t('content.import.megabytes', {
    size: formatNumber(total / 1024 / 1024, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });
  const limit = uploadLimitText();
  return files.length === 1
    ? t('content.import.tooLargeOne', { name: files[0]!.name, size, limit })
    : t('content.import.tooLargeMany', { count: files.length, size, limit });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** A folder pick gives "folder/sub/file.json"; the importer wants paths inside the folder. */
const pathOf = (file: File) => (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;

/**
 * Sends the chosen files to the host in pieces of UPLOAD_CHUNK_BYTES (one file read a piece at a
 * time, never whole), reporting progress as a share of the bytes; answers the upload's id for
 * content.import.
 */
export async function uploadFiles(call: Call, files: readonly File[], onProgress: (share: number) => void): Promise<string> {
  const { uploadId } = await call('content.uploadStart', { files: files.map((f) => ({ path: pathOf(f), size: f.size })) });
  const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  for (const [fileIndex, file] of files.entries()) {
    for (let offset = 0; offset < file.size; offset += UPLOAD_CHUNK_BYTES) {
      const piece = new Uint8Array(await file.slice(offset, offset + UPLOAD_CHUNK_BYTES).arrayBuffer());
      await call('content.uploadChunk', { uploadId, fileIndex, offset, dataBase64: toBase64(piece) });
      done += piece.length;
      onProgress(done / total);
    }
  }
  return uploadId;
}
