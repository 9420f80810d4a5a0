import { describe, expect, it } from 'vitest';
import { wordLine, type Translate } from '../words';
import { roadEventRule, roadReasonWords, type Departure } from './travel';
import { i18nIn } from '../../i18n/catalogs.fixture';

const town: Departure = { from: 'town' };
const after = (scenarioId: string, outcome: 'success' | 'failure', links: string[] = []): Departure => ({
  from: 'scenario',
  scenarioId,
  outcome,
  links,
});

describe('road events, 1st edition (rulebook p. 41)', () => {
  it('takes one travelling on to an unlinked scenario, and from town', () => {
    expect(roadEventRule('gh1', 'campaign', after('1', 'success'), { scenarioId: '3', links: [] }).isDue).toBe(true);
    expect(roadEventRule('gh1', 'campaign', town, { scenarioId: '2', links: [] }).isDue).toBe(true);
  });
  it('takes none for the same scenario, a linked one, or in casual mode', () => {
    expect(roadEventRule('gh1', 'campaign', after('1', 'failure'), { scenarioId: '1', links: ['2'] }).isDue).toBe(false);
    expect(roadEventRule('gh1', 'campaign', after('1', 'success', ['2']), { scenarioId: '2', links: [] })).toEqual({
      isDue: false,
      reason: 'scenario 2 is linked to scenario 1',
      // The same reason keyed, for a screen in another language (issue 18).
      why: { key: 'host.roadReason.linked', params: { scenario: '2', from: '1' } },
    });
    expect(roadEventRule('gh1', 'casual', town, { scenarioId: '2', links: [] }).isDue).toBe(false);
  });
  it('a link to the last scenario does not help after a visit to town (the Black Barrow example)', () => {
    expect(roadEventRule('gh1', 'campaign', town, { scenarioId: '2', links: ['1'] }).isDue).toBe(true);
  });
});

describe('road events, 2nd edition (rules refresher: setup and scenario end)', () => {
  it('takes none replaying a lost scenario at once, or moving straight to a linked one', () => {
    expect(roadEventRule('gh2', 'campaign', after('7', 'failure'), { scenarioId: '7', links: [], needsRoadEvent: true }).isDue).toBe(false);
    expect(roadEventRule('gh2', 'campaign', after('7', 'success', ['8']), { scenarioId: '8', links: [], needsRoadEvent: true }).isDue).toBe(
      false,
    );
  });
  it('takes one from town, and in casual mode too', () => {
    expect(roadEventRule('gh2', 'campaign', town, { scenarioId: '2', links: [], needsRoadEvent: true }).isDue).toBe(true);
    expect(roadEventRule('gh2', 'casual', town, { scenarioId: '2', links: [], needsRoadEvent: true }).isDue).toBe(true);
  });
  it('takes none for a scenario the data marks as needing none', () => {
    expect(roadEventRule('gh2', 'campaign', town, { scenarioId: '20', links: [], needsRoadEvent: false }).isDue).toBe(false);
  });
});

describe("the reason, in the reader's language (issue 18)", () => {
  const german = i18nIn('de').t as unknown as Translate;
  it('words the kept reason in German; a campaign kept before the key, or an unknown key, keeps its English words', () => {
    const rule = roadEventRule('gh1', 'campaign', after('1', 'success', ['2']), { scenarioId: '2', links: [] });
    expect(wordLine(roadReasonWords(rule), german)).toBe('Szenario 2 ist mit Szenario 1 verbunden');
    expect(wordLine(roadReasonWords(roadEventRule('gh1', 'casual', town, { scenarioId: '2', links: [] })), german)).toBe(
      'im Gelegenheitsspiel gibt es keine Straßenereignisse',
    );
    expect(roadReasonWords({ reason: 'the party replays the same scenario' })).toBe('the party replays the same scenario');
    expect(roadReasonWords({ reason: 'old words', why: { key: 'request.internal', params: {} } })).toBe('old words');
  });
});
