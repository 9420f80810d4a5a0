import { createRequire } from 'node:module';
import { join } from 'node:path';
import { requireWithCodeCache } from './code-cache';

/**
 * The command line's entry (out/host/cli.cjs): it only picks the bundle a command needs, beside it
 * in out/host (main/host-bundle.cjs). `monster-turn` answers from a bundle of its own, a third the
 * size of the full command line, which then is never read nor compiled, and from V8's code cache of
 * it after its first run (main/cli/code-cache.ts); every other command runs the full command line
 * (main/cli/main.ts), compiled as Node compiles it (its source maps give haven.log its stacks).
 */
const name = process.argv[2];
if (name === 'monster-turn') requireWithCodeCache(join(__dirname, 'monster-turn.cjs'));
else createRequire(__filename)(join(__dirname, 'cli-main.cjs'));
