import { DatabaseOpenError } from '../db/errors';
import { COMMANDS } from './registry';
import type { CliCommand, CliIo } from './types';
import { CliError } from './with-host';

function helpText(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((c) => c.name.length), 4);
  const lines = ['Haven command line. Usage: npm run -s haven -- COMMAND [ARGS]', '', 'Commands:'];
  lines.push(`  ${'help'.padEnd(width)}  List the commands, or show one: help COMMAND.`);
  for (const c of commands) lines.push(`  ${c.name.padEnd(width)}  ${c.summary}`);
  lines.push('', 'Data: HAVEN_DATA_DIR overrides the data folder (default: the per-user app data folder).');
  return `${lines.join('\n')}\n`;
}

/** Runs one command line; returns the exit status. Errors are printed as sentences, never stacks. */
export async function runCli(argv: string[], io: CliIo, commands: readonly CliCommand[] = COMMANDS): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    const topic = commands.find((c) => c.name === args[0]);
    if (topic) io.out(`${topic.summary}\nUsage:\n${topic.usage.map((u) => `  ${u}`).join('\n')}\n`);
    else io.out(helpText(commands));
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Run "npm run -s haven -- help" for the list.\n`);
    return 2;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliError || error instanceof DatabaseOpenError) {
      io.err(`${error.message}\n`);
      return 2;
    }
    io.err(`${command.name} failed: ${(error as Error).message}\n`);
    return 1;
  }
}
