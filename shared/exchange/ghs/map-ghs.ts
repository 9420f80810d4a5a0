import { emptyCampaign, type CampaignState, type Character, type ScenarioRecord } from '../../rules/campaign/state';
import type { Edition } from '../../rules/campaign/edition';
import { maxProsperityCheckmarks } from '../../rules/campaign/prosperity';
import { clampFactionReputation, FACTION_REPUTATION_INITIAL_MAX, type Faction } from '../../rules/campaign/factions';
import { REPUTATION_MAX, REPUTATION_MIN } from '../../rules/campaign/reputation';
import { characterFromGhs, characterLeftovers, type GhsCatalog } from './ghs-character';
import { isGhsEditionOf } from './ghs-edition';
import { GHS_PARTY_FIELDS, isFilled } from './ghs-fields';
import type { GhsCharacter, GhsGame, GhsParty, GhsScenario } from './ghs-shapes';
import { ghsNote, notCarriedOver } from './ghs-notes';
import type { Words } from '../../rules/words';

export interface GhsMapping {
  state: CampaignState;
  /** Sentences for the person, as catalog words: what the save held that the new campaign does not. */
  notCarriedOver: Words[];
}

/** A GHS game as the starting state of a new Haven campaign. Pure: same save, same campaign. */
export function campaignFromGhs(game: GhsGame, campaignId: string, edition: Edition, catalog: GhsCatalog = {}): GhsMapping {
  const party = game.party;
  const notes: Words[] = [];

  let reputation = party.reputation;
  if (reputation > REPUTATION_MAX || reputation < REPUTATION_MIN) {
    reputation = Math.max(REPUTATION_MIN, Math.min(REPUTATION_MAX, reputation));
    notes.push(ghsNote('reputationSet', { from: party.reputation, min: REPUTATION_MIN, max: REPUTATION_MAX, to: reputation }));
  }
  const maxProsperity = maxProsperityCheckmarks(edition);
  const prosperity = Math.min(party.prosperity, maxProsperity);
  if (prosperity !== party.prosperity) notes.push(ghsNote('prosperitySet', { from: party.prosperity, to: maxProsperity }));

  const name = (party.name.trim() || 'Imported from Gloomhaven Secretariat').slice(0, 80);
  // Start from an empty campaign so fields Haven adds later get their starting values.
  const start = emptyCampaign(campaignId, name, edition, party.campaignMode ? 'campaign' : 'casual');
  return {
    state: {
      ...start,
      party: {
        ...start.party,
        name: party.name.trim().slice(0, 80),
        reputation,
        donations: party.donations,
        prosperityCheckmarks: prosperity,
        notes: party.notes,
        achievements: achievementsOf(party.achievementsList, party.achievements),
        ...secondEditionOf(party, edition, start.party, notes),
      },
      globalAchievements: achievementsOf(party.globalAchievementsList, party.globalAchievements),
      scenarios: scenariosOf(party.scenarios, party.manualScenarios, edition, catalog, notes),
      characters: charactersOf(game, catalog, notes),
    },
    notCarriedOver: [...notes, ...leftovers(game)],
  };
}

/** GHS's faction keys (gh2e.json: "demons", "merchant-guild", "military") as Haven's factions. */
const FACTION_OF: Readonly<Record<string, Faction>> = { demons: 'demons', 'merchant-guild': 'merchants', military: 'military' };

type SecondEdition = Pick<CampaignState['party'], 'inspiration' | 'factionReputation' | 'unlockedFactions'>;

/**
 * The 2nd edition's inspiration and faction reputation (2nd ed. rulebook "Campaign Sheet", p. 50).
 * A 1st-edition campaign has neither, so what GHS holds of them there is named as left behind.
 */
function secondEditionOf(party: GhsParty, edition: Edition, start: SecondEdition, notes: Words[]): SecondEdition {
  const held = Object.entries(party.factionReputation).filter(([, value]) => value !== 0);
  if (edition !== 'gh2') {
    if (party.inspiration > 0) notes.push(ghsNote('inspiration', { count: party.inspiration }));
    if (held.length > 0) notes.push(ghsNote('factionReputation'));
    return { inspiration: start.inspiration, factionReputation: start.factionReputation, unlockedFactions: start.unlockedFactions };
  }
  const factionReputation = { ...start.factionReputation };
  const unlockedFactions: Faction[] = [];
  for (const [key, value] of held) {
    const faction = FACTION_OF[key];
    if (!faction) {
      notes.push(ghsNote('noFaction', { value, faction: key.slice(0, 40) }));
      continue;
    }
    // Above 12 the faction's higher boxes must have been unlocked (p. 50: 12 is the first maximum).
    const isUnlocked = value > FACTION_REPUTATION_INITIAL_MAX;
    if (isUnlocked) unlockedFactions.push(faction);
    factionReputation[faction] = clampFactionReputation(value, isUnlocked);
    if (factionReputation[faction] !== value)
      notes.push(ghsNote('factionSet', { from: value, faction: { key: `history.factions.${faction}` }, to: factionReputation[faction] }));
  }
  return { inspiration: party.inspiration, factionReputation, unlockedFactions };
}

