import { createContext, useContext } from 'react';
import type { CampaignCommandInput, CampaignState } from '@shared/rules/campaign';

export interface CampaignContextValue {
  campaign: CampaignState;
  /** Runs one campaign command; resolves true when it was applied. */
  exec(command: CampaignCommandInput): Promise<boolean>;
  /** The host's sentence for the last refused command, if any. */
  error: string | null;
  clearError(): void;
}

export const CampaignContext = createContext<CampaignContextValue | null>(null);

export function useCampaign(): CampaignContextValue {
  const value = useContext(CampaignContext);
  if (!value) throw new Error('useCampaign outside a campaign page');
  return value;
}
