import { boardProblems } from '@shared/monster-ai';
import type { SolverPool } from '../../monster-ai/solver-pool';
import { RequestError, refusedWithList } from '../../services/errors';
import type { Handlers } from '../router';

/** The monster AI: the board checked here, the turn worked out on the solver's worker thread. */
export function monsterAiHandlers(solver: SolverPool): Pick<Handlers, 'monsterAi.solve'> {
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
      return solver.solve(query);
    },
  };
}
