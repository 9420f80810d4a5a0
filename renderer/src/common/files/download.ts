/** Saves a blob as a file through the browser's download (Electron shows its save dialog for it). */
function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give it a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** A PDF the host rendered, sent as base64. */
export function downloadBase64(fileName: string, base64: string, type = 'application/pdf'): void {
  downloadBlob(fileName, new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type }));
}
