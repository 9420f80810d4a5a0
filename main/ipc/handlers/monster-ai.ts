import { boardProblems, solveMonsterTurn } from '@shared/monster-ai';
import { RequestError } from '../../services/errors';
import type { Handlers } from '../router';

export function monsterAiHandlers(): Pick<Handlers, 'monsterAi.solve'> {
  return {
    'monsterAi.solve': async (query) => {
      const problems = boardProblems(query);
      if (problems.length > 0)
        throw new RequestError(`${problems.join('; ')}. Correct the board and ask again.`.replace(/^./, (c) => c.toUpperCase()));
      try {
        return solveMonsterTurn(query);
      } catch (error) {
        // The router parsed the query (its schema refuses every board the solver cannot read); anything left is still the board's.
        throw new RequestError(
          `The monster's turn cannot be worked out on this board: ${(error as Error).message}. Check the figures and the map, then ask again.`,
        );
      }
    },
  };
}
