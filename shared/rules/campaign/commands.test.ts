import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MODULES,
  campaignCommandModule,
  campaignCommandSchema,
  type CampaignCommandInput,
  type CampaignModuleTable,
} from './commands';
import { campaignEngine } from './engine';
import { decideCampaign } from './decide';
import { emptyCampaign } from './state';

/** Each module by its type, as `campaignCommandModule` routes (built here from the list, for the type checks below). */
const table = Object.fromEntries(CAMPAIGN_MODULES.map((m) => [m.type, m])) as unknown as CampaignModuleTable;

describe('the campaign commands, listed once (issue 28)', () => {
  it('lists each command once, and routes each type to its own module', () => {
    const types = CAMPAIGN_MODULES.map((m) => m.type);
    expect(new Set(types).size).toBe(types.length);
    for (const module of CAMPAIGN_MODULES) {
      expect(campaignCommandModule(module.type)).toBe(module);
      expect(module.schema.shape.type.value).toBe(module.type);
    }
  });

  it('parses every listed command type and no other', () => {
    expect(campaignCommandSchema.safeParse({ type: 'ReturnToTown' }).success).toBe(true);
    expect(campaignCommandSchema.safeParse({ type: 'Explode' }).success).toBe(false);
  });

  it('marks the commands that draw from the campaign generator, and only those', () => {
    const drawing = CAMPAIGN_MODULES.filter((m) => m.revealsHiddenInformation).map((m) => m.type);
    expect(drawing.sort()).toEqual(
      ['AddEventCards', 'DealBattleGoals', 'DealPersonalQuests', 'DrawEvent', 'SetUpSecondEditionCampaign', 'UseContentPacks'].sort(),
    );
    expect(campaignEngine.revealsHiddenInformation({ type: 'DrawEvent', deck: 'city' })).toBe(true);
    expect(campaignEngine.revealsHiddenInformation({ type: 'ReturnToTown' })).toBe(false);
  });

  it('answers a refusal as a value: a refused rule throws nothing', () => {
    const campaign = emptyCampaign('c1', 'Test', 'gh1', 'campaign');
    const decide = () => decideCampaign(campaign, { type: 'ChangeGold', characterId: 'nobody', amount: 1 });
    expect(decide).not.toThrow();
    expect(decide()).toMatchObject({ violation: { code: 'campaign-rule', refusal: { key: 'campaign.noSuchCharacter' } } });
  });

  it('makes a command without a module a type error wherever it is used', () => {
    // A command type no module lists is no campaign command: the host cannot send it, nothing routes it.
    // @ts-expect-error 'Explode' has no module in CAMPAIGN_MODULES
    const unknown: CampaignCommandInput = { type: 'Explode' };
    // @ts-expect-error 'Explode' has no module to route to
    expect(() => campaignCommandModule('Explode').decide).toThrow(TypeError);
    // A routing table that misses one listed command is no routing table.
    const { LevelUp: _levelUp, ...withoutLevelUp } = table;
    // @ts-expect-error the table lacks LevelUp's module
    const routing: CampaignModuleTable = withoutLevelUp;
    expect([unknown.type, Object.keys(routing).length]).toEqual(['Explode', CAMPAIGN_MODULES.length - 1]);
  });
});
