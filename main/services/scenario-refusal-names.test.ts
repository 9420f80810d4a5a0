import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoPack, type ContentPack } from '@shared/content';
import { newScenarioSessionSchema } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { wordRefusal } from '@shared/rules/refusal';
import type { OpenedDatabase } from '../db/open';
import { hostWords } from '../host-i18n';
import { openScenarioServices } from '../../tests/support/scenario-services';
import { parsed } from '../../tests/support/commands';
import { createContentService } from './content';
import { RequestError } from './errors';
import type { ScenarioService } from './scenarios';

let opened: OpenedDatabase;
let scenarios: ScenarioService;

/** The demo pack as a pack of its own whose German labels name two monster types. */
function tablePack(): ContentPack {
  return {
    ...demoPack('gh2'),
    id: 'table-pack',
    name: 'Table Pack',
    translations: [
      { id: 'de', language: 'de', labels: {}, names: { 'monsterTypes/thornling': 'Dornling', 'monsterTypes/ember-moth': 'Glutmotte' } },
    ],
  };
}

beforeEach(async () => {
  ({ opened, scenarios } = await openScenarioServices('haven-scn-names-'));
  await createContentService(opened.db).install(tablePack(), null);
});
afterEach(() => opened.close());

const badTieOrder: ScenarioCommandInput = { type: 'SetMonsterTieOrder', typeIds: ['thornling'] };

/** What a refused command's request error says in `language`, as the router words it. */
async function refusedIn(sessionId: string, language: 'en' | 'de', command = badTieOrder): Promise<string> {
  const error: unknown = await scenarios.execute(sessionId, parsed(command), { language }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof RequestError) || error.refusal === undefined) throw new Error('the tie order was not refused with a sentence');
  return language === 'en' ? error.message : wordRefusal(error.refusal, hostWords(language).t);
}

describe("a scenario's refusal names monster types as the pack does in the request's language", () => {
  it('German names from the pack’s labels, English names in English, never an id; nothing changed', async () => {
    const view = await scenarios.start(
      newScenarioSessionSchema.parse({
        packId: 'table-pack',
        monsterTypeIds: ['thornling', 'ember-moth'],
        characters: [{ name: 'Solo', classId: 'reedwalker', level: 3 }],
      }),
    );
    const placed = await scenarios.execute(
      view.id,
      parsed({
        type: 'AddMonsters',
        monsters: [
          { typeId: 'thornling', rank: 'normal', standeeNumber: 1 },
          { typeId: 'ember-moth', rank: 'normal', standeeNumber: 1 },
        ],
      }),
    );
    const german = await refusedIn(view.id, 'de');
    expect(german).toContain('(Dornling, Glutmotte)');
    const english = await refusedIn(view.id, 'en');
    expect(english).toContain('(Thornling, Ember Moth)');
    for (const words of [german, english]) expect(words).not.toMatch(/thornling|ember-moth/);
    // Another refusal naming a monster type: a standee given the number it has.
    const sameNumber: ScenarioCommandInput = { type: 'RenumberStandee', standeeId: 'thornling#1', number: 1 };
    expect(await refusedIn(view.id, 'de', sameNumber)).toBe('Dornling 1 hat diese Nummer schon; nichts wurde geändert.');
    expect(await refusedIn(view.id, 'en', sameNumber)).toMatch(/^Thornling 1 /);
    expect((await scenarios.get(view.id)).history).toEqual(placed.history);
  });
});

describe("a scenario's setup refusal names the monster type as the pack does in the request's language", () => {
  it('a stat formula that cannot be worked out: German from the pack’s labels and German words for the stat, never the English name or detail', async () => {
    const pack = tablePack();
    const broken: ContentPack = {
      ...pack,
      id: 'broken-pack',
      monsterTypes: pack.monsterTypes.map((type) =>
        type.id !== 'thornling'
          ? type
          : {
              ...type,
              levels: type.levels.map((row) => (row.kind === 'normal' ? { ...row, normal: { ...row.normal, health: 'C+' } } : row)),
            },
      ),
    };
    await createContentService(opened.db).install(broken, null);
    const input = newScenarioSessionSchema.parse({
      packId: 'broken-pack',
      monsterTypeIds: ['thornling'],
      characters: [{ name: 'Solo', classId: 'reedwalker', level: 3 }],
    });
    const startIn = async (language: 'en' | 'de'): Promise<string> => {
      const error: unknown = await scenarios.start(input, { language }).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      if (!(error instanceof RequestError) || error.refusal === undefined) throw new Error('the setup was not refused with a sentence');
      return language === 'en' ? error.message : wordRefusal(error.refusal, hostWords(language).t);
    };
    // The stat is worded in the request's language; the formula is the pack's own ("C+"), no English detail.
    expect(await startIn('de')).toBe(
      'Monstertyp „Dornling“ hat eine Formel für die Trefferpunkte, die sich nicht ausrechnen lässt („C+“); nichts wurde aufgebaut. Korrigiert das Inhaltspaket.',
    );
    expect(await startIn('en')).toBe(
      'Monster type "Thornling" has a health formula that cannot be worked out ("C+"); nothing was set up. Fix the content pack.',
    );
    expect(await scenarios.list()).toEqual([]);
  });
});
