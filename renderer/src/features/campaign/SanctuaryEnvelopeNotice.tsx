import { Alert } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { sanctuaryEnvelope } from '@shared/rules/campaign';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useTranslation } from 'react-i18next';

/** Says so when a donation brings the sanctuary's total to its envelope (1st ed. p. 49), not when the page opens. */
export function SanctuaryEnvelopeNotice() {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const total = campaign.party.donations;
  const seen = useRef(total);
  const [envelope, setEnvelope] = useState<string | null>(null);
  useEffect(() => {
    const opened = sanctuaryEnvelope(campaign.edition, seen.current, total);
    if (opened) setEnvelope(opened);
    else if (total < seen.current) setEnvelope(null);
    seen.current = total;
  }, [campaign.edition, total]);
  if (!envelope) return null;
  return (
    <Alert
      color="grape"
      title={t('campaign.party.envelope', { envelope })}
      withCloseButton
      onClose={() => setEnvelope(null)}
      data-testid="sanctuary-envelope"
    >
      {t('campaign.party.envelopeBody', { gold: total, envelope })}
    </Alert>
  );
}
