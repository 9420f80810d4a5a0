import { boardProblems, solveMonsterTurn } from '@shared/monster-ai';
import { englishRefusal, refusal, type Refusal } from '@shared/rules/refusal';
import { RequestError, refusedRequest } from '../../services/errors';
import { hostWords } from '../../host-i18n';
import type { Handlers } from '../router';

export function monsterAiHandlers(): Pick<Handlers, 'monsterAi.solve'> {
  return {
    'monsterAi.solve': async (query) => {
      const problems = boardProblems(query);
      if (problems.length > 0) throw boardRefused(problems);
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

const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());

/**
 * The board's problems (up to three) in one sentence: English as its message; the refusal carries
 * them worded in the request's language (a refusal's values are text, so the list comes worded).
 */
function boardRefused(problems: readonly Refusal[]): RequestError {
  const words = hostWords();
  const list = (say: (problem: Refusal) => string) => capitalised(problems.map(say).join('; '));
  const error = new RequestError(englishRefusal(refusal('host.monsterAi.board', { problems: list(englishRefusal) })));
  error.refusal = refusal('host.monsterAi.board', {
    problems: words.language === 'en' ? list(englishRefusal) : list((problem) => words.t(`refusals.${problem.key}`, problem.params)),
  });
  return error;
}
