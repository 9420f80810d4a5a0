#!/usr/bin/env node
// `npm run -s haven -- COMMAND`: the command line, run from the host bundle (main/host-bundle.cjs),
// which is built first when it is missing or one of its sources changed.
import { createRequire } from 'node:module';
import { ensureHostBundle, hostBundlePath } from './host-bundle.cjs';

await ensureHostBundle();
createRequire(import.meta.url)(hostBundlePath('cli'));
