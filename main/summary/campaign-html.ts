import type { CampaignState } from '../../shared/rules/campaign';
import { EDITION_NAMES } from '../../shared/rules/campaign/edition';
import { characterLevel } from '../../shared/rules/campaign/levels';
import { prosperityLevel } from '../../shared/rules/campaign/prosperity';
import { cellText, dateOf, esc, list, printDocument, table } from './html';
import type { Paper } from './print-css';

/** The campaign summary page: party sheet, town, characters and the scenarios played. */
export function campaignSummaryHtml(
  state: CampaignState,
  printedAt: string,
  paper: Paper,
  /** A class as the content names it; its id where no installed pack knows it. */
  classNameOf: (classId: string) => string = (classId) => classId,
): string {
  const party = state.party;
  const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
  const characters = [...state.characters].sort((a, b) => Number(a.isRetired) - Number(b.isRetired));
  const completed = state.scenarios.filter((s) => s.isCompleted);
  const open = state.scenarios.filter((s) => !s.isCompleted);
  const body = `
<header class="summary">
  <h1>${esc(state.name)}</h1>
  <p>${esc(EDITION_NAMES[state.edition])} · ${state.mode === 'casual' ? 'casual mode' : 'campaign mode'} · printed ${esc(dateOf(printedAt))}</p>
</header>
<section class="keep">
  <h2>Party sheet</h2>
  <dl class="facts">
    <dt>Party</dt><dd>${esc(party.name || '(unnamed)')}</dd>
    <dt>Reputation</dt><dd>${esc(signed(party.reputation))}</dd>
    <dt>Prosperity</dt><dd>level ${prosperityLevel(state.edition, party.prosperityCheckmarks)} (${party.prosperityCheckmarks} checkmarks)</dd>
    <dt>Donations</dt><dd>${party.donations} gold to the Great Oak</dd>
    <dt>Party achievements</dt><dd>${esc(party.achievements.join(', ') || 'none')}</dd>
    <dt>Global achievements</dt><dd>${esc(state.globalAchievements.join(', ') || 'none')}</dd>
  </dl>
</section>
<section>
  <h2>Characters</h2>
  ${table(
    [
      'Name',
      'Class',
      { text: 'Level', className: 'num' },
      { text: 'XP', className: 'num' },
      { text: 'Gold', className: 'num' },
      { text: 'Checks', className: 'num' },
      { text: 'Items', className: 'text' },
      { text: 'Perks', className: 'text' },
      { text: 'Status', className: 'narrow' },
    ],
    characters.map((c) => [
      cellText(c.name),
      cellText(classNameOf(c.classId)),
      String(characterLevel(c)),
      String(c.xp),
      String(c.gold),
      String(c.checkmarks),
      cellText(c.items.join(', ') || '—'),
      cellText(c.perks.length > 0 ? `${c.perks.length}: ${c.perks.join(', ')}` : '—'),
      c.isRetired ? 'retired' : 'active',
    ]),
    'No characters yet.',
  )}
</section>
<section>
  <h2>Completed scenarios (${completed.length})</h2>
  ${table(
    [{ text: 'No.', className: 'num' }, 'Name', { text: 'Attempts', className: 'narrow' }],
    completed.map((s) => [cellText(s.id), cellText(s.name || '—'), String(s.attempts)]),
    'No scenario completed yet.',
  )}
</section>
<section class="keep">
  <h2>Unlocked, not yet completed (${open.length})</h2>
  ${list(
    open.map(
      (s) => `${s.id}${s.name ? ` ${s.name}` : ''}${s.attempts > 0 ? ` (${s.attempts} attempt${s.attempts === 1 ? '' : 's'})` : ''}`,
    ),
    'None.',
  )}
</section>
${party.notes.trim() ? `<section class="keep"><h2>Party notes</h2><p>${esc(party.notes).replace(/\n/g, '<br>')}</p></section>` : ''}
<footer class="summary">Haven campaign summary · ${esc(state.name)} · ${esc(dateOf(printedAt))}</footer>`;
  return printDocument(`${state.name} — campaign summary`, body, paper);
}
