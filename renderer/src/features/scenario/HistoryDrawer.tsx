import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaySelect } from '../../common/play/play-context';

/**
 * The scenario's history, newest first; draws and shuffles are marked as revealing hidden
 * information. Its entries are read only while it is open: a change made with it closed renders
 * nothing here.
 */
export const HistoryDrawer = memo(function HistoryDrawer({
  opened,
  isFullScreen = false,
  onClose,
  onUndo,
  onRedo,
}: {
  opened: boolean;
  /** A phone: the drawer takes the whole width (its 440 px would reach past the screen). */
  isFullScreen?: boolean;
  onClose(): void;
  onUndo(): void;
  onRedo(): void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('common.history.title')}
      classNames={{ content: 'haven-touch' }}
      position="right"
      size={isFullScreen ? '100%' : 'md'}
    >
      <HistoryEntries onUndo={onUndo} onRedo={onRedo} />
    </Drawer>
  );
});

function HistoryEntries({ onUndo, onRedo }: { onUndo(): void; onRedo(): void }) {
  const { t } = useTranslation();
  const history = usePlaySelect((play) => play.view.history);
  const canUndo = usePlaySelect((play) => play.view.canUndo);
  const canRedo = usePlaySelect((play) => play.view.canRedo);
  return (
    <Stack gap="xs" data-testid="history">
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={onUndo} disabled={!canUndo}>
          {t('common.undoHint')}
        </Button>
        <Button variant="default" onClick={onRedo} disabled={!canRedo}>
          {t('common.redoHint')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        {t('playSetup.history.sameDraw')}
      </Text>
      {history.length === 0 && <Text c="dimmed">{t('common.history.empty')}</Text>}
      {history.map((entry) => (
        <Group
          key={entry.seq}
          gap="xs"
          wrap="nowrap"
          align="flex-start"
          style={{ opacity: entry.isUndone ? 0.45 : 1 }}
          data-testid="history-entry"
        >
          <Text fz="sm" c="dimmed" w={30}>
            {entry.seq}
          </Text>
          <Text fz="sm" td={entry.isUndone ? 'line-through' : undefined} style={{ flex: 1 }}>
            {entry.summary}
          </Text>
          {entry.revealsHidden && (
            <Badge size="xs" color="violet" variant="light" title={t('playSetup.history.revealsHint')}>
              {t('playSetup.history.reveals')}
            </Badge>
          )}
          {entry.isUndone && (
            <Badge size="xs" color="gray">
              {t('common.history.undone')}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}
