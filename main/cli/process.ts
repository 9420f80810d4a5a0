import { endQuietlyOnClosedPipe } from './pipe';
import type { CliIo } from './types';

/**
 * Runs a command line as this process: its words on stdout and stderr, its status as the exit code,
 * and an error that escaped it as its first line (never a stack).
 */
export function runAsProcess(run: (argv: string[], io: CliIo) => Promise<number>): void {
  endQuietlyOnClosedPipe(process.stdout);
  endQuietlyOnClosedPipe(process.stderr);
  const io: CliIo = {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    cwd: process.cwd(),
  };
  run(process.argv.slice(2), io).then(
    (status) => {
      process.exitCode = status;
    },
    (error: unknown) => {
      process.stderr.write(`${(error as Error).message.split('\n')[0]}\n`);
      process.exitCode = 1;
    },
  );
}
