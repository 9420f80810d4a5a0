import { BrowserWindow, app, dialog, ipcMain, session } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHost } from '../host';
import { registerIpc } from './ipc';
import { printHtmlToPdf } from './print';
import { isOwnUrl, lockDown } from './security';

// The thin desktop shell: one window on the same host that browser mode serves.
// better-sqlite3 is loaded from its Electron build (build/electron-native, or resources/native when
// packaged), never the Node build that tests and the command line use.
function nativeBinding(): string {
  return app.isPackaged
    ? join(process.resourcesPath, 'native', 'better_sqlite3.node')
    : join(app.getAppPath(), 'build', 'electron-native', 'better_sqlite3.node');
}

async function main(): Promise<void> {
  await app.whenReady();
  let host;
  try {
    host = await startHost({ dataDir: process.env.HAVEN_DATA_DIR ?? app.getPath('userData'), mode: 'electron', nativeBinding: nativeBinding(), printPdf: printHtmlToPdf });
  } catch (error) {
    dialog.showErrorBox('Haven cannot open its data', (error as Error).message);
    app.quit();
    return;
  }

  const window = new BrowserWindow({
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
  const rendererUrl = process.env.ELECTRON_RENDERER_URL ?? pathToFileURL(join(__dirname, '..', 'renderer', 'index.html')).href;
  lockDown(window, session.defaultSession, rendererUrl);
  const dispose = registerIpc(
    ipcMain,
    host,
    (frame) => frame === window.webContents.mainFrame && isOwnUrl(window.webContents.mainFrame.url, rendererUrl),
    (channel, ...args) => !window.isDestroyed() && window.webContents.send(channel, ...args),
  );
  window.on('closed', () => {
    dispose();
    void host.close();
  });
  await window.loadURL(rendererUrl);
}

app.on('window-all-closed', () => app.quit());
void main();
