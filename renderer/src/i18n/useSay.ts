import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Say } from '@shared/monster-ai';

/**
 * The screen's `t` as the shared wording takes it (shared/automaton/wording.ts: figure names,
 * hexes, the automaton's reasons), for keys the shared code builds: a new function when the
 * language changes, so memoised parts word again.
 */
export function useSay(): Say {
  const { t } = useTranslation();
  return useCallback((key: string, values?: Record<string, string | number>) => t(key as never, values as never) as unknown as string, [t]);
}
