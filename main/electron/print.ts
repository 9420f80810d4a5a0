import { BrowserWindow } from 'electron';
import type { Paper } from '../summary/print-css';

/**
 * A summary page as PDF in the desktop app: the same HTML and print stylesheet that headless
 * Chromium renders elsewhere (main/summary/render-pdf.ts), through Electron's own printToPDF. The page
 * is loaded into a hidden, sandboxed window with no preload, no scripts and no network.
 */
export async function printHtmlToPdf(html: string, paper: Paper): Promise<Buffer> {
  const window = new BrowserWindow({
    show: false,
    // Its own in-memory session, so blocking requests here never touches the app window's session.
    webPreferences: { sandbox: true, contextIsolation: true, javascript: false, nodeIntegration: false, partition: 'haven-print' },
  });
  try {
    // Anything but the page itself (a data: URL) is refused, like the headless renderer does.
    window.webContents.session.webRequest.onBeforeRequest({ urls: ['*://*/*'] }, (_details, answer) => answer({ cancel: true }));
    await window.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
    return await window.webContents.printToPDF({
      pageSize: paper === 'a4' ? 'A4' : 'Letter',
      printBackground: true,
      preferCSSPageSize: true,
    });
  } finally {
    window.destroy();
  }
}
