import { serve } from '../../web/serve';
import type { CliCommand } from '../types';

export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'Serve Haven to a browser on 127.0.0.1 (HAVEN_PORT, HAVEN_DATA_DIR).',
  usage: ['serve'],
  run: async () => {
    await serve();
    // Keeps running until Ctrl+C.
    return new Promise<number>(() => {});
  },
};
