import type { CampaignState } from '@shared/rules/campaign';
import { characterLevel } from '@shared/rules/campaign/levels';
import { prosperityLevel } from '@shared/rules/campaign/prosperity';
import { SOURCE_LANGUAGE } from '@shared/i18n';
import { hostWords, type HostWords } from '../host-i18n';
import { BOOKED_NAMES, type SummaryNames } from './content-names';
import { cellText, esc, list, printDocument, table } from './html';
import type { Paper } from './print-css';

export interface CampaignSummaryNames {
  /** A class as the content names it; its id where no installed pack knows it. */
  classNameOf?: (classId: string) => string;
  /** Scenarios and items as the content names them in the summary's language. */
  content?: SummaryNames;
}

/**
 * The campaign summary page: party sheet, town, characters and the scenarios played. Every word
 * from the catalog (`summary.campaign`), numbers and the day in the language of `words`.
 */
export function campaignSummaryHtml(
  state: CampaignState,
  printedAt: string,
  paper: Paper,
  words: HostWords = hostWords(SOURCE_LANGUAGE),
  names: CampaignSummaryNames = {},
): string {
  const s = (key: string, values?: Record<string, unknown>) => words.t(`summary.campaign.${key}`, values);
  const n = (value: number) => words.number(value);
  const classNameOf = names.classNameOf ?? ((classId: string) => classId);
  const content = names.content ?? BOOKED_NAMES;
  const items = (booked: readonly string[]) => booked.map(content.item).join(', ') || '—';
  const scenarioName = (id: string, name: string) => content.scenario(id, name);
  const day = words.day(printedAt);
  const party = state.party;
  const characters = [...state.characters].sort((a, b) => Number(a.isRetired) - Number(b.isRetired));
  const completed = state.scenarios.filter((sc) => sc.isCompleted);
  const open = state.scenarios.filter((sc) => !sc.isCompleted);
  const body = `
<header class="summary">
  <h1>${esc(state.name)}</h1>
  <p>${esc(s('subtitle', { edition: words.t(`summary.editions.${state.edition}`), mode: s(`modes.${state.mode}`), date: day }))}</p>
</header>
<section class="keep">
  <h2>${esc(s('partySheet'))}</h2>
  <dl class="facts">
    <dt>${esc(s('party'))}</dt><dd>${esc(party.name || s('unnamed'))}</dd>
    <dt>${esc(s('reputation'))}</dt><dd>${esc(words.number(party.reputation, true))}</dd>
    <dt>${esc(s('prosperity'))}</dt><dd>${esc(s('prosperityValue', { level: n(prosperityLevel(state.edition, party.prosperityCheckmarks)), checkmarks: party.prosperityCheckmarks }))}</dd>
    <dt>${esc(s('donations'))}</dt><dd>${esc(s('donationsValue', { gold: n(party.donations) }))}</dd>
    <dt>${esc(s('partyAchievements'))}</dt><dd>${esc(party.achievements.map((a) => content.achievement('party', a)).join(', ') || s('none'))}</dd>
    <dt>${esc(s('globalAchievements'))}</dt><dd>${esc(state.globalAchievements.map((a) => content.achievement('global', a)).join(', ') || s('none'))}</dd>
  </dl>
</section>
<section>
  <h2>${esc(s('characters'))}</h2>
  ${table(
    [
      s('name'),
      s('class'),
      { text: s('level'), className: 'num' },
      { text: s('xp'), className: 'num' },
      { text: s('gold'), className: 'num' },
      { text: s('checks'), className: 'num' },
      { text: s('items'), className: 'text' },
      { text: s('perks'), className: 'text' },
      { text: s('status'), className: 'narrow' },
    ],
    characters.map((c) => [
      cellText(c.name),
      cellText(classNameOf(c.classId)),
      n(characterLevel(c)),
      n(c.xp),
      n(c.gold),
      n(c.checkmarks),
      cellText(items(c.items)),
      cellText(c.perks.length > 0 ? `${n(c.perks.length)}: ${c.perks.join(', ')}` : '—'),
      esc(s(c.isRetired ? 'retired' : 'active')),
    ]),
    s('noCharacters'),
  )}
</section>
<section>
  <h2>${esc(s('completed', { count: n(completed.length) }))}</h2>
  ${table(
    [{ text: s('number'), className: 'num' }, s('name'), { text: s('attempts'), className: 'narrow' }],
    completed.map((sc) => [cellText(sc.id), cellText(scenarioName(sc.id, sc.name) || '—'), n(sc.attempts)]),
    s('noCompleted'),
  )}
</section>
<section class="keep">
  <h2>${esc(s('open', { count: n(open.length) }))}</h2>
  ${list(
    open.map((sc) => {
      const name = scenarioName(sc.id, sc.name);
      return `${sc.id}${name ? ` ${name}` : ''}${sc.attempts > 0 ? ` (${s('openAttempts', { count: sc.attempts })})` : ''}`;
    }),
    s('noneOpen'),
  )}
</section>
${party.notes.trim() ? `<section class="keep"><h2>${esc(s('partyNotes'))}</h2><p>${esc(party.notes).replace(/\n/g, '<br>')}</p></section>` : ''}
<footer class="summary">${esc(s('footer', { name: state.name, date: day }))}</footer>`;
  return printDocument(s('documentTitle', { name: state.name }), body, paper, words.language);
}
