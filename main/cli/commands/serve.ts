import { serve } from '../../web/serve';
import { ServeRefusal } from '../../web/test-host';
import type { CliCommand } from '../types';

const USAGE = ['serve', "serve --test-host   Haven's own tests: a throwaway HAVEN_DATA_DIR, and HAVEN_SEED deals the same cards"];

export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'Serve Haven to a browser on 127.0.0.1 (HAVEN_PORT, HAVEN_DATA_DIR).',
  usage: USAGE,
  run: async (args, io) => {
    const isTestHost = args.length === 1 && args[0] === '--test-host';
    if (args.length > 0 && !isTestHost) {
      io.err(`Usage:\n${USAGE.map((line) => `  ${line}`).join('\n')}\n`);
      return 2;
    }
    try {
      await serve(process.env, isTestHost);
    } catch (error) {
      if (!(error instanceof ServeRefusal)) throw error;
      io.err(`${error.message}\n`);
      return 2;
    }
    // Keeps running until Ctrl+C.
    return new Promise<number>(() => {});
  },
};
