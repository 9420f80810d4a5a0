import { expect } from 'vitest';
import { describeWithPeerData, itWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { importGhsEdition } from './import-ghs';

describeWithPeerData("personal quests that count kills, from Gloomhaven Secretariat's gh.json", () => {
  const tracks = () => {
    const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
    if (!outcome.ok) throw new Error('gh.json did not import');
    return new Map(outcome.pack.personalQuests.map((quest) => [quest.number, quest.requirements.map((r) => r.track ?? null)]));
  };

  itWithPeerData("names the monster types a requirement's words name, kinds and scenario variants with them", () => {
    const byQuest = tracks();
    // 515 Law Bringer: Bandits or Cultists killed.
    expect(byQuest.get(515)).toEqual(['kills:bandit-archer|bandit-commander|bandit-guard|cultist|cultist-scenario-78|cultist-scenario-89']);
    // 516 Pounds of Flesh: Vermlings killed; 513 Finding the Cure: Forest Imps killed, then a scenario.
    expect(byQuest.get(516)).toEqual(['kills:vermling-scout|vermling-shaman']);
    expect(byQuest.get(513)).toEqual(['kills:forest-imp', 'scenario:59|60']);
    // 523 Aberrant Slayer: one of each demon; 533 The Perfect Poison: Oozes, Lurkers, Spitting Drakes.
    expect(byQuest.get(523)?.[0]).toBe('kills:flame-demon');
    expect(byQuest.get(533)).toEqual(['kills:ooze', 'kills:lurker|lurker-king', 'kills:spitting-drake']);
  });

  itWithPeerData('counts kills with a named item, elite kills and different types (520, 524, 517)', () => {
    const byQuest = tracks();
    // 520 Implement of Light: own Skullbane Axe, then Living Bones, Corpses or Spirits killed with it.
    expect(byQuest.get(520)).toEqual(['item:113', 'killsWith:living-bones|living-corpse|living-spirit:Skullbane Axe']);
    expect(byQuest.get(524)).toEqual(['eliteKills']);
    expect(byQuest.get(517)).toEqual(['monsterTypes']);
  });

  itWithPeerData("keeps GHS's own tracks for 514 (exhausted party members) and 522 (side scenarios)", () => {
    const byQuest = tracks();
    expect(byQuest.get(514)).toEqual(['exhaustedChars']);
    expect(byQuest.get(522)).toEqual(['sideScenarios']);
  });
});
