import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { campaignCommandSchema } from '@shared/rules/campaign';
import { openDatabase } from '../../main/db/open';
import { createCampaignService, type CampaignService } from '../../main/services/campaigns';
import { createContentService } from '../../main/services/content';
import { createScenarioService } from '../../main/services/scenarios';

/**
 * A fresh database in a folder of its own (named from `prefix`), the demo packs offered, and the
 * campaign and scenario services on it: ids `c-N` and `s-N` counted from 1, every scenario drawn
 * from seed 1234.
 */
export async function openScenarioServices(prefix: string) {
  let ids = 0;
  const opened = await openDatabase(join(mkdtempSync(join(tmpdir(), prefix)), 'haven.sqlite3'));
  const content = createContentService(opened.db);
  await content.offerDemoPack();
  const campaigns = createCampaignService(opened.db, { newId: () => `c-${++ids}` });
  const scenarios = createScenarioService(opened.db, content, { newId: () => `s-${++ids}`, newSeed: () => 1234 });
  return { opened, campaigns, scenarios };
}

/** A campaign named Mill of Ada the Lanternwright and Bo the Reedwalker (the demo packs' classes), 15 gold each: its id and theirs. */
export async function campaignWithDemoParty(campaigns: CampaignService, edition: 'gh1' | 'gh2' = 'gh1') {
  const { state } = await campaigns.create({ name: 'Mill', edition, mode: 'campaign' });
  for (const [classId, name] of [
    ['lanternwright', 'Ada'],
    ['reedwalker', 'Bo'],
  ] as const) {
    await campaigns.execute(state.id, campaignCommandSchema.parse({ type: 'CreateCharacter', classId, name, gold: 15 }));
  }
  const characters = (await campaigns.get(state.id)).state.characters;
  return { campaignId: state.id, characterIds: characters.map((c) => c.id) };
}
