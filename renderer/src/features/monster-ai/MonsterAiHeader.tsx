import { Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onClear(): void;
}

/** Title and undo/redo; memoised, so that an edit on a large board does not redraw the tooltips. */
export const MonsterAiHeader = memo(function MonsterAiHeader({ canUndo, canRedo, onUndo, onRedo, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={0}>
        <Title order={2}>{t('monsterAi.page.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('monsterAi.page.intro')}
        </Text>
      </Stack>
      <Group gap="xs">
        <Tooltip label={t('monsterAi.page.undoHint')}>
          <Button variant="default" onClick={onUndo} disabled={!canUndo}>
            {t('monsterAi.page.undo')}
          </Button>
        </Tooltip>
        <Tooltip label={t('monsterAi.page.redoHint')}>
          <Button variant="default" onClick={onRedo} disabled={!canRedo}>
            {t('monsterAi.page.redo')}
          </Button>
        </Tooltip>
        <Button variant="default" color="red" onClick={onClear}>
          {t('monsterAi.page.clear')}
        </Button>
      </Group>
    </Group>
  );
});
