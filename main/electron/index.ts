import { BrowserWindow, Menu, app, clipboard, dialog, ipcMain, protocol, session, shell } from 'electron';
import { SOURCE_LANGUAGE } from '@shared/i18n';
import { hostWords } from '../host-i18n';
import { spokenLanguage } from '../i18n/locale-folders';
import { join } from 'node:path';
import { startHost } from '../host';
import { DEFAULT_PORT } from '../web/serve';
import { startWebServer, type WebServer } from '../web/server';
import { tableStoreIn } from '../table/table-store';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol';
import { registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { printHtmlToPdf } from './print';
import { isOwnUrl, lockDown, rendererUrlFor } from './security';
import { focusOnSecondLaunch } from './single-instance';

// The thin desktop shell: one window on the same host that browser mode serves.
// better-sqlite3 is loaded from its Electron build (build/electron-native, or resources/native when
// packaged), never the Node build that tests and the command line use.
function nativeBinding(): string {
  return app.isPackaged
    ? join(process.resourcesPath, 'native', 'better_sqlite3.node')
    : join(app.getAppPath(), 'build', 'electron-native', 'better_sqlite3.node');
}

let window: BrowserWindow | null = null;

async function main(): Promise<void> {
  await app.whenReady();
  protocol.handle(APP_SCHEME, createAppProtocolHandler(join(__dirname, '..', 'renderer')));
  let host;
  const dataDir = process.env.HAVEN_DATA_DIR ?? app.getPath('userData');
  try {
    host = await startHost({
      dataDir,
      mode: 'electron',
      nativeBinding: nativeBinding(),
      printPdf: printHtmlToPdf,
    });
  } catch (error) {
    dialog.showErrorBox('Haven cannot open its data', (error as Error).message);
    app.quit();
    return;
  }

  // Table mode (issue 17): the desktop app serves the same screens to paired devices, from a
  // loopback web server started the first time the Table mode page asks (verified by reading only:
  // no Electron binary where this was written). It ends with the window; its paired devices are
  // kept in the data folder (main/table/table-store.ts).
  // One server however many ask at once (the launch below and the page); a failed start is tried again.
  let web: Promise<WebServer> | null = null;
  const opened = host;
  const tableStore = tableStoreIn(dataDir);
  const webServer = () =>
    (web ??= startWebServer({
      host: opened,
      staticDir: join(__dirname, '..', 'renderer'),
      port: process.env.HAVEN_PORT !== undefined ? Number(process.env.HAVEN_PORT) : DEFAULT_PORT,
      tableStore,
    }).catch((error: unknown) => {
      web = null;
      throw error;
    }));
  host.attachTable(async () => (await webServer()).tableControl);
  // Table mode left on by the last launch: the paired devices find the host again without the page opened.
  if (tableStore.load()?.isOn === true) void webServer().catch((error: Error) => console.warn(`Table mode stays off: ${error.message}`));
  // "Browser" in the menu: Haven in the default browser through a new launch address (issue 26).
  const { t } = hostWords(spokenLanguage(app.getLocale().split('-')[0]) ?? SOURCE_LANGUAGE);
  const newLaunchUrl = async () => (await webServer()).newLaunchUrl();
  const copy = (text: string) => clipboard.writeText(text);
  const menu = menuTemplate({
    newLaunchUrl,
    openExternal: (url) => shell.openExternal(url),
    copy,
    t,
    isMac: process.platform === 'darwin',
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(menu));

  const shown = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 900,
    minHeight: 600,
    title: 'Haven',
    backgroundColor: '#242424',
    webPreferences: {
      preload: join(__dirname, '..', 'preload', 'index.js'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  window = shown;
  const rendererUrl = rendererUrlFor(app.isPackaged, process.env);
  lockDown(shown, session.defaultSession, rendererUrl);
  const dispose = registerIpc(
    ipcMain,
    host,
    (frame) => frame === shown.webContents.mainFrame && isOwnUrl(shown.webContents.mainFrame.url, rendererUrl),
    (channel, ...args) => !shown.isDestroyed() && shown.webContents.send(channel, ...args),
  );
  shown.on('closed', () => {
    window = null;
    dispose();
    void (web?.then((w) => w.close()).catch(() => {}) ?? Promise.resolve()).then(() => host.close());
  });
  await shown.loadURL(rendererUrl);
}

// One Haven per data file: a second launch hands over to the first (its window comes to the
// front) instead of opening the same file twice.
if (focusOnSecondLaunch(app, () => window)) {
  // Before `ready`: app:// must be a standard, secure scheme for the page's origin to work.
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  app.on('window-all-closed', () => app.quit());
  void main();
}
