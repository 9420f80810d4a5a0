import { ResumeCampaignScenario } from '../common/play/ResumeScenario';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Container, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { CampaignCommandInput } from '@shared/rules/campaign';
import type { CampaignView } from '@shared/ipc/campaign-types';
import { CAMPAIGN_TABS, hrefOf, navigate, type CampaignTab, type Route } from '../common/route';
import { shownIn, useChange, useQuery } from '../bridge/hooks';
import { UndoRedo } from '../components/UndoRedo';
import { CharacterSheet } from '../features/character/CharacterSheet';
import { CampaignContext } from '../common/campaign/campaign-context';
import { CharactersPanel } from '../features/character/CharactersPanel';
import { HistoryPanel } from '../features/campaign/HistoryPanel';
import { PartyPanel } from '../features/campaign/PartyPanel';
import { ScenariosPanel } from '../features/campaign/ScenariosPanel';
import { WhereaboutsCard } from '../features/campaign/WhereaboutsCard';
import { CampaignFileMenu } from '../features/exchange/CampaignFileMenu';
import { TownPanel } from '../features/town/TownPanel';
import { SeatLock, useReasonAgainst, useSeat } from '../common/table/seat';
import { useTranslation } from 'react-i18next';

export function CampaignPage({ route }: { route: Extract<Route, { campaignId: string }> }) {
  const { t } = useTranslation();
  const { campaignId } = route;
  const query = useQuery('campaigns.get', { campaignId });
  // A player's device reaches only its own character's sheet here (issue 17): no way into the
  // campaign's pages, and what the host would refuse it greyed out with the reason.
  const seat = useSeat();
  const playerSeat = seat?.kind === 'player' ? seat : null;
  const undoReason = useReasonAgainst('campaigns.undo', { campaignId });
  const fileReason = useReasonAgainst('summary.campaignHtml', { campaignId });
  const { change, ...mutation } = useChange();

  // The answer to a change is the campaign as it now is: it is shown at once, and the campaign is
  // not read again for it (one round trip a change).
  const { startChange } = query;
  const shows = useMemo(() => [shownIn({ startChange }, (view: CampaignView) => view)], [startChange]);
  const exec = useCallback(
    async (command: CampaignCommandInput) => (await change('campaigns.execute', { campaignId, command }, shows)) !== undefined,
    [change, campaignId, shows],
  );
  const undo = useCallback(() => void change('campaigns.undo', { campaignId }, shows), [change, campaignId, shows]);
  const redo = useCallback(() => void change('campaigns.redo', { campaignId }, shows), [change, campaignId, shows]);

  const context = useMemo(
    () => (query.data ? { campaign: query.data.state, exec, error: mutation.error, clearError: mutation.clearError } : null),
    [query.data, exec, mutation.error, mutation.clearError],
  );

  if (query.error && !query.data) {
    return (
      <Container size="lg">
        <Alert color="red" title={t('campaign.cannotShow')}>
          {query.error}
        </Alert>
        <Anchor href={hrefOf({ page: 'campaigns' })}>{t('campaign.back')}</Anchor>
      </Container>
    );
  }
  if (!query.data || !context) return <Loader />;
  const { state, canUndo, canRedo } = query.data;
  const character = route.page === 'character' ? state.characters.find((c) => c.id === route.characterId) : undefined;

  return (
    <CampaignContext.Provider value={context}>
      {/* The character sheet is a page a player uses by touch at the table (issue 17): its header's buttons too. */}
      <Container size="xl" className={route.page === 'character' ? 'haven-touch' : undefined}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Stack gap={4}>
              {playerSeat ? (
                <Anchor href={hrefOf({ page: 'play', sessionId: playerSeat.sessionId })} data-testid="back-to-play">
                  {t('campaign.backToScenario')}
                </Anchor>
              ) : (
                <Breadcrumbs>
                  <Anchor href={hrefOf({ page: 'campaigns' })}>{t('campaign.breadcrumb')}</Anchor>
                  <Anchor href={hrefOf({ page: 'campaign', campaignId, tab: 'party' })}>{state.name}</Anchor>
                  {character && <span>{character.name}</span>}
                </Breadcrumbs>
              )}
              <Group gap="sm">
                <Title order={2}>{character ? `${character.name}` : state.name}</Title>
                <Badge variant="light">{t(`common.editions.${state.edition}`)}</Badge>
                {state.mode === 'casual' && (
                  <Badge color="grape" variant="outline">
                    {t('campaign.casual')}
                  </Badge>
                )}
              </Group>
            </Stack>
            <Group gap="xs">
              {!playerSeat && <ResumeCampaignScenario campaignId={campaignId} />}
              {!playerSeat && (
                <Button component="a" href={hrefOf({ page: 'scenarioSetup', campaignId })} data-testid="play-scenario">
                  {t('campaign.play')}
                </Button>
              )}
              <SeatLock reason={fileReason}>
                <CampaignFileMenu campaignId={campaignId} />
              </SeatLock>
              <SeatLock reason={undoReason}>
                <UndoRedo canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} />
              </SeatLock>
            </Group>
          </Group>
          {mutation.error && (
            <Alert color="red" withCloseButton onClose={mutation.clearError} data-testid="campaign-error">
              {mutation.error}
            </Alert>
          )}
          {route.page === 'character' ? (
            character ? (
              <CharacterSheet character={character} />
            ) : (
              <Alert color="yellow">{t('campaign.notInCampaign')}</Alert>
            )
          ) : (
            <>
              <WhereaboutsCard />
              <Tabs
                value={route.tab}
                onChange={(tab) => tab && navigate({ page: 'campaign', campaignId, tab: tab as CampaignTab })}
                keepMounted={false}
              >
                <Tabs.List>
                  {CAMPAIGN_TABS.map((tab) => (
                    <Tabs.Tab key={tab} value={tab} fz="md">
                      {t(`campaign.tabs.${tab}`)}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="party" pt="md">
                  <PartyPanel />
                </Tabs.Panel>
                <Tabs.Panel value="scenarios" pt="md">
                  <ScenariosPanel />
                </Tabs.Panel>
                <Tabs.Panel value="characters" pt="md">
                  <CharactersPanel />
                </Tabs.Panel>
                <Tabs.Panel value="town" pt="md">
                  <TownPanel />
                </Tabs.Panel>
                <Tabs.Panel value="history" pt="md">
                  <HistoryPanel canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} />
                </Tabs.Panel>
              </Tabs>
            </>
          )}
        </Stack>
      </Container>
    </CampaignContext.Provider>
  );
}
