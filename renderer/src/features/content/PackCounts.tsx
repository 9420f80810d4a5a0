import { Badge, Group, Text } from '@mantine/core';
import { RECORD_KIND_NAMES, RECORD_KIND_SINGULAR, type InstalledPack } from '../../../../shared/ipc/content-types';

/** "60 monster types · 30 ability decks · …" plus how much card text became structured actions. */
export function PackCounts({ pack }: { pack: InstalledPack }) {
  const kinds = Object.entries(pack.counts).filter(([, n]) => n > 0) as Array<[keyof typeof RECORD_KIND_NAMES, number]>;
  return (
    <Group gap={6}>
      {kinds.map(([kind, n]) => (
        <Badge key={kind} variant="light" size="lg" tt="none">
          {n} {n === 1 ? RECORD_KIND_SINGULAR[kind] : RECORD_KIND_NAMES[kind]}
        </Badge>
      ))}
      {pack.structuredShare !== null && (
        <Text size="sm" c="dimmed">
          {(pack.structuredShare * 100).toFixed(1)}% of ability-card lines structured
          {pack.keptAsText ? `, ${pack.keptAsText} kept as text` : ''}
        </Text>
      )}
    </Group>
  );
}
