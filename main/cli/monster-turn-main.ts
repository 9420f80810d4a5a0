import { command } from './commands/monster-turn';
import { runAsProcess } from './process';

/**
 * `monster-turn` on its own (out/host/monster-turn.cjs): the solver, the query's schema and the
 * reasons' English words, without the host, the database or any other command, so that one
 * answer starts in a fraction of the full command line's time (`npm run bench`). main/cli/index.ts
 * sends the command here; its answer is the full command line's, byte for byte
 * (tests/integration/monster-turn-bundle.test.ts).
 */
runAsProcess((argv, io) => command.run(argv.slice(1), io));
