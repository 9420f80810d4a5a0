import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPack, type ContentPack } from '@shared/content';
import { campaignCommandSchema, type CampaignCommandInput } from '@shared/rules/campaign';
import { openDatabase, type OpenedDatabase } from '../db/open';
import { inRequestScope } from '../ipc/request-scope';
import { createCampaignService, type CampaignService } from './campaigns';
import { createContentService, type ContentService } from './content';
import { namesOfPacks } from './history-words';

let opened: OpenedDatabase;
let content: ContentService;
let campaigns: CampaignService;
let campaignId: string;

/** The demo pack as a pack of its own, named `name`, its Lanternwright called `className`, in German `german`. */
function tablePack(name: string, className: string, german: string): ContentPack {
  const pack = demoPack('gh1');
  return {
    ...pack,
    id: 'table-pack',
    name,
    characterClasses: pack.characterClasses.map((c) => (c.id === 'lanternwright' ? { ...c, name: className } : c)),
    translations: [{ id: 'de', language: 'de', labels: {}, names: { 'characterClasses/lanternwright': german } }],
  };
}

const exec = (input: CampaignCommandInput) => campaigns.execute(campaignId, campaignCommandSchema.parse(input));

/** The campaign's history lines, oldest first, as one request in `language` reads them. */
const lines = async (language = 'en') =>
  (await campaigns.history(campaignId, undefined, undefined, language)).map((entry) => entry.summary).reverse();

beforeEach(async () => {
  opened = await openDatabase(join(mkdtempSync(join(tmpdir(), 'haven-history-words-')), 'haven.sqlite3'));
  content = createContentService(opened.db);
  campaigns = createCampaignService(opened.db);
  await content.install(tablePack('Table Pack', 'Lamplighter', 'Laternenträgerin'), null);
  campaignId = (await campaigns.create({ name: 'Names', edition: 'gh1', mode: 'campaign' })).state.id;
  await exec({ type: 'UseContentPacks', packIds: ['table-pack'] });
  // By class id only: the line names the class as the pack does.
  await exec({ type: 'CreateCharacter', classId: 'lanternwright', name: 'Cora', gold: 30 });
});
afterEach(() => opened.close());

describe('the names in history lines follow the installed packs', () => {
  it('after a pack is imported again under new names, and after it is removed', async () => {
    expect(await lines()).toEqual(['Content for this campaign: Table Pack', 'Cora the Lamplighter joined the party']);
    expect((await lines('de'))[1]).toBe('Cora (Laternenträgerin) hat sich der Gruppe angeschlossen');

    await content.install(tablePack('Renamed Pack', 'Lantern Bearer', 'Laternenmeisterin'), null);
    expect(await lines()).toEqual(['Content for this campaign: Renamed Pack', 'Cora the Lantern Bearer joined the party']);
    expect((await lines('de'))[1]).toBe('Cora (Laternenmeisterin) hat sich der Gruppe angeschlossen');

    // Removed: nothing installed names them any more, so the lines say what they booked.
    await content.remove('table-pack');
    expect(await lines()).toEqual(['Content for this campaign: table-pack', 'Cora the lanternwright joined the party']);
  });

  it('reads the names once per request, and anew after an import in that request', async () => {
    const className = async () =>
      (await namesOfPacks(opened.db, ['table-pack'], 'en'))('characterClasses', 'lanternwright', 'lanternwright');
    const renameInPlace = (name: string) =>
      opened.db.updateTable('content_records').set({ name }).where('record_id', '=', 'lanternwright').execute();
    await inRequestScope(async () => {
      expect(await className()).toBe('Lamplighter');
      // Changed behind the host's back (no import): this request keeps what it read.
      await renameInPlace('Lamp Keeper');
      expect(await className()).toBe('Lamplighter');
      // An import in the same request forgets what it read.
      await content.install(tablePack('Table Pack', 'Lantern Bearer', 'Laternenmeisterin'), null);
      expect(await className()).toBe('Lantern Bearer');
    });
    // The next request reads the database again.
    await renameInPlace('Lamp Keeper');
    expect(await inRequestScope(className)).toBe('Lamp Keeper');
  });
});
