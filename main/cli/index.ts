import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The command line's entry (out/host/cli.cjs): it only picks the bundle a command needs, beside it
 * in out/host (main/host-bundle.cjs). `monster-turn` answers from a bundle of its own, a third the
 * size of the full command line, which then is never read nor compiled; every other command runs
 * the full command line (main/cli/main.ts).
 */
const BUNDLE_OF: Readonly<Record<string, string>> = { 'monster-turn': 'monster-turn' };

const name = process.argv[2];
const bundle = (name !== undefined && Object.hasOwn(BUNDLE_OF, name) ? BUNDLE_OF[name] : undefined) ?? 'cli-main';
createRequire(__filename)(join(__dirname, `${bundle}.cjs`));
