import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { forgetRequestReads } from '../ipc/request-scope';
import type { Kysely, Transaction } from 'kysely';
import {
  contentPackSchema,
  demoPack,
  contentErrorRefusal,
  formatContentError,
  packRecordKinds,
  type ContentError,
  type ContentPack,
  type ImportReport,
} from '@shared/content';
import { campaignStateSchema, type CampaignState } from '@shared/rules/campaign';
import { preparePack, type PreparedPack } from '../content/prepare-pack';
import { readOrNull } from './event-log';
import { readJson } from './json-column';
import { packIndex, recordsLost, REFERENCED_KINDS, type PackIndex } from './pack-references';
import type { InstalledPack } from '@shared/ipc/content-types';
import type { Database } from '../db/schema';
import { englishRefusal, refusal } from '@shared/rules/refusal';
import { NotFoundError, RequestError, refusedRequest } from './errors';
import { reportFields, type ContentReads } from './content-reads';
import { isSettlementLive } from './scenario-settlement';

/**
 * An import that did not pass: every problem with its place. Nothing was written. Each problem's
 * reason is keyed where its reader keyed it, so the sentence comes back in the request's language.
 */
export class ContentImportError extends RequestError {
  override readonly name: string = 'ContentImportError';
  constructor(readonly errors: ContentError[]) {
    const shown = errors.slice(0, 8);
    const data = refusal(
      'files.importRefused',
      { problems: shown.map(formatContentError).join('; '), more: Math.max(0, errors.length - 8) },
      { problems: shown.map(contentErrorRefusal) },
    );
    super(englishRefusal(data));
    this.refusal = data;
  }
}

const DEMO_SETTING = 'demo-pack-offered';

/** An installed pack the one being imported would replace (the same id), and what would change. */
export interface Replacement {
  name: string;
  before: InstalledPack['counts'];
  /** Campaigns that read the installed pack. */
  campaigns: string[];
}
/**
 * Installing and removing content packs. A pack is written whole in one transaction or not at
 * all. Installing a pack with the id of an installed one replaces it, but never so that a campaign
 * reading it loses a record it uses (issue 26): the screens ask before a replacement
 * (`replacementOf`). `names` reads a pack's names inside the installing transaction.
 */
