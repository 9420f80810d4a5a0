import { solveMonsterTurn } from '../../../shared/monster-ai';
import type { Handlers } from '../router';

export function monsterAiHandlers(): Pick<Handlers, 'monsterAi.solve'> {
  return {
    'monsterAi.solve': async (query) => solveMonsterTurn(query),
  };
}
