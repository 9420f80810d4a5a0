import { describe, expect, it } from 'vitest';
import { emptyCampaign } from '@shared/rules/campaign/state';
import type { CampaignCommand } from '@shared/rules/campaign';
import { i18nIn } from '@shared/i18n/catalogs.fixture';
import { wordLine, type Translate } from '@shared/rules/words';
import { withContentFacts } from './campaign-packs';
import type { ContentService } from './content';

/** The content's scenarios as the content service reads them for the campaign's packs (only what the fill reads). */
const content = {
  records: (kind: string) => Promise.resolve(kind === 'scenarios' ? [{ index: '90', name: 'Invented Vault' }] : []),
} as unknown as ContentService;

describe('the facts the host fills into a campaign command from its content', () => {
  it("names the scenarios an event's outcome unlocks, and leaves an unknown number without a name", async () => {
    const state = { ...emptyCampaign('c', 'Test', 'gh2', 'campaign'), contentPackIds: ['pack'] };
    const command: CampaignCommand = {
      type: 'ResolveEvent',
      option: 'A',
      disposition: 'return',
      scenarioNames: {},
      effects: {
        reputation: 0,
        prosperity: 0,
        characterIds: [],
        goldEach: 0,
        experienceEach: 0,
        checkmarksEach: 0,
        achievements: [],
        scenarios: ['90', '91'],
        goldShares: [],
        collectiveGold: 0,
      } as unknown as Extract<CampaignCommand, { type: 'ResolveEvent' }>['effects'],
    };
    const filled = await withContentFacts(content, command, state);
    expect(filled).toMatchObject({ scenarioNames: { '90': 'Invented Vault' } });
    expect(filled.type === 'ResolveEvent' && filled.scenarioNames['91']).toBeUndefined();
  });

  it("words a ticked perk from the class's content for the history, and never keeps words the request sent (issue 29)", async () => {
    const brute = {
      id: 'brute',
      perks: [{ checkboxes: 1, remove: [{ card: { value: -1, effects: [], isRolling: false }, count: 2 }], add: [] }],
    };
    const classes = { records: (kind: string) => Promise.resolve(kind === 'characterClasses' ? [brute] : []) } as unknown as ContentService;
    const base = { ...emptyCampaign('c', 'Test', 'gh1', 'campaign'), contentPackIds: ['pack'] };
    const state = { ...base, characters: [{ ...base.characters[0], id: 'ada', classId: 'brute' }] } as typeof base;
    const i18n = i18nIn('de');
    const t: Translate = (key, values) => i18n.t(key as never, values as never) as unknown as string;
    const filled = await withContentFacts(classes, { type: 'AddPerk', characterId: 'ada', perk: 'Remove 2 -1', words: 'sent' }, state);
    expect(filled.type === 'AddPerk' && filled.words !== undefined && wordLine(filled.words, t)).toBe('Entferne 2 −1-Karten');
    const unknown = await withContentFacts(classes, { type: 'RemovePerk', characterId: 'ada', perk: 'Typed', words: 'sent' }, state);
    expect(unknown).toEqual({ type: 'RemovePerk', characterId: 'ada', perk: 'Typed' });
  });
});