function achievementsOf(list: readonly string[], lines: string): string[] {
  const all = [...list, ...lines.split('\n')].map(humanize).filter((a) => a !== '');
  return [...new Set(all)];
}

/** GHS keeps achievements by key ("the-drake-s-command"); Haven keeps them as printed. */
function humanize(key: string): string {
  const trimmed = key.trim().slice(0, 80);
  if (!/^[a-z0-9-]+$/.test(trimmed)) return trimmed;
  return trimmed
    .replace(/-s-/g, "'s-")
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

function scenariosOf(
  completed: readonly GhsScenario[],
  manual: readonly GhsScenario[],
  edition: Edition,
  catalog: GhsCatalog,
  notes: Words[],
): ScenarioRecord[] {
  const byId = new Map<string, ScenarioRecord>();
  const mine = (s: GhsScenario) => isGhsEditionOf(s.edition, edition) && !s.group && !s.isCustom;
  const record = (index: string, isCompleted: boolean) => {
    const known = byId.get(index);
    if (known) {
      if (isCompleted && !known.isCompleted) byId.set(index, { ...known, isCompleted: true, attempts: Math.max(1, known.attempts) });
      return;
    }
    byId.set(index, {
      id: index,
      name: (catalog.scenarioName?.(index) ?? '').slice(0, 120),
      isUnlocked: true,
      isCompleted,
      attempts: isCompleted ? 1 : 0,
    });
  };
  for (const s of completed.filter(mine)) record(s.index, true);
  for (const s of manual.filter(mine)) record(s.index, false);
  // GHS does not store what completing a scenario unlocked: it reads that from its data each time.
  if (catalog.unlocksOf) for (const s of completed.filter(mine)) for (const next of catalog.unlocksOf(s.index)) record(next, false);
  else if (completed.some(mine)) notes.push(ghsNote('unlocksUnknown'));
  const others = [...completed, ...manual].filter((s) => !mine(s));
  if (others.length > 0)
    notes.push(ghsNote('otherScenarios', { count: others.length, example: `${others[0]!.edition} ${others[0]!.index}` }));
  // Completed scenarios count one attempt: GHS does not count failed attempts.
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

function charactersOf(game: GhsGame, catalog: GhsCatalog, notes: Words[]): Character[] {
  const seen = new Set<string>();
  const out: Character[] = [];
  const add = (ghs: GhsCharacter, isRetired: boolean) => {
    const key = `${ghs.edition}/${ghs.name}/${ghs.title}`;
    if (seen.has(key)) return;
    seen.add(key);
    const character = characterFromGhs(ghs, `ghs-${out.length + 1}`, isRetired, catalog, notes);
    notes.push(...characterLeftovers(ghs, character.name));
    out.push(character);
  };
  for (const c of game.characters) add(c, false);
  for (const c of game.party.characters) add(c, false);
  for (const c of game.party.retirements) add(c, true);
  return out;
}

/** Whatever else the save holds that Haven does not keep, named when it is not empty. */
function leftovers(game: GhsGame): Words[] {
  const party = game.party as Record<string, unknown>;
  const root = game as Record<string, unknown>;
  const out: Words[] = [];
  for (const [field, words] of Object.entries(GHS_PARTY_FIELDS)) {
    if (words === true) continue;
    // Older saves keep the unlocked classes on the game, not the party.
    const value = field === 'unlockedCharacters' ? (party[field] ?? root[field]) : party[field];
    if (isFilled(value)) out.push(notCarriedOver(words));
  }
  if (isFilled(root.scenario)) out.push(notCarriedOver('scenarioInProgress'));
  const parties = Array.isArray(root.parties) ? root.parties.length : 0;
  if (parties > 1) out.push(ghsNote('otherParties', { count: parties - 1 }));
  return out;
}
