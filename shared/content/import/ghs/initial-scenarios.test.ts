import { expect } from 'vitest';
import { itWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { importGhsEdition } from './import-ghs';

/** The scenarios a campaign opens with come from the data's "initial" flag. */
itWithPeerData('reads which scenarios are open at the start of a campaign, in both editions', () => {
  const initial = (file: string) => {
    const outcome = importGhsEdition(readPeerJson<Record<string, unknown>>('ghs-data', file), {}, file);
    if (!outcome.ok) throw new Error(`${file} did not import`);
    return outcome.pack.scenarios.filter((s) => s.isInitial).map((s) => `${s.index} ${s.name}`);
  };
  expect(initial('gh.json')).toEqual(['1 Black Barrow', 'rnd Random Dungeon']);
  expect(initial('gh2e.json')).toEqual(['0 Training Course', '1 Bandit Camp']);
});
