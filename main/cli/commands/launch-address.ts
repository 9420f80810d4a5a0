import { defaultDataDir } from '../../paths';
import { readLaunchFile } from '../../web/launch-file';
import type { CliCommand } from '../types';

/**
 * A new launch address of the Haven running in browser mode on this data folder (issue 26: the
 * printed one lets one browser in, once). Asks the running host over 127.0.0.1 with the control
 * secret it left in the data folder (main/web/launch-file.ts); opens no data file.
 */
export const launchAddressCommand: CliCommand = {
  name: 'launch-address',
  summary: 'Print a new address that lets a browser into the Haven running in browser mode (npm start).',
  usage: ['launch-address'],
  async run(args, io) {
    if (args.length > 0) {
      io.err('Usage:\n  launch-address\n');
      return 2;
    }
    const dataDir = defaultDataDir();
    const running = readLaunchFile(dataDir);
    const notRunning = `Haven is not running in browser mode on ${dataDir}: start it with "npm start" (it prints an address). Nothing was changed.\n`;
    if (!running) {
      io.err(notRunning);
      return 2;
    }
    let answer: Response;
    try {
      answer = await fetch(`http://127.0.0.1:${running.port}/launch`, {
        method: 'POST',
        headers: { Host: `127.0.0.1:${running.port}`, 'X-Haven-Control': running.control },
      });
    } catch {
      io.err(notRunning);
      return 2;
    }
    const body = (await answer.json().catch(() => null)) as { url?: unknown } | null;
    if (!answer.ok || typeof body?.url !== 'string') {
      io.err(`The Haven on port ${running.port} did not give a new address (it may be another program). Nothing was changed.\n`);
      return 2;
    }
    io.out(`Open ${body.url} in your browser: it lets one browser in, once.\n`);
    return 0;
  },
};
