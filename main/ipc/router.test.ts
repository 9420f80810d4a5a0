import { expect, it, vi } from 'vitest';
import type { Change } from '@shared/ipc/contract';
import { RefusedError } from '../services/errors';
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
