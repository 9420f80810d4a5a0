import { runCli } from './run';
import { endQuietlyOnClosedPipe } from './pipe';

endQuietlyOnClosedPipe(process.stdout);
endQuietlyOnClosedPipe(process.stderr);

runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  cwd: process.cwd(),
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error).message.split('\n')[0]}\n`);
    process.exitCode = 1;
  },
);
