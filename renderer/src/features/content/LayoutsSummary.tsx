import { Badge, Group, Text } from '@mantine/core';
import type { InstalledLayouts } from '@shared/ipc/content-types';
import { useTranslation } from 'react-i18next';

/** "94 Gloomhaven layouts, 19 Forgotten Circles, 18 solo" and whose data they are (CC BY 4.0 asks for the credit). */
export function LayoutsSummary({ layouts, at }: { layouts: InstalledLayouts; at: string }) {
  const { t } = useTranslation();
  const { gloomhaven, 'forgotten-circles': circles, solo } = layouts.counts;
  return (
    <Group gap={6}>
      <Badge
        variant="light"
        size="lg"
        tt="none"
        data-testid="layout-counts"
        style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
      >
        {t('content.layouts.counts', { gloomhaven, circles, solo })}
      </Badge>
      <Text size="sm" c="dimmed">
        {t('content.layouts.source', { at })}
      </Text>
    </Group>
  );
}
