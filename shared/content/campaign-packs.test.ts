import { describe, expect, it } from 'vitest';
import { defaultEdition, defaultPackIds, type PackFacts } from './campaign-packs';

const demo: PackFacts = { id: 'haven-demo-gh1', edition: 'gh1', source: 'haven-demo', importedAt: '2026-12-01T10:00:00Z' };
const gh1: PackFacts = { id: 'ghs-gh1', edition: 'gh1', source: 'ghs', importedAt: '2026-12-01T11:00:00Z' };
const gh2: PackFacts = { id: 'ghs-gh2', edition: 'gh2', source: 'ghs', importedAt: '2026-12-01T12:00:00Z' };

describe('a new campaign starts on the data the players imported', () => {
  it("the edition is the imported data's, not the demo pack's; the newest import when both are there", () => {
    expect(defaultEdition([demo])).toBe('gh2');
    expect(defaultEdition([demo, gh1])).toBe('gh1');
    expect(defaultEdition([demo, gh2])).toBe('gh2');
    expect(defaultEdition([gh2, gh1, demo])).toBe('gh2');
    expect(defaultEdition([{ ...gh1, importedAt: '2026-12-02T00:00:00Z' }, gh2])).toBe('gh1');
  });

  it("the packs are that edition's imported ones, never the demo", () => {
    expect(defaultPackIds([demo, gh1, gh2], 'gh1')).toEqual(['ghs-gh1']);
    expect(defaultPackIds([demo, gh1, gh2], 'gh2')).toEqual(['ghs-gh2']);
    expect(defaultPackIds([demo], 'gh1')).toEqual([]);
  });
});