export function createContentInstalls(db: Kysely<Database>, now: () => Date, { names }: Pick<ContentReads, 'names'>) {
  async function install(pack: ContentPack, report: ImportReport | null): Promise<InstalledPack> {
    const checked = preparePack(pack, report);
    if (!checked.ok) throw new ContentImportError(checked.errors);
    return installPrepared(checked.prepared);
  }

  /** Writes a prepared pack (prepare-pack.ts) in one transaction, replacing one with its id. */
  async function installPrepared(prepared: PreparedPack, language: AnyLanguage = SOURCE_LANGUAGE): Promise<InstalledPack> {
    const importedAt = now().toISOString();
    await db.transaction().execute(async (trx) => {
      await refuseLosingRecords(trx, prepared, language);
      await trx.deleteFrom('content_packs').where('id', '=', prepared.id).execute();
      await trx
        .insertInto('content_packs')
        .values({
          id: prepared.id,
          name: prepared.name,
          edition: prepared.edition,
          source: prepared.source,
          version: prepared.version,
          report: JSON.stringify(prepared.report ?? null),
          imported_at: importedAt,
        })
        .execute();
      // SQLite caps bound parameters per statement; insert in slices.
      for (let start = 0; start < prepared.rows.length; start += 100) {
        await trx
          .insertInto('content_records')
          .values(
            prepared.rows.slice(start, start + 100).map(([kind, recordId, position, name, data]) => ({
              pack_id: prepared.id,
              kind,
              record_id: recordId,
              position,
              name,
              data,
            })),
          )
          .execute();
      }
    });
    // The names read so far in this request are the old pack's.
    forgetRequestReads();
    return summaryOf(prepared, importedAt);
  }

  /** The installed pack a prepared one would replace, with its counts and the campaigns reading it; null when none. */
  async function replacementOf(prepared: PreparedPack, language: AnyLanguage = SOURCE_LANGUAGE): Promise<Replacement | null> {
    return db.transaction().execute(async (trx) => {
      const installed = await trx.selectFrom('content_packs').select('name').where('id', '=', prepared.id).executeTakeFirst();
      if (!installed) return null;
      await refuseLosingRecords(trx, prepared, language);
      const counts = await trx
        .selectFrom('content_records')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('pack_id', '=', prepared.id)
        .groupBy('kind')
        .execute();
      return {
        name: installed.name,
        before: Object.fromEntries(
          packRecordKinds.map((kind) => [kind, Number(counts.find((c) => c.kind === kind)?.n ?? 0)]),
        ) as InstalledPack['counts'],
        campaigns: (await campaignsReading(trx, prepared.id)).map((campaign) => campaign.name),
      };
    });
  }

  /** The campaigns whose state names the pack among theirs (a damaged campaign cannot say, and is left out). */
  async function campaignsReading(trx: Transaction<Database>, packId: string): Promise<CampaignState[]> {
    const rows = await trx.selectFrom('campaigns').select('state').orderBy('created_at').execute();
    return rows
      .map((row) => readOrNull(() => readJson(campaignStateSchema, row.state)))
      .filter((state): state is CampaignState => state !== null && state.contentPackIds.includes(packId));
  }

  /** What of a pack's stored records a campaign can name (pack-references.ts). */
  async function storedIndex(trx: Transaction<Database>, packId: string): Promise<PackIndex> {
    const rows = await trx
      .selectFrom('content_records')
      .select(['kind', 'data'])
      .where('pack_id', '=', packId)
      .where('kind', 'in', [...REFERENCED_KINDS])
      .orderBy('position')
      .execute();
    const byKind = new Map<string, Record<string, unknown>[]>();
    for (const row of rows)
      byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), readOrNull(() => JSON.parse(row.data) as Record<string, unknown>) ?? {}]);
    return packIndex(Object.fromEntries(byKind));
  }

  /**
   * Refuses, in words, a replacement that would take from a campaign a record it uses and no other
   * of its packs has (issue 26: a 41-byte file took a campaign from 17 classes to 0). The records are
   * named in the request's `language` where the installed pack has that language's names.
   */
  async function refuseLosingRecords(trx: Transaction<Database>, prepared: PreparedPack, language: AnyLanguage): Promise<void> {
    const installed = await trx.selectFrom('content_packs').select('id').where('id', '=', prepared.id).executeTakeFirst();
    if (!installed) return;
    const old = await storedIndex(trx, prepared.id);
    for (const campaign of await campaignsReading(trx, prepared.id)) {
      const others = await Promise.all(campaign.contentPackIds.filter((id) => id !== prepared.id).map((id) => storedIndex(trx, id)));
      const lost = recordsLost(campaign, old, prepared.index, others);
      if (lost.length === 0) continue;
      // Read in this transaction: its connection is the one connection.
      const nameOf = await names([prepared.id], language, trx);
      const shown = lost
        .slice(0, 5)
        .map((record) => refusal(`files.pack.lost.${record.kind}`, { name: nameOf(record.kind, record.id, record.name) }));
      if (lost.length > shown.length) shown.push(refusal('files.pack.lost.more', { count: lost.length - shown.length }));
      const data = refusal(
        'files.pack.replaceLoses',
        { pack: prepared.name, campaign: campaign.name, missing: shown.map(englishRefusal).join('; ') },
        { missing: shown },
      );
      throw Object.assign(new RequestError(englishRefusal(data)), { refusal: data });
    }
  }

  /**
   * Removes a pack unless a scenario still being played (or ended, not yet settled) comes from it:
   * such a session reads its rooms, doors and rewards from the pack, so removing it would strand it.
   */
  async function remove(packId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const pack = await trx.selectFrom('content_packs').select('name').where('id', '=', packId).executeTakeFirst();
      if (!pack) throw refusedRequest(NotFoundError, 'files.pack.notInstalled', { id: packId });
      const sessions = await trx
        .selectFrom('scenario_sessions')
        .select(['id', 'name', 'status', 'campaign_id'])
        .where('pack_id', '=', packId)
        .orderBy('created_at')
        .execute();
      const inUse = [];
      // A settlement undone in the campaign leaves its session settleable again: still in use.
      for (const s of sessions)
        if (s.status !== 'settled' || (s.campaign_id !== null && !(await isSettlementLive(trx, s.campaign_id, s.id)))) inUse.push(s);
      if (inUse.length > 0) {
        const names = [...new Set(inUse.map((s) => `"${s.name}"`))];
        const list =
          names.length === 1 ? undefined : refusal('files.pack.listEnd', { rest: names.slice(0, -1).join(', '), last: names.at(-1)! });
        const data = refusal(
          'files.pack.inUse',
          { name: pack.name, count: names.length, names: list ? englishRefusal(list) : names[0]! },
          list ? { names: [list] } : undefined,
        );
        throw Object.assign(new RequestError(englishRefusal(data)), { refusal: data });
      }
      await trx.deleteFrom('content_packs').where('id', '=', packId).execute();
    });
    forgetRequestReads();
  }

  /** A first run gets the demo pack once, so the app is usable before any import. */
  async function offerDemoPack(): Promise<void> {
    const offered = await db.selectFrom('app_settings').select('value').where('key', '=', DEMO_SETTING).executeTakeFirst();
    if (offered) return;
    for (const edition of ['gh1', 'gh2'] as const) await install(contentPackSchema.parse(demoPack(edition)), null);
    // Two Havens starting at once on a new file both install it (the same packs, replaced); the mark is written once.
    await db
      .insertInto('app_settings')
      .values({ key: DEMO_SETTING, value: 'yes' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  return { install, installPrepared, replacementOf, remove, offerDemoPack };
}

function summaryOf(prepared: PreparedPack, importedAt: string): InstalledPack {
  const { report } = prepared;
  return {
    id: prepared.id,
    name: prepared.name,
    edition: prepared.edition,
    source: prepared.source,
    version: prepared.version,
    importedAt,
    counts: prepared.counts,
    ...reportFields(report),
  };
}
