import { describe, expect, it } from 'vitest';
import { i18nIn } from '../../../i18n/catalogs.fixture';
import { issuesSentence, type Wording } from '../../../ipc/format-issues';
import { keyedRequestIssues } from '../../request-issues';
import { englishRefusal, refusalNamedIn, wordRefusal, type Refusal } from '../../refusal';
import type { NameIn } from '../../named-kinds';
import { scenarioCommandSchema, type ScenarioCommandInput } from '../commands';
import { CHARACTERS, decideInput, run, testScenario } from '../scenario.fixture';
import type { ScenarioState } from '../state';
import { MAX_SCENARIO_CHARACTERS, MAX_SCENARIO_MONSTER_TYPES } from '../input';

/** Characters whose ids are nothing like their names, so a refusal naming an id is caught. */
const party = CHARACTERS.map((character) => ({ ...character, id: `hero-${character.id}-7f3a` }));

function withMonsters(): ScenarioState {
  return run(testScenario('gh1', { characters: party }), {
    type: 'AddMonsters',
    monsters: [
      { typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 },
      { typeId: 'gravel-sentry', rank: 'normal', standeeNumber: 2 },
    ],
  });
}

function refusalOf(state: ScenarioState, command: ScenarioCommandInput): Refusal {
  const decision = decideInput(state, command);
  if (!('violation' in decision) || decision.violation.refusal === undefined) throw new Error(`${command.type} was not refused`);
  return decision.violation.refusal;
}

const t = (language: 'en' | 'de') => {
  const instance = i18nIn(language);
  return (key: string, values?: Record<string, unknown>) => instance.t(key as never, values as never) as unknown as string;
};
/** German names as a pack's German labels give them. */
const germanNames: NameIn = (kind, id, english) =>
  kind === 'monsterTypes' ? ({ 'rust-hound': 'Rosthund', 'gravel-sentry': 'Kieswächter' }[id] ?? english) : english;

describe('a tie order that does not list each figure once is refused by the figures’ names, never their ids', () => {
  it('monster types by the names the pack gives them, in English and in German', () => {
    const refused = refusalOf(withMonsters(), { type: 'SetMonsterTieOrder', typeIds: ['rust-hound'] });
    const english = englishRefusal(refused);
    expect(english).toBe(
      'The tie order must list each monster type in the scenario once (Rust Hound, Gravel Sentry); the order was not changed.',
    );
    const german = wordRefusal(refusalNamedIn(refused, germanNames), t('de'));
    expect(german).toContain('(Rosthund, Kieswächter)');
    for (const words of [english, german]) expect(words).not.toMatch(/rust-hound|gravel-sentry/);
  });

  it('characters by the names the players gave them, in English and in German', () => {
    const refused = refusalOf(withMonsters(), { type: 'SetCharacterTieOrder', characterIds: ['hero-wren-7f3a', 'hero-wren-7f3a'] });
    const english = englishRefusal(refused);
    const german = wordRefusal(refused, t('de'));
    expect(english).toBe('The tie order must list each character once (Wren, Tam); the order was not changed.');
    expect(german).toContain('(Wren, Tam)');
    for (const words of [english, german]) expect(words).not.toContain('hero-');
  });
});

describe('a tie order longer than a scenario can hold is refused by the schema, nothing decided', () => {
  const tooMany = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  const sentence = (input: unknown, language: 'en' | 'de') => {
    const parsed = scenarioCommandSchema.safeParse(input, { error: keyedRequestIssues });
    if (parsed.success) throw new Error('accepted');
    const wording: Wording = { language, t: t(language) };
    return issuesSentence(parsed.error, wording);
  };

  it(`more than ${MAX_SCENARIO_MONSTER_TYPES} monster types`, () => {
    const input = { type: 'SetMonsterTieOrder', typeIds: tooMany(MAX_SCENARIO_MONSTER_TYPES + 1, 'type') };
    expect(sentence(input, 'en')).toBe(`A tie order lists at most ${MAX_SCENARIO_MONSTER_TYPES} monster types`);
    expect(sentence(input, 'de')).toBe(`Eine Reihenfolge bei Gleichstand nennt höchstens ${MAX_SCENARIO_MONSTER_TYPES} Monstertypen`);
    expect(scenarioCommandSchema.safeParse({ ...input, typeIds: input.typeIds.slice(1) }).success).toBe(true);
  });

  it(`more than ${MAX_SCENARIO_CHARACTERS} characters`, () => {
    const input = { type: 'SetCharacterTieOrder', characterIds: tooMany(MAX_SCENARIO_CHARACTERS + 1, 'hero') };
    expect(sentence(input, 'en')).toBe(`A tie order lists at most ${MAX_SCENARIO_CHARACTERS} characters`);
    expect(sentence(input, 'de')).toBe(`Eine Reihenfolge bei Gleichstand nennt höchstens ${MAX_SCENARIO_CHARACTERS} Charaktere`);
    const state = withMonsters();
    const decision = decideInput(state, input as ScenarioCommandInput);
    expect('violation' in decision && decision.violation.code).toBe('invalid-command');
  });
});
