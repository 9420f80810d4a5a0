import { chromium, type Browser } from '@playwright/test';
import type { Paper } from './print-css';

/** Debian's Chromium unless HAVEN_CHROMIUM names another; Haven never downloads a browser. */
export function chromiumPath(): string {
  return process.env.HAVEN_CHROMIUM ?? '/usr/bin/chromium';
}

const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A summary page as PDF through headless Chromium, where there is no Electron (the CLI, tests, the
 * browser-mode host). The page's own @page rule sets the paper, exactly as the desktop's printToPDF
 * and a browser's print read it. The page has no scripts and loads nothing from outside.
 */
export async function renderPdf(html: string, paper: Paper, browser?: Browser): Promise<Buffer> {
  const own = browser ?? (await chromium.launch({ executablePath: chromiumPath(), args: QUIET_FLAGS }));
  try {
    const page = await own.newPage({ javaScriptEnabled: false });
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true, format: paper === 'a4' ? 'A4' : 'Letter' });
    await page.close();
    return pdf;
  } finally {
    if (!browser) await own.close();
  }
}
