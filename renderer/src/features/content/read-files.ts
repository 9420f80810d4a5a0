/** A chosen file as the import channel takes it. */
export interface UploadFile {
  path: string;
  dataBase64: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/**
 * Reads the chosen files (a JSON file, a zip, or a folder's JSON files) for upload, reporting
 * progress as a share of the bytes. Only JSON and zip files of a folder are read.
 */
export async function readChosenFiles(files: readonly File[], onProgress: (share: number) => void): Promise<UploadFile[]> {
  const wanted = files.filter((f) => files.length === 1 || /\.(json|zip)$/i.test(f.name));
  const total = wanted.reduce((sum, f) => sum + f.size, 0) || 1;
  let done = 0;
  const out: UploadFile[] = [];
  for (const file of wanted) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    done += file.size;
    onProgress(done / total);
    // A folder pick gives "folder/sub/file.json"; the importer wants paths inside the folder.
    const relative = (file as File & { webkitRelativePath?: string }).webkitRelativePath || file.name;
    out.push({ path: relative, dataBase64: toBase64(bytes) });
  }
  return out;
}
