import type { HostWords } from '../host-i18n';
import { cellText, esc, list, printDocument, table } from './html';
import type { Paper } from './print-css';
import { setupSheetHtml } from './setup-map';
import type { ScenarioSummaryData } from './summary-types';

/** "Scenario 1 — Black Barrow" in the summary's language. */
export function scenarioTitle(data: Pick<ScenarioSummaryData, 'scenarioId' | 'scenarioName'>, words: HostWords): string {
  return data.scenarioName
    ? words.t('summary.scenario.titleNamed', { id: data.scenarioId, name: data.scenarioName })
    : words.t('summary.scenario.title', { id: data.scenarioId });
}

/**
 * One scenario on one or two pages: who played, what it gave, what was defeated, and room for
 * notes. Every word from the catalog (`summary.scenario`), in the language of `words`.
 */
export function scenarioSummaryHtml(data: ScenarioSummaryData, paper: Paper, words: HostWords): string {
  const s = (key: string, values?: Record<string, unknown>) => words.t(`summary.scenario.${key}`, values);
  const n = (value: number) => words.number(value);
  const orDash = (value: number | null) => (value === null ? '—' : n(value));
  const title = scenarioTitle(data, words);
  const monsters = data.monstersDefeated;
  const day = words.day(data.date);
  const body = `
<header class="summary">
  <h1>${esc(title)}</h1>
  <p>${esc(day)} · ${esc(words.t(`summary.editions.${data.edition}`))}${data.campaignName ? ` · ${esc(s('campaign', { name: data.campaignName }))}` : ''}</p>
</header>
<section class="keep">
  <h2>${esc(s('result'))}</h2>
  <dl class="facts">
    <dt>${esc(s('outcome'))}</dt><dd class="outcome">${esc(data.outcome ? s(`outcomes.${data.outcome}`) : s('notRecorded'))}</dd>
    <dt>${esc(s('level'))}</dt><dd>${esc(orDash(data.scenarioLevel))}</dd>
    <dt>${esc(s('rounds'))}</dt><dd>${esc(orDash(data.rounds))}</dd>
    <dt>${esc(s('party'))}</dt><dd>${esc(data.partyName ?? '—')}</dd>
  </dl>
</section>
${data.setup ? setupSheetHtml(data.setup, words) : ''}
<section>
  <h2>${esc(s('characters'))}</h2>
  ${table(
    [
      s('character'),
      s('class'),
      { text: s('characterLevel'), className: 'num' },
      { text: s('xp'), className: 'num' },
      { text: s('gold'), className: 'num' },
      { text: s('checks'), className: 'num' },
      { text: s('itemsGained'), className: 'text' },
    ],
    data.characters.map((c) => [
      cellText(c.name),
      cellText(c.className || c.classId || '—'),
      n(c.level),
      orDash(c.xpGained),
      orDash(c.goldLooted),
      orDash(c.checkmarks),
      cellText(c.itemsGained.join(', ') || '—'),
    ]),
    s('noCharacters'),
  )}
</section>
<section>
  <h2>${esc(s('monstersDefeated'))}</h2>
  ${
    monsters === null
      ? `<p class="muted">${esc(s('monstersUnknown'))}</p>`
      : table(
          [
            s('monster'),
            { text: s('normal'), className: 'num' },
            { text: s('elite'), className: 'num' },
            { text: s('boss'), className: 'num' },
          ],
          [
            ...monsters.map((m) => [cellText(m.name), n(m.normal), n(m.elite), n(m.boss)]),
            ...(monsters.length > 1
              ? [
                  [
                    `<b>${esc(s('total'))}</b>`,
                    ...(['normal', 'elite', 'boss'] as const).map((k) => `<b>${n(monsters.reduce((sum, m) => sum + m[k], 0))}</b>`),
                  ],
                ]
              : []),
          ],
          s('noMonsters'),
        )
  }
</section>
<section>
  <h2>${esc(s('rewards'))}</h2>
  ${list(data.rewards, s('noRewards'))}
</section>
<section class="keep">
  <h2>${esc(s('notes'))}</h2>
  ${
    data.notes.length > 0
      ? list(
          data.notes.map((note) => s(note)),
          '',
        )
      : ''
  }
  <div class="notes-lines">${'<div></div>'.repeat(6)}</div>
</section>
<footer class="summary">${esc(s('footer', { title, date: day }))}</footer>`;
  return printDocument(s('documentTitle', { title }), body, paper, words.language);
}
