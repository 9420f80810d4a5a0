import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { importGhsEdition } from './import-ghs';

/** Every string of an imported pack that still holds the data's placeholders or markup, by its path. */
function leftovers(value: unknown, path: string, out: string[]): string[] {
  if (typeof value === 'string') {
    if (/%[\w.:-]+%|<\/?[a-z]+>|\b(?:loot|move|attack)\d\b|itemSlot/i.test(value)) out.push(`${path}: ${value}`);
  } else if (Array.isArray(value)) value.forEach((item, index) => leftovers(item, `${path}[${index}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      // The translations keep the data's labels as they are, for the text resolver of that language.
      if (path !== '' || key !== 'translations') leftovers(item, `${path}.${key}`, out);
  return out;
}

describeWithPeerData('text from the data reads as text (issue 30, point 9)', () => {
  it("leaves no placeholder, markup or icon run into its number in gh.json's pack but the one label the data lacks", () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    // Treasure 75's reward is labelled in the Spanish labels only.
    expect(leftovers(outcome.pack, '', [])).toEqual(['.treasures[74].reward: custom %data.treasures.gh.75%']);
  });

  it("words gh2e.json's perks, modifier cards and rewards (loot 1, body item, the Doomstalker's doom, factions); the sections an event names are left", () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh2e.json'));
    if (!outcome.ok) throw new Error('gh2e.json did not import');
    const left = leftovers(outcome.pack, '', []);
    // Only event 104's five "Read %game.section:…%" outcomes: a section of the book, read by the party.
    expect(left).toHaveLength(5);
    expect(left.every((line) => line.startsWith('.events[103].') && line.includes('%game.section:'))).toBe(true);
    const bruiser = outcome.pack.characterClasses[1]!;
    expect(bruiser.perks[9]!.text).toBe(
      'Once each scenario, during your turn, you may perform: loot 1, if this ability loots at least one money token, you may recover one body item',
    );
  });
});
