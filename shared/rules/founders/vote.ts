import { playerOf, refused, type FoundersState, type Violation } from './game-state';
import { fewestPointsThenClosest } from './player-order';
import { voteTileWord, wordsList } from './resource-words';

// Building Proposal Vote: each player votes with a vote tile under one of three proposals and may
// add influence; the proposal with the most influence is built by its top contributor.

/** The three vote tiles, one under each building proposal card (Setup; Building Proposal Vote). */
export const voteTiles = ['circle', 'square', 'triangle'] as const;
export type VoteTile = (typeof voteTiles)[number];

export type Vote = {
  player: string;
  proposal: VoteTile;
  /** Fleeting influence tokens dedicated to the vote. */
  fleetingInfluence: number;
  /** Lasting influence tokens dedicated to the vote. */
  lastingInfluence: number;
};

export type VoteInput = {
  /** The player who played "Call to Vote". */
  caller: string;
  /** One vote per player. */
  votes: Vote[];
  /** When proposals tie, the proposal the deciding player chose. */
  tieChoice?: VoteTile | undefined;
};

export type VoteResult = {
  influence: Record<VoteTile, number>;
  /** Null while a tie waits for the deciding player's choice. */
  winner: VoteTile | null;
  /** Present when proposals tied for the most influence. */
  tie?: { proposals: VoteTile[]; decidedBy: string };
  /** Who contributed most to the winning proposal and places its building (null while undecided). */
  placer: string | null;
  /** Influence going back to the supply: all fleeting, and the lasting influence dedicated. */
  returned: { colour: string; fleetingInfluence: number; lastingInfluence: number }[];
};

/**
 * Building Proposal Vote: "Each player's vote has a single influence by default. Each fleeting
 * influence dedicated counts as one extra influence, and each lasting influence dedicated counts as
 * two extra influence."
 */
export function influenceOf(vote: Vote): number {
  return 1 + vote.fleetingInfluence + 2 * vote.lastingInfluence;
}

export function resolveVote(state: FoundersState, input: VoteInput): VoteResult | Violation {
  if (playerOf(state, input.caller) === undefined) {
    return refused('founders.noCaller', { player: input.caller });
  }
  for (const player of state.players) {
    const cast = input.votes.filter((vote) => vote.player === player.colour);
    if (cast.length !== 1) {
      return refused('founders.voteOnce', { player: player.colour, count: cast.length });
    }
  }
  for (const vote of input.votes) {
    const player = playerOf(state, vote.player);
    if (player === undefined) {
      return refused('founders.noVoter', { player: vote.player });
    }
    if (vote.fleetingInfluence > player.fleetingInfluence || vote.lastingInfluence > player.lastingInfluence) {
      return refused('founders.tooMuchInfluence', {
        player: player.colour,
        fleeting: vote.fleetingInfluence,
        lasting: vote.lastingInfluence,
        hasFleeting: player.fleetingInfluence,
        hasLasting: player.lastingInfluence,
      });
    }
  }
  const influence = { circle: 0, square: 0, triangle: 0 } satisfies Record<VoteTile, number>;
  for (const vote of input.votes) influence[vote.proposal] += influenceOf(vote);
  const most = Math.max(...Object.values(influence));
  const leaders = voteTiles.filter((tile) => influence[tile] === most);
  // Building Proposal Vote: all fleeting influence (dedicated or not) and all dedicated lasting
  // influence is returned to the supply.
  const returned = state.players.map((player) => ({
    colour: player.colour,
    fleetingInfluence: player.fleetingInfluence,
    lastingInfluence: input.votes.find((vote) => vote.player === player.colour)?.lastingInfluence ?? 0,
  }));

  let winner: VoteTile | null = leaders.length === 1 ? (leaders[0] ?? null) : null;
  let tie: VoteResult['tie'];
  if (leaders.length > 1) {
    // "the player involved in the tie with the fewest points decides between the tied buildings":
    // the rulebook lets that player choose; it does not make their own vote win.
    const involved = input.votes.filter((vote) => leaders.includes(vote.proposal)).map((vote) => vote.player);
    const decidedBy = fewestPointsThenClosest(state, input.caller, involved) ?? input.caller;
    tie = { proposals: leaders, decidedBy };
    if (input.tieChoice !== undefined) {
      if (!leaders.includes(input.tieChoice)) {
        return refused('founders.notTied', {
          choice: voteTileWord(input.tieChoice),
          tied: wordsList(leaders, voteTileWord, 'comma'),
          decider: decidedBy,
        });
      }
      winner = input.tieChoice;
    }
  }
  const placer = winner === null ? null : topContributor(state, input, winner);
  return tie === undefined ? { influence, winner, placer, returned } : { influence, winner, tie, placer, returned };
}

/**
 * Building Proposal Vote: "determine which player contributed the most influence to the winning
 * proposal. If there is a tie, the tie is resolved in the same way as when determining the winning
 * building card."
 */
function topContributor(state: FoundersState, input: VoteInput, winner: VoteTile): string | null {
  const backers = input.votes.filter((vote) => vote.proposal === winner);
  const most = Math.max(...backers.map(influenceOf));
  const tied = backers.filter((vote) => influenceOf(vote) === most).map((vote) => vote.player);
  return fewestPointsThenClosest(state, input.caller, tied) ?? null;
}
