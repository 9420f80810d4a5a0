import { boardProblems, solveMonsterTurn } from '@shared/monster-ai';
import { RequestError, refusedRequest, refusedWithList } from '../../services/errors';
import type { Handlers } from '../router';

export function monsterAiHandlers(): Pick<Handlers, 'monsterAi.solve'> {
  return {
    'monsterAi.solve': async (query) => {
      const problems = boardProblems(query);
      // The board's problems (up to three) in one sentence.
      if (problems.length > 0)
        throw refusedWithList(
          RequestError,
          'host.monsterAi.board',
          {},
          {
            name: 'problems',
            items: problems,
            join: 'semicolon',
            startsSentence: true,
          },
        );
      try {
        return solveMonsterTurn(query);
      } catch (error) {
        // The router parsed the query (its schema refuses every board the solver cannot read); anything left is still the board's.
        // The solver's own words are English (shared/monster-ai); the sentence around them is the request's language.
        throw refusedRequest(RequestError, 'host.monsterAi.unsolvable', { reason: (error as Error).message });
      }
    },
  };
}
