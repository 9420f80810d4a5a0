import { DatabaseOpenError } from '../db/errors';
import { defaultDataDir } from '../paths';
import { createErrorLog } from '../services/error-log';
import { describeSystemError } from '../services/errors';
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
    // The stack goes to haven.log; the terminal gets what happened and what to do.
    (io.log ?? createErrorLog(defaultDataDir()))(error);
    const known = describeSystemError(error);
    io.err(
      known
        ? `${command.name}: ${known}.\n`
        : `${command.name} failed: ${firstLine(error)} (the details are in haven.log in Haven's data folder).\n`,
    );
    return 1;
  }
}

/** An error's message without a stack or a second line, and never longer than a line. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
