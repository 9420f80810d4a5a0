import { createContext, useContext } from 'react';
import type { FoundersCommand, FoundersState } from '@shared/rules/founders';

export interface FoundersContextValue {
  gameId: string;
  game: FoundersState;
  /** Runs one engine command; resolves true when it was applied. */
  exec(command: FoundersCommand): Promise<boolean>;
  isBusy: boolean;
}

export const FoundersContext = createContext<FoundersContextValue | null>(null);

export function useFounders(): FoundersContextValue {
  const value = useContext(FoundersContext);
  if (!value) throw new Error('useFounders outside a Founders game page');
  return value;
}
