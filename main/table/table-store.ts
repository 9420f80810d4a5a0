import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The file in the data folder that keeps table mode across a restart of the host. */
export const TABLE_FILE_NAME = 'table.json';

const roleSchema = z.union([
  z.object({ kind: z.literal('gm') }),
  z.object({
    kind: z.literal('player'),
    sessionId: z.string(),
    campaignId: z.string().nullable(),
    characterId: z.string(),
    characterName: z.string(),
  }),
]);

const savedSchema = z.object({
  isOn: z.boolean(),
  devices: z.array(
    z.object({
      id: z.string().min(1).max(100),
      name: z.string().min(1).max(40),
      role: roleSchema,
      pairedAt: z.number(),
      lastSeen: z.number(),
      fingerprint: z.string(),
      /** The SHA-256 of the device's token, in hex: the token itself lives only in the device's cookie. */
      tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

/** Table mode as the host keeps it between launches: on or off, and the devices paired (never a code, never a token). */
export type SavedTable = z.infer<typeof savedSchema>;

export interface TableStore {
  /** What the last launch left, or null: none, or a file that is not one of ours (then table mode starts off, nobody paired). */
  load(): SavedTable | null;
  save(saved: SavedTable): void;
}

/**
 * Table mode's file in the data folder (`table.json`): a group that restarts the laptop finds its
 * devices still paired (issue 29). Only the person's own account may read it (mode 0600), as the
 * data file itself; written whole under another name, then renamed, so a crash never leaves half.
 */
export function tableStoreIn(dataDir: string): TableStore {
  const path = join(dataDir, TABLE_FILE_NAME);
  return {
    load() {
      try {
        const parsed = savedSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(saved) {
      const next = `${path}.new`;
      try {
        writeFileSync(next, `${JSON.stringify(saved)}\n`, { mode: 0o600 });
        renameSync(next, path);
      } catch (error) {
        rmSync(next, { force: true });
        // The pairings still hold for this launch; only a restart would forget them.
        console.warn(`Haven could not keep table mode's devices in ${path}: ${(error as Error).message}`);
      }
    },
  };
}
