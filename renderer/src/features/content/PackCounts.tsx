import { Badge, Group, Text } from '@mantine/core';
import type { InstalledPack } from '@shared/ipc/content-types';
import { useFormat } from '../../i18n/useLanguage';
import { useTranslation } from 'react-i18next';

/** "60 monster types · 30 ability decks · …" plus how much card text became structured actions. */
export function PackCounts({ pack }: { pack: InstalledPack }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kinds = Object.entries(pack.counts).filter(([, n]) => n > 0) as Array<[keyof InstalledPack['counts'], number]>;
  const share =
    pack.structuredShare === null ? '' : format.number(pack.structuredShare * 100, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Group gap={6}>
      {kinds.map(([kind, n]) => (
        <Badge key={kind} variant="light" size="lg" tt="none">
          {t(`content.counts.${kind}`, { count: n })}
        </Badge>
      ))}
      {pack.structuredShare !== null && (
        <Text size="sm" c="dimmed">
          {pack.keptAsText ? t('content.structuredKept', { share, kept: pack.keptAsText }) : t('content.structured', { share })}
        </Text>
      )}
    </Group>
  );
}
