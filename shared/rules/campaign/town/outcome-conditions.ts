import { FACTIONS, type Faction } from '../factions';
import type { CampaignState } from '../state';

/**
 * What an event outcome's condition reads from the campaign: the party's reputation (2nd edition:
 * with each faction), the gold its characters hold together, the classes at the table and their
 * traits (2nd edition, from the content: the host fills them in).
 */
export interface PartyFacts {
  reputation: number;
  factionReputation: Record<Faction, number>;
  /** Gold the active characters hold together. */
  gold: number;
  /** The active characters' classes (content ids, lower case). */
  classIds: string[];
  /** 2nd edition: the traits of those classes, from the content. */
  traits: string[];
}

export function partyFacts(state: CampaignState, traits: readonly string[] = []): PartyFacts {
  const active = state.characters.filter((c) => !c.isRetired);
  return {
    reputation: state.party.reputation,
    factionReputation: state.party.factionReputation,
    gold: active.reduce((sum, c) => sum + c.gold, 0),
    classIds: active.map((c) => c.classId.toLowerCase()),
    traits: traits.map((t) => t.toLowerCase()),
  };
}

/** How a condition reads: met or not, "otherwise", or a printed condition only the party can judge. */
export type ConditionReading = boolean | 'otherwise' | 'unread';

/**
 * Reads an outcome's condition as the importers write it (`when`, the data's own codes):
 * "class brute spellweaver" (a listed class is in the party), "reputationGT 4" / "reputationLT
 * -4" (strictly above / below; "reputationAtLeast 10" at or above), "reputationFactionGT merchants
 * 3", "payCollectiveGold 10" and "payCollectiveGoldConditional 20-reputationLT:10|15-reputationGT:9"
 * (the party together has that much; 1st ed. rulebook p. 41: "equal to or more than the gold
 * amount"), "loseCollectiveGold 20", "traits a b" (a character has one of them), "traitsAll a b",
 * "otherwise". Anything else is a printed condition the party judges (`unread`).
 */
export function readCondition(when: string | undefined, party: PartyFacts): ConditionReading {
  if (when === undefined || when.trim() === '') return true;
  const [kind = '', ...args] = when.trim().split(/\s+/);
  const number = (value: string | undefined) => (value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined);
  const n = number(args[0]);
  switch (kind) {
    case 'otherwise':
      return 'otherwise';
    case 'class':
      return args.length > 0 && args.some((id) => party.classIds.includes(id.toLowerCase()));
    case 'reputationGT':
      return n === undefined ? 'unread' : party.reputation > n;
    case 'reputationLT':
      return n === undefined ? 'unread' : party.reputation < n;
    case 'reputationAtLeast':
      return n === undefined ? 'unread' : party.reputation >= n;
    case 'reputationFactionGT': {
      const faction = args[0];
      const bound = number(args[1]);
      if (!isFaction(faction) || bound === undefined) return 'unread';
      return party.factionReputation[faction] > bound;
    }
    case 'payCollectiveGold':
    case 'loseCollectiveGold':
      return n === undefined ? 'unread' : party.gold >= n;
    case 'payCollectiveGoldConditional': {
      const price = conditionalPayments(args.join(' ')).find((p) =>
        p.below !== undefined ? party.reputation < p.below : p.above !== undefined && party.reputation > p.above,
      );
      return price ? party.gold >= price.gold : 'unread';
    }
    case 'traits':
      return args.some((trait) => party.traits.includes(trait.toLowerCase()));
    case 'traitsAll':
      return args.length > 0 && args.every((trait) => party.traits.includes(trait.toLowerCase()));
    default:
      return 'unread';
  }
}

/**
 * Which of a chosen option's outcomes apply, read top to bottom (1st ed. rulebook pp. 41-42,
 * "Completing Road Events"): an outcome without a condition applies; one with a condition applies
 * when the party meets it; "otherwise" applies when none of the outcomes before it applied. A printed condition Haven cannot read takes the party's answer (`answers`,
 * by outcome; unanswered: not met). Every outcome that applies is applied, not only the first.
 */
export function outcomesThatApply(
  outcomes: ReadonlyArray<{ when?: string | undefined }>,
  party: PartyFacts,
  answers: Readonly<Record<number, boolean>> = {},
): { applies: number[]; unread: number[] } {
  const applies: number[] = [];
  const unread: number[] = [];
  outcomes.forEach((outcome, index) => {
    const reading = readCondition(outcome.when, party);
    if (reading === 'unread') unread.push(index);
    const isMet = reading === 'otherwise' ? applies.length === 0 : reading === 'unread' ? (answers[index] ?? false) : reading;
    if (isMet) applies.push(index);
  });
  return { applies, unread };
}

function isFaction(value: string | undefined): value is Faction {
  return (FACTIONS as readonly string[]).includes(value ?? '');
}

/** "20-reputationLT:10|15-reputationGT:9": 20 gold below reputation 10, 15 above 9 (1st ed. city event 8). */
export function conditionalPayments(value: string): Array<{ gold: number; below?: number; above?: number }> {
  return value.split('|').flatMap((part) => {
    const match = /^(\d+)-reputation(LT|GT):(-?\d+)$/.exec(part.trim());
    if (!match) return [];
    const gold = Number(match[1]);
    const bound = Number(match[3]);
    return [match[2] === 'LT' ? { gold, below: bound } : { gold, above: bound }];
  });
}

/**
 * The outcomes that apply once the party answers the printed conditions Haven could not read:
 * what the rule read when the card was turned stands (`chosen.applies`), an answered condition
 * applies as answered, and "otherwise" follows the outcomes before it (pp. 41-42).
 */
export function appliesWithAnswers(
  outcomes: ReadonlyArray<{ when?: string | undefined }>,
  chosen: { applies: readonly number[]; unread: readonly number[] },
  answers: Readonly<Record<number, boolean>>,
): number[] {
  const applies: number[] = [];
  outcomes.forEach((outcome, index) => {
    const isMet = chosen.unread.includes(index)
      ? (answers[index] ?? false)
      : outcome.when?.trim() === 'otherwise'
        ? applies.length === 0
        : chosen.applies.includes(index);
    if (isMet) applies.push(index);
  });
  return applies;
}
