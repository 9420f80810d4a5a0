import { Alert, Anchor, AppShell, Badge, Container, Group, Loader, Text, Title } from '@mantine/core';
import { BackupsPage } from '../features/backups/BackupsPage';
import { BoardPage } from '../features/board/BoardPage';
import { CampaignList } from '../features/campaigns/CampaignList';
import { ContentPage } from '../features/content/ContentPage';
import { CampaignPage } from '../features/campaign/CampaignPage';
import { FoundersGamePage } from '../features/founders/FoundersGamePage';
import { FoundersList } from '../features/founders/FoundersList';
import { PlayPage } from '../features/scenario/PlayPage';
import { ScenarioSetupPage } from '../features/scenario/ScenarioSetupPage';
import { ScenarioBoardPage } from '../features/scenario-board/ScenarioBoardPage';
import { PairingPage } from '../features/table/PairingPage';
import { SeatContext } from '../features/table/seat';
import { TablePage } from '../features/table/TablePage';
import type { TableMe } from '../features/table/table-me';
import { useTableMe } from '../features/table/useTableMe';
import { hrefOf, useRoute, type Route } from './route';
import { ThemeToggle } from './ThemeToggle';

/**
 * The host's screens; a paired table device gets them as its role allows (a player: its scenario's
 * play screen), an unpaired one the pairing page (issue 17).
 */
export function App() {
  const { me, error, notice, reload } = useTableMe();
  if (error)
    return (
      <Container size="sm" py="md">
        <Alert color="red">{error}</Alert>
      </Container>
    );
  if (me === null) return <Loader m="md" />;
  if (me.kind === 'unpaired') return <PairingPage notice={notice} onPaired={reload} />;
  if (me.kind === 'device') return <DeviceApp me={me} />;
  return <HostApp />;
}

/** A paired device: its name, role and the pairing's fingerprint on top (the host lists the same one). */
function DeviceApp({ me }: { me: Extract<TableMe, { kind: 'device' }> }) {
  const route = useRoute();
  const role = me.role;
  // A player's device shows its own scenario; the game master's, everything but table mode.
  const shown: Route =
    role.kind === 'player'
      ? (route.page === 'play' || route.page === 'playBoard') && route.sessionId === role.sessionId
        ? route
        : { page: 'play', sessionId: role.sessionId }
      : route.page === 'table'
        ? { page: 'campaigns' }
        : route;
  return (
    <SeatContext.Provider value={role}>
      <AppShell header={{ height: 52 }} padding="xs">
        <AppShell.Header>
          <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Anchor href={role.kind === 'player' ? hrefOf(shown) : hrefOf({ page: 'campaigns' })} underline="never" c="inherit">
                <Title order={3}>Haven</Title>
              </Anchor>
              <div style={{ minWidth: 0 }} data-testid="device-role">
                <Text fw={700} size="sm" truncate>
                  {me.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {me.roleInWords}
                </Text>
              </div>
            </Group>
            <Badge
              variant="outline"
              size="lg"
              ff="monospace"
              title="The fingerprint of this pairing: the host lists the same"
              data-testid="device-fingerprint"
            >
              {me.fingerprint}
            </Badge>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          <Page route={shown} />
        </AppShell.Main>
      </AppShell>
    </SeatContext.Provider>
  );
}

function HostApp() {
  const route = useRoute();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="lg">
            <Anchor href={hrefOf({ page: 'campaigns' })} underline="never" c="inherit">
              <Title order={2}>Haven</Title>
            </Anchor>
            <Anchor href={hrefOf({ page: 'campaigns' })} fw={500}>
              Campaigns
            </Anchor>
            <Anchor href={hrefOf({ page: 'content' })} fw={500}>
              Content
            </Anchor>
            <Anchor href={hrefOf({ page: 'founders' })} fw={500}>
              Founders of Gloomhaven
            </Anchor>
            <Anchor href={hrefOf({ page: 'board' })} fw={500}>
              Monster AI
            </Anchor>
            <Anchor href={hrefOf({ page: 'backups' })} fw={500}>
              Backups
            </Anchor>
            <Anchor href={hrefOf({ page: 'table' })} fw={500}>
              Table mode
            </Anchor>
          </Group>
          <ThemeToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Page route={route} />
      </AppShell.Main>
    </AppShell>
  );
}

/** One screen per route. */
function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'campaigns':
      return <CampaignList />;
    case 'content':
      return <ContentPage />;
    case 'board':
      return <BoardPage />;
    case 'backups':
      return <BackupsPage />;
    case 'table':
      return <TablePage />;
    case 'founders':
      return <FoundersList />;
    case 'foundersGame':
      return <FoundersGamePage gameId={route.gameId} />;
    case 'campaign':
    case 'character':
      return <CampaignPage route={route} />;
    case 'scenarioSetup':
      return <ScenarioSetupPage campaignId={route.campaignId} />;
    case 'play':
      return <PlayPage sessionId={route.sessionId} />;
    case 'playBoard':
      return <ScenarioBoardPage sessionId={route.sessionId} />;
  }
}
