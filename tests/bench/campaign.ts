import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../main/db/open';
import { startHost } from '../../main/host';
import { createCampaignService } from '../../main/services/campaigns';
import { startWebServer } from '../../main/web/server';
import { campaignCommandSchema } from '@shared/rules/campaign';
import type { Bench, BenchFigure } from './types';
import { connectHost } from '../support/host-client';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** A data file holding one campaign with `entries` history entries. */
async function campaignWithHistory(entries: number): Promise<{ file: string; campaignId: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'haven-bench-')), 'haven.sqlite3');
  const opened = await openDatabase(file);
  const service = createCampaignService(opened.db);
  const { state } = await service.create({ name: 'Bench', edition: 'gh1', mode: 'campaign' });
  await service.execute(
    state.id,
    campaignCommandSchema.parse({ type: 'CreateCharacter', characterId: 'c', classId: 'Brute', name: 'Grok', gold: 30 }),
  );
  for (let i = 1; i < entries; i++) {
    const command = i % 2 ? { type: 'ChangeGold', characterId: 'c', amount: 1 } : { type: 'ChangeReputation', delta: i % 4 === 0 ? 1 : -1 };
    await service.execute(state.id, campaignCommandSchema.parse(command));
  }
  await opened.close();
  return { file, campaignId: state.id };
}

export const bench: Bench = async () => {
  const figures: BenchFigure[] = [];
  const { file, campaignId } = await campaignWithHistory(1000);

  const openTimes: number[] = [];
  const undoTimes: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    const opened = await openDatabase(file);
    const service = createCampaignService(opened.db);
    await service.get(campaignId);
    await service.history(campaignId);
    openTimes.push(performance.now() - started);
    const undoStarted = performance.now();
    await service.undo(campaignId);
    undoTimes.push(performance.now() - undoStarted);
    await service.redo(campaignId);
    await opened.close();
  }
  const open = median(openTimes);
  figures.push({
    name: 'campaign: open + migrate a data file, load a campaign with 1,000 history entries (median)',
    value: open,
    unit: 'ms',
    goal: '< 200 ms',
    isMet: open < 200,
  });
  figures.push({ name: 'campaign: undo in a campaign with 1,000 history entries (rebuild, median)', value: median(undoTimes), unit: 'ms' });

  const host = await startHost({ dataDir: mkdtempSync(join(tmpdir(), 'haven-bench-ws-')), mode: 'test' });
  const web = await startWebServer({ host, staticDir: tmpdir(), port: 0 });
  const client = await connectHost(web.url);
  const call = (channel: string, input: unknown) => client.call<{ state: { id: string } }>(channel, input);
  const created = await call('campaigns.create', { name: 'Round trips', edition: 'gh2' });
  const id = created.state.id;
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await call('campaigns.execute', { campaignId: id, command: { type: 'ChangeProsperity', delta: i % 2 ? 1 : -1 } });
    times.push(performance.now() - started);
  }
  client.close();
  await web.close();
  await host.close();
  const roundTrip = median(times);
  figures.push({
    name: 'campaign: command round trip over the WebSocket (median of 300)',
    value: roundTrip,
    unit: 'ms',
    goal: '< 5 ms',
    isMet: roundTrip < 5,
  });
  return figures;
};
