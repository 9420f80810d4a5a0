/** Where a command writes: the CLI passes stdout/stderr, tests pass collectors. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** The folder relative paths are resolved against. */
  cwd: string;
  /** Where stacks go (haven.log in the data folder unless a test collects them). */
  log?: (error: unknown) => void;
}

/** One `npm run -s haven -- NAME ...` command. Returns the process exit status. */
export interface CliCommand {
  name: string;
  /** One line for `help`. */
  summary: string;
  /** Usage lines shown by `help NAME` and on a usage error. */
  usage: string[];
  run(args: string[], io: CliIo): Promise<number>;
}
