import { runAsProcess } from './process';
import type { CliIo } from './types';

/**
 * Commands that open no data file, loaded on their own: the rest of the command line (the host, the
 * database, every other command) is loaded only when another command runs. (`monster-turn` has a
 * bundle of its own: main/cli/index.ts.)
 */
const STANDALONE: Record<string, () => Promise<{ command: { run(args: string[], io: CliIo): Promise<number> } }>> = {
  'launch-address': () => import('./commands/launch-address').then(({ launchAddressCommand }) => ({ command: launchAddressCommand })),
};

runAsProcess((argv, io) => {
  const standalone = argv[0] === undefined ? undefined : STANDALONE[argv[0]];
  return standalone
    ? standalone().then(({ command }) => command.run(argv.slice(1), io))
    : import('./run').then(({ runCli }) => runCli(argv, io));
});
