import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import { i18nIn, sayIn } from '../../../i18n/catalogs.fixture';
import { describeCampaignEvent } from '../../../rules/campaign/describe';
import { emptyCampaign } from '../../../rules/campaign/state';
import { wordLine, type Translate } from '../../../rules/words';
import { achievementNamesIn } from '../../achievement-names';
import { namesIn } from '../../localized-names';
import { describeScenarioRewards } from '../../scenario-rewards';
import { importGhsEdition } from './import-ghs';

function imported(file: string) {
  const outcome = importGhsEdition(readPeerJson('ghs-data', file), {}, file);
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => `${error.path}: ${error.reason}`).join('\n'));
  return outcome.pack;
}

describeWithPeerData("a Gloomhaven Secretariat pack's names in other languages (gh.json)", () => {
  const pack = imported('gh.json');
  const german = namesIn('de', pack.translations);

  it('names monsters, scenarios, classes, items, battle goals and personal quests in German', () => {
    expect(german('monsterTypes', 'bandit-archer', 'Bandit Archer')).toBe('Banditen Schützin');
    expect(german('scenarios', '1', 'Black Barrow')).toBe('Schwarzgrab');
    expect(german('characterClasses', 'brute', 'Brute')).toBe('Barbar');
    // Items and the locked classes are in the data's spoiler labels.
    expect(german('items', 'item-1', 'Boots of Striding')).toBe('Wanderstiefel');
    expect(german('characterClasses', 'sun', 'Sunkeeper')).toBe('Sonnenhüterin');
    expect(german('battleGoals', 'battle-goal-458', 'Streamliner')).toBe('Sparsam');
    expect(german('personalQuests', 'personal-quest-510', 'Seeker of Xorn')).toBe('Suche nach Xorn');
    expect(german('abilityDecks', 'archer', 'Archer')).toBe('Schütze');
  });

  it('falls back to the English name where the data has no label, and English asks nothing', () => {
    // The data's German labels name 47 of the 56 monsters with a label of their own.
    const unnamed = pack.monsterTypes.find((monster) => german('monsterTypes', monster.id, '∅') === '∅');
    expect(unnamed).toBeDefined();
    expect(german('monsterTypes', unnamed!.id, unnamed!.name)).toBe(unnamed!.name);
    expect(namesIn('en', pack.translations)('monsterTypes', 'bandit-archer', 'Bandit Archer')).toBe('Bandit Archer');
    expect(namesIn('de', [])('scenarios', '1', 'Black Barrow')).toBe('Black Barrow');
  });

  it('keeps every language the data labels, each with its own names', () => {
    const languages = [...new Set(pack.translations.filter((t) => Object.keys(t.names).length > 0).map((t) => t.language))].sort();
    expect(languages).toEqual(['de', 'es', 'fr', 'it', 'ko', 'zh_Hans']);
    expect(namesIn('fr', pack.translations)('characterClasses', 'cragheart', 'Cragheart')).toBe('Cœur de Roche');
    expect(namesIn('zh', pack.translations)('monsterTypes', 'bandit-archer', 'Bandit Archer')).not.toBe('Bandit Archer');
    const germanNames = pack.translations.find((t) => t.language === 'de' && Object.keys(t.names).length > 0)!.names;
    const counts = Object.keys(germanNames).reduce<Record<string, number>>((tally, key) => {
      const kind = key.split('/')[0]!;
      tally[kind] = (tally[kind] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts).toMatchInlineSnapshot(`
      {
        "abilityDecks": 6,
        "battleGoals": 24,
        "characterClasses": 17,
        "globalAchievements": 20,
        "items": 133,
        "monsterTypes": 47,
        "partyAchievements": 28,
        "personalQuests": 19,
        "scenarioRules": 12,
        "scenarios": 95,
      }
    `);
  });

  // Issue 29: the campaign keeps achievements by their English names; German reads the data's own labels.
  it('names global and party achievements in German, by their English names, in the history and the rewards too', () => {
    expect(german('globalAchievements', 'Ancient Technology', 'Ancient Technology')).toBe('Antike Technologie');
    expect(german('globalAchievements', 'City Rule: Militaristic', 'City Rule: Militaristic')).not.toBe('City Rule: Militaristic');
    expect(german('partyAchievements', "A Demon's Errand", "A Demon's Errand")).toBe('Dämonischer Auftrag');
    expect(german('partyAchievements', 'Typed by hand', 'Typed by hand')).toBe('Typed by hand');
    const state = { ...emptyCampaign('c', 'Frost', 'gh1', 'campaign'), globalAchievements: ['Ancient Technology'] };
    expect(achievementNamesIn({ ...state, party: { ...state.party, achievements: ["A Demon's Errand"] } }, german)).toEqual({
      global: { 'Ancient Technology': 'Antike Technologie' },
      party: { "A Demon's Errand": 'Dämonischer Auftrag' },
    });
    const i18n = i18nIn('de');
    const t: Translate = (key, values) => i18n.t(key as never, values as never) as unknown as string;
    const gained = describeCampaignEvent(state, { type: 'AchievementAdded', scope: 'party', name: "A Demon's Errand" });
    expect(wordLine(gained, t, german)).toContain('Dämonischer Auftrag');
    const blackBarrow = pack.scenarios.find((scenario) => scenario.index === '1')!;
    const rewards = describeScenarioRewards(blackBarrow.rewards, { items: [], designs: [], unlocks: [] });
    const lines = rewards.map((line) => wordLine(line, t, german)).join(' / ');
    expect(blackBarrow.rewards?.partyAchievements).toEqual(['First Steps']);
    expect(lines).not.toContain('First Steps');
    expect(lines).toContain(german('partyAchievements', 'First Steps', '∅'));
  });

  it('resolves placeholders inside a label (no "%data…%" left)', () => {
    for (const translation of pack.translations) for (const name of Object.values(translation.names)) expect(name).not.toMatch(/%[\w.]+%/);
  });
});

describeWithPeerData('gh2e.json', () => {
  it('carries the few German names it has (its ability decks), the rest English', () => {
    const pack = imported('gh2e.json');
    const german = namesIn('de', pack.translations);
    const decks = pack.abilityDecks.filter((deck) => german('abilityDecks', deck.id, '∅') !== '∅');
    expect(decks.length).toBeGreaterThan(0);
    expect(german('scenarios', pack.scenarios[0]!.id, pack.scenarios[0]!.name)).toBe(pack.scenarios[0]!.name);
    expect(namesIn('zh', pack.translations)('monsterTypes', 'bandit-archer', 'Bandit Archer')).not.toBe('Bandit Archer');
  });
});

// Issue 29: a scenario's variant of a monster ("cave-bear-scenario-54") has no label of its own; in
// German it reads the base monster's German label and "Szenario", never the English "scenario".
describeWithPeerData("gh.json's scenario variants of monsters in German", () => {
  const raw = readPeerJson('ghs-data', 'gh.json') as { label: { de: { monster: Record<string, unknown> } } };
  const outcome = importGhsEdition(raw, { wordsIn: sayIn }, 'gh.json');
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => error.reason).join('\n'));
  const variants = outcome.pack.monsterTypes.filter((monster) => /-scenario-\w+$/.test(monster.id));
  const german = namesIn('de', outcome.pack.translations);

  it('name the base monster in German and the scenario in German words', () => {
    expect(variants.map((monster) => monster.id).sort()).toEqual([
      'cave-bear-scenario-54',
      'cultist-scenario-78',
      'cultist-scenario-89',
      'prime-demon-scenario-36',
    ]);
    for (const monster of variants) {
      const name = german('monsterTypes', monster.id, monster.name);
      expect(name).not.toMatch(/scenario/i);
      const base = raw.label.de.monster[monster.id.replace(/-scenario-\w+$/, '')];
      if (typeof base === 'string') expect(name.startsWith(`${base} (Szenario `)).toBe(true);
    }
    expect(german('monsterTypes', 'cave-bear-scenario-54', '∅')).toBe('Höhlenbär (Szenario 54)');
  });

  it('keep the English name in English, worded by the same catalog', () => {
    expect(outcome.pack.monsterTypes.find((monster) => monster.id === 'cave-bear-scenario-54')?.name).toBe('Cave Bear (scenario 54)');
    expect(namesIn('en', outcome.pack.translations)('monsterTypes', 'cave-bear-scenario-54', 'Cave Bear (scenario 54)')).toBe(
      'Cave Bear (scenario 54)',
    );
  });
});
