import { expect, it, vi } from 'vitest';
import type { Change } from '@shared/ipc/contract';
import { NotFoundError, RefusedError, refusedRequest } from '../services/errors';
import { createRouter, type Handlers } from './router';

const campaignView = { state: { id: 'c1' } };

it('announces what the channel declares it changed, after the handler succeeded and only then', async () => {
  const announced: Change[] = [];
  const execute = vi.fn(async () => campaignView);
  const handlers = { 'campaigns.execute': execute, 'campaigns.get': async () => campaignView } as unknown as Handlers;
  const invoke = createRouter(
    handlers,
    () => {},
    (change) => announced.push(change),
  );

  const done = await invoke('campaigns.execute', { campaignId: 'c1', command: { type: 'RenameCampaign', name: 'Gloom' } });
  expect(done.ok).toBe(true);
  expect(announced).toEqual([{ event: 'campaigns.changed', payload: { campaignId: 'c1' } }]);

  // A read announces nothing; a refused change announces nothing.
  await invoke('campaigns.get', { campaignId: 'c1' });
  execute.mockRejectedValueOnce(new RefusedError({ kind: 'RuleViolation', code: 'x', message: 'No.' }));
  const refused = await invoke('campaigns.execute', { campaignId: 'c1', command: { type: 'RenameCampaign', name: 'Gloom' } });
  expect(refused.ok).toBe(false);
  expect(announced).toHaveLength(1);
});

it("says nothing was changed once, in the request's language, also for a thing not found whose sentence says so", async () => {
  const gone = () => refusedRequest(NotFoundError, 'host.missing.scenarioDrawings');
  const handlers = { 'campaigns.get': async () => Promise.reject(gone()) } as unknown as Handlers;
  const invoke = createRouter(handlers, () => {});
  expect(await invoke('campaigns.get', { campaignId: 'c1' }, 'en')).toMatchObject({
    code: 'not-found',
    error: 'That scenario is not in this data file (it may have been deleted). Nothing was changed.',
  });
  expect(await invoke('campaigns.get', { campaignId: 'c1' }, 'de')).toMatchObject({
    error: 'Dieses Szenario ist nicht in dieser Datendatei (vielleicht wurde es gelöscht). Es wurde nichts geändert.',
    refusal: { key: 'host.missing.scenarioDrawings', params: {} },
  });
});
