import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The file beside the data file that tells the command line where the running host is. */
export const LAUNCH_FILE_NAME = 'launch.json';

const launchFileSchema = z.object({ port: z.number().int().min(1).max(65535), control: z.string().min(20).max(100) });
export type LaunchFile = z.infer<typeof launchFileSchema>;

/**
 * Browser mode's running host, for the command line's `launch-address`: its port and a control
 * secret that lets a request from this computer ask for a new launch address (`POST /launch`,
 * main/web/server.ts). Only the person's own account may read it (mode 0600), as it may read the
 * data file itself. Written when the host listens, removed when it stops.
 */
export function writeLaunchFile(dataDir: string, port: number, control: string): { remove(): void } {
  const path = join(dataDir, LAUNCH_FILE_NAME);
  writeFileSync(path, `${JSON.stringify({ port, control } satisfies LaunchFile)}\n`, { mode: 0o600 });
  return { remove: () => rmSync(path, { force: true }) };
}

/** The running host's port and control secret, or null when no host in browser mode has written them. */
export function readLaunchFile(dataDir: string): LaunchFile | null {
  try {
    const parsed = launchFileSchema.safeParse(JSON.parse(readFileSync(join(dataDir, LAUNCH_FILE_NAME), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
