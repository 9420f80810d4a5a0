import { Stack, Text } from '@mantine/core';
import type { InstalledLayouts } from '@shared/ipc/content-types';
import { useTranslation } from 'react-i18next';

/** "94 Gloomhaven layouts, 19 Forgotten Circles, 18 solo" and whose data they are (CC BY 4.0 asks for the credit). */
export function LayoutsSummary({ layouts, at }: { layouts: InstalledLayouts; at: string }) {
  const { t } = useTranslation();
  const { gloomhaven, 'forgotten-circles': circles, solo } = layouts.counts;
  return (
    <Stack gap={2}>
      <Text fw={600} data-testid="layout-counts">
        {t('content.layouts.counts', { gloomhaven, circles, solo })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('content.layouts.source', { at })}
      </Text>
    </Stack>
  );
}
