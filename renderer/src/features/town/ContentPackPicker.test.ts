import { describe, expect, it } from 'vitest';
import type { InstalledPack } from '@shared/ipc/content-types';
import { packChoices } from './ContentPackPicker';

const pack = (id: string, name: string, version: string): InstalledPack =>
  ({ id, name, version, edition: 'gh1', importedAt: '2026-11-30T10:00:00Z' }) as InstalledPack;

describe("the campaign's content pack choices", () => {
  it('name each pack by its name, never its id', () => {
    const choices = packChoices(
      [pack('haven-demo-gh1', 'Haven demo: The Sunken Mill', '1'), pack('ghs-gh1', 'Gloomhaven', '2')],
      () => 'twin',
    );
    expect(choices).toEqual([
      { value: 'haven-demo-gh1', label: 'Haven demo: The Sunken Mill' },
      { value: 'ghs-gh1', label: 'Gloomhaven' },
    ]);
  });

  it('tell packs of the same name apart by what the player knows of them', () => {
    const choices = packChoices([pack('ghs-gh1', 'Gloomhaven', '1'), pack('ghs-gh1-2', 'Gloomhaven', '2')], (p) => `version ${p.version}`);
    expect(choices.map((c) => c.label)).toEqual(['Gloomhaven · version 1', 'Gloomhaven · version 2']);
  });
});
