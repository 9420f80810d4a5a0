/** Saves text as a file through the browser's download (Electron shows its save dialog for it). */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give it a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
