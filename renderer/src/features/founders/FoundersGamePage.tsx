import { Alert, Anchor, Badge, Breadcrumbs, Container, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { COMPLETION_TOKENS_TO_END, type FoundersCommand } from '@shared/rules/founders';
import { hrefOf } from '../../common/route';
import { shownIn, useChange, useQuery } from '../../bridge/hooks';
import type { ChannelOutput } from '@shared/ipc/contract';
import { UndoRedo } from '../../components/UndoRedo';
import { AdjustPanel } from './AdjustPanel';
import { BoardPanel } from './BoardPanel';
import { BuildPanel } from './BuildPanel';
import { DeliverPanel } from './DeliverPanel';
import { FoundersContext } from './founders-context';
import { FoundersHistory } from './FoundersHistory';
import { ResourcesPanel } from './ResourcesPanel';
import { ScoreTrack } from './ScoreTrack';
import { TalliesPanel } from './TalliesPanel';
import { VotePanel } from './VotePanel';
import { useTranslation } from 'react-i18next';

const TABS = ['board', 'build', 'deliver', 'vote', 'tallies', 'adjust', 'resources', 'history'] as const;
type Tab = (typeof TABS)[number];
type FoundersView = ChannelOutput<'founders.get'>;

export function FoundersGamePage({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const query = useQuery('founders.get', { gameId });
  const { change, ...mutation } = useChange();
  const [tab, setTab] = useState<Tab>('board');

  // Each change answers with the game as it now is: shown at once, and not read again for it.
  const { startChange } = query;
  const shows = useMemo(() => [shownIn({ startChange }, (view: FoundersView) => view)], [startChange]);
  const exec = useCallback(
    async (command: FoundersCommand) => (await change('founders.execute', { gameId, command }, shows)) !== undefined,
    [change, gameId, shows],
  );
  const undo = useCallback(() => void change('founders.undo', { gameId }, shows), [change, gameId, shows]);
  const redo = useCallback(() => void change('founders.redo', { gameId }, shows), [change, gameId, shows]);

  const context = useMemo(
    () => (query.data ? { gameId, game: query.data.state, exec, isBusy: mutation.isBusy } : null),
    [query.data, gameId, exec, mutation.isBusy],
  );

  if (query.error && !query.data) {
    return (
      <Container size="lg">
        <Alert color="red" title={t('founders.game.cannotShow')}>
          {query.error}
        </Alert>
        <Anchor href={hrefOf({ page: 'founders' })}>{t('founders.game.back')}</Anchor>
      </Container>
    );
  }
  if (!query.data || !context) return <Loader />;
  const { name, state, canUndo, canRedo } = query.data;

  return (
    <FoundersContext.Provider value={context}>
      {/* Played at the table by touch: every control at least 44 px each way (app/touch.css). */}
      <Container size="xl" className="haven-touch">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              <Breadcrumbs>
                <Anchor href={hrefOf({ page: 'founders' })}>{t('founders.game.breadcrumb')}</Anchor>
                <span>{name}</span>
              </Breadcrumbs>
              <Group gap="sm">
                <Title order={2}>{name}</Title>
                <Badge variant="light" size="lg" data-testid="completion-tokens">
                  {t('founders.game.completion', { count: state.completionTokens, total: COMPLETION_TOKENS_TO_END })}
                </Badge>
                {state.isEndTriggered && !state.winner && (
                  <Badge color="orange" size="lg">
                    {t('founders.game.endTriggered')}
                  </Badge>
                )}
                {state.winner && (
                  <Badge color="yellow" size="lg" data-testid="winner">
                    {t('founders.game.wins', { name: state.winner })}
                  </Badge>
                )}
              </Group>
            </Stack>
            <Group gap="xs">
              <UndoRedo canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} />
            </Group>
          </Group>
          {mutation.error && (
            <Alert color="red" withCloseButton onClose={mutation.clearError} data-testid="founders-error">
              {mutation.error}
            </Alert>
          )}
          <ScoreTrack />
          <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
            <Tabs.List>
              {TABS.map((value) => (
                <Tabs.Tab key={value} value={value} fz="md">
                  {t(`founders.game.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="board" pt="md">
              <BoardPanel />
            </Tabs.Panel>
            <Tabs.Panel value="build" pt="md">
              <BuildPanel />
            </Tabs.Panel>
            <Tabs.Panel value="deliver" pt="md">
              <DeliverPanel />
            </Tabs.Panel>
            <Tabs.Panel value="vote" pt="md">
              <VotePanel />
            </Tabs.Panel>
            <Tabs.Panel value="tallies" pt="md">
              <TalliesPanel />
            </Tabs.Panel>
            <Tabs.Panel value="adjust" pt="md">
              <AdjustPanel />
            </Tabs.Panel>
            <Tabs.Panel value="resources" pt="md">
              <ResourcesPanel />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <FoundersHistory canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </FoundersContext.Provider>
  );
}
