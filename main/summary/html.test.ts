import { describe, expect, it } from 'vitest';
import { emptyCampaign } from '@shared/rules/campaign';
import { campaignSummaryHtml } from './campaign-html';
import { cellText, esc } from './html';

describe('summary HTML', () => {
  it('escapes every name a person typed', () => {
    expect(esc(`<img src=x onerror="alert(1)">&'`)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
    const state = { ...emptyCampaign('c', '<script>alert(1)</script>', 'gh1', 'campaign') };
    const html = campaignSummaryHtml(state, '2026-11-29T12:00:00Z', 'a4');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('gives long unbroken text break chances, and leaves words alone', () => {
    expect(cellText('Doomstalker of the Wood')).toBe('Doomstalker of the Wood');
    const long = cellText('W'.repeat(40));
    expect(long.split('<wbr>').map((p) => p.length)).toEqual([16, 16, 8]);
  });

  it('sets the paper through @page', () => {
    const state = emptyCampaign('c', 'Frost', 'gh2', 'campaign');
    expect(campaignSummaryHtml(state, '2026-11-29T12:00:00Z', 'a4')).toContain('size: A4');
    expect(campaignSummaryHtml(state, '2026-11-29T12:00:00Z', 'letter')).toContain('size: letter');
  });
});
