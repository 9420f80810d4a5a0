import { endQuietlyOnClosedPipe } from './pipe';
import type { CliIo } from './types';

endQuietlyOnClosedPipe(process.stdout);
endQuietlyOnClosedPipe(process.stderr);

const argv = process.argv.slice(2);
const io: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.cwd(),
};

/**
 * Commands that open no data file, loaded on their own: the rest of the command line (the host, the
 * database, every other command) is loaded only when another command runs. A `monster-turn`
 * answer then starts in about a tenth of a second from the bundle (`npm run bench`).
 */
const STANDALONE: Record<string, () => Promise<{ command: { run(args: string[], io: CliIo): Promise<number> } }>> = {
  'monster-turn': () => import('./commands/monster-turn'),
  'launch-address': () => import('./commands/launch-address').then(({ launchAddressCommand }) => ({ command: launchAddressCommand })),
};

const standalone = argv[0] === undefined ? undefined : STANDALONE[argv[0]];
(standalone
  ? standalone().then(({ command }) => command.run(argv.slice(1), io))
  : import('./run').then(({ runCli }) => runCli(argv, io))
).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error).message.split('\n')[0]}\n`);
    process.exitCode = 1;
  },
);
