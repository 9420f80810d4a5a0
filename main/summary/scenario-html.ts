import { EDITION_NAMES } from '../../shared/rules/campaign/edition';
import { cellText, dateOf, esc, list, printDocument, table } from './html';
import type { Paper } from './print-css';
import type { ScenarioSummaryData } from './summary-types';

const OUTCOME_WORDS: Record<NonNullable<ScenarioSummaryData['outcome']>, string> = {
  success: 'Success',
  failure: 'Failure',
  unfinished: 'Not finished',
};

const orDash = (n: number | null) => (n === null ? '—' : String(n));

/** One scenario on one or two pages: who played, what it gave, what was defeated, and room for notes. */
export function scenarioSummaryHtml(data: ScenarioSummaryData, paper: Paper): string {
  const title = `Scenario ${data.scenarioId}${data.scenarioName ? ` — ${data.scenarioName}` : ''}`;
  const monsters = data.monstersDefeated;
  const body = `
<header class="summary">
  <h1>${esc(title)}</h1>
  <p>${esc(dateOf(data.date))} · ${esc(EDITION_NAMES[data.edition])}${data.campaignName ? ` · campaign ${esc(data.campaignName)}` : ''}</p>
</header>
<section class="keep">
  <h2>Result</h2>
  <dl class="facts">
    <dt>Outcome</dt><dd class="outcome">${esc(data.outcome ? OUTCOME_WORDS[data.outcome] : 'not recorded')}</dd>
    <dt>Scenario level</dt><dd>${esc(orDash(data.scenarioLevel))}</dd>
    <dt>Rounds played</dt><dd>${esc(orDash(data.rounds))}</dd>
    <dt>Party</dt><dd>${esc(data.partyName ?? '—')}</dd>
  </dl>
</section>
<section>
  <h2>Characters</h2>
  ${table(
    [
      'Character',
      'Class',
      { text: 'Level', className: 'num' },
      { text: 'XP', className: 'num' },
      { text: 'Gold', className: 'num' },
      { text: 'Checks', className: 'num' },
      { text: 'Items gained', className: 'text' },
    ],
    data.characters.map((c) => [
      cellText(c.name),
      cellText(c.classId || '—'),
      String(c.level),
      orDash(c.xpGained),
      orDash(c.goldLooted),
      orDash(c.checkmarks),
      cellText(c.itemsGained.join(', ') || '—'),
    ]),
    'No characters recorded.',
  )}
</section>
<section>
  <h2>Monsters defeated</h2>
  ${
    monsters === null
      ? '<p class="muted">Not known: the scenario was not played with Haven\'s scenario screen.</p>'
      : table(
          ['Monster', { text: 'Normal', className: 'num' }, { text: 'Elite', className: 'num' }, { text: 'Boss', className: 'num' }],
          [
            ...monsters.map((m) => [cellText(m.name), String(m.normal), String(m.elite), String(m.boss)]),
            ...(monsters.length > 1
              ? [['<b>Total</b>', ...(['normal', 'elite', 'boss'] as const).map((k) => `<b>${monsters.reduce((n, m) => n + m[k], 0)}</b>`)]]
              : []),
          ],
          'No monster was defeated.',
        )
  }
</section>
<section>
  <h2>Rewards and unlocks recorded</h2>
  ${list(data.rewards, 'Nothing recorded after the result.')}
</section>
<section class="keep">
  <h2>Notes</h2>
  ${data.notes.length > 0 ? list(data.notes, '') : ''}
  <div class="notes-lines">${'<div></div>'.repeat(6)}</div>
</section>
<footer class="summary">Haven scenario summary · ${esc(title)} · ${esc(dateOf(data.date))}</footer>`;
  return printDocument(`${title} — summary`, body, paper);
}
