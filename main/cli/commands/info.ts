import type { CliCommand } from '../types';
import { printJson, withHost } from '../with-host';

export const infoCommand: CliCommand = {
  name: 'info',
  summary: 'Show the version, the data file and its format version.',
  usage: ['info'],
  run: (_args, io) =>
    withHost(async (call) => {
      printJson(io, await call('app.info', {}));
      return 0;
    }),
};
