import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { campaignCommandSchema, phaseRefusal, type CampaignCommandInput } from '@shared/rules/campaign';
import { wordRefusal } from '@shared/rules/refusal';
import { useCampaign } from './campaign-context';

/**
 * Why the campaign's phase does not allow this command now (shared/rules/campaign/phase.ts), in
 * the rule's own words and the reader's language, or null when it does. The screens show it
 * beside the button the rule holds back, rather than only after a refused press.
 */
export function usePhaseNote(command: CampaignCommandInput): string | null {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const parsed = campaignCommandSchema.safeParse(command);
  const refused = parsed.success ? phaseRefusal(campaign, parsed.data) : null;
  return refused && wordRefusal(refused, (key, values) => t(key as never, values as never) as unknown as string);
}

export function PhaseNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <Alert color="yellow" data-testid="phase-note">
      {note}
    </Alert>
  );
}
