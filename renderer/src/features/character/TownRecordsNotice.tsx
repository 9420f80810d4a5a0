import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaign } from '../../common/campaign/campaign-context';

/**
 * 1st edition: the campaign's first retirement opens the sealed Town Records book, to be read from
 * the start (1st ed. rulebook p. 40). The host's rule marks the book open (decide-retirement.ts);
 * this says so on the screen where the character retired, once, until it is closed or undone.
 */
export function TownRecordsNotice() {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const isOpen = campaign.townRecords;
  // News only when the book opens while this screen is up (not when it opens on a campaign whose book is open).
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [isNews, setNews] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    setNews(isOpen);
  }
  if (!isNews) return null;
  return (
    <Alert
      color="grape"
      title={t('campaign.characters.townRecordsTitle')}
      withCloseButton
      onClose={() => setNews(false)}
      closeButtonLabel={t('campaign.characters.townRecordsClose')}
      // A finger's width to close it on a tablet or phone (STYLE: targets of 44 px).
      styles={{ closeButton: { minWidth: 44, minHeight: 44 } }}
      data-testid="town-records"
    >
      {t('campaign.characters.townRecordsBody')}
    </Alert>
  );
}
