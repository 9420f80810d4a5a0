// Written by the catalog conversion (docs/translation.md): one import per English file under
// locales/en/. A new area is its JSON file in every language folder and its line here.
import backups from './locales/en/backups.json';
import board from './locales/en/board.json';
import campaign from './locales/en/campaign.json';
import campaigns from './locales/en/campaigns.json';
import cards from './locales/en/cards.json';
import character from './locales/en/character.json';
import common from './locales/en/common.json';
import content from './locales/en/content.json';
import firstRun from './locales/en/firstRun.json';
import founders from './locales/en/founders.json';
import hexMap from './locales/en/hexMap.json';
import history from './locales/en/history.json';
import monsterAi from './locales/en/monsterAi.json';
import play from './locales/en/play.json';
import playSetup from './locales/en/playSetup.json';
import refusalsEnhance from './locales/en/refusals/enhance.json';
import refusalsEvent from './locales/en/refusals/event.json';
import refusalsFiles from './locales/en/refusals/files.json';
import refusalsHost from './locales/en/refusals/host.json';
import refusalsItems from './locales/en/refusals/items.json';
import refusalsParty from './locales/en/refusals/party.json';
import refusalsPhase from './locales/en/refusals/phase.json';
import refusals from './locales/en/refusals.json';
import scenarioRules from './locales/en/scenarioRules.json';
import setup from './locales/en/setup.json';
import shell from './locales/en/shell.json';
import summary from './locales/en/summary.json';
import table from './locales/en/table.json';
import town from './locales/en/town.json';

/**
 * The English catalog, the source every other language translates and the type the screens check
 * their keys against: one area per screen or part of the host, as its JSON files hold it.
 */
export const en = {
  backups,
  board,
  campaign,
  campaigns,
  cards,
  character,
  common,
  content,
  firstRun,
  founders,
  hexMap,
  history,
  monsterAi,
  play,
  playSetup,
  refusals: {
    ...refusals,
    enhance: refusalsEnhance,
    event: refusalsEvent,
    files: refusalsFiles,
    host: refusalsHost,
    items: refusalsItems,
    party: refusalsParty,
    phase: refusalsPhase,
  },
  scenarioRules,
  setup,
  shell,
  summary,
  table,
  town,
};
