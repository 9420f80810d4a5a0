import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * The per-user folder where Haven keeps its data, the same one Electron's `userData` points at:
 * %APPDATA%\Haven, ~/Library/Application Support/Haven, or $XDG_CONFIG_HOME/Haven (~/.config/Haven).
 * HAVEN_DATA_DIR overrides it.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.HAVEN_DATA_DIR) return env.HAVEN_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'Haven');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'Haven');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'Haven');
}

export const DATA_FILE_NAME = 'haven.sqlite3';
