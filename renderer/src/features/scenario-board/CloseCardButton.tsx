import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Closes a card the board opened on a tap (a figure's, a hex's money tokens), a full touch target high. */
export function CloseCardButton({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" h={44} variant="default" onClick={onClose}>
      {t('board.figures.close')}
    </Button>
  );
}
