import { Alert, Anchor, AppShell, Badge, Button, Container, Group, Loader, Menu, Text, Title } from '@mantine/core';
import { BackupsPage } from '../features/backups/BackupsPage';
import { MonsterAiPage } from '../features/monster-ai/MonsterAiPage';
import { CampaignList } from '../features/campaigns/CampaignList';
import { ContentPage } from '../features/content/ContentPage';
import { CampaignPage } from './CampaignPage';
import { FoundersGamePage } from '../features/founders/FoundersGamePage';
import { FoundersList } from '../features/founders/FoundersList';
import { PlayPage } from '../features/scenario/PlayPage';
import { ScenarioSetupPage } from '../features/scenario/ScenarioSetupPage';
import { ScenarioBoardPage } from '../features/scenario-board/ScenarioBoardPage';
import { PairingPage } from '../features/table/PairingPage';
import { ReasonNotice, SeatContext, useOwnCharacter } from '../common/table/seat';
import { TablePage } from '../features/table/TablePage';
import type { TableMe } from '../features/table/table-me';
import { useTableMe } from '../features/table/useTableMe';
import { FaultBoundary } from '../components/FaultBoundary';
import { hrefOf, useRoute, type Route } from '../common/route';
import { OpensOnRunningScenario } from '../common/play/ResumeScenario';
import { ThemeToggle } from './ThemeToggle';
import { ConnectionNotice } from './ConnectionNotice';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { useTranslation } from 'react-i18next';

/** The pages the header links to; their names are in the catalog under shell.pages. */
const PAGES = ['campaigns', 'content', 'founders', 'board', 'backups', 'table'] as const;

/**
 * The host's screens; a paired table device gets them as its role allows (a player: its scenario's
 * play screen), an unpaired one the pairing page (issue 17).
 */
export function App() {
  const { t } = useTranslation();
  const { me, error, notice, reload } = useTableMe();
  if (error)
    return (
      <Container size="sm" py="md">
        <Alert color="orange" role="status" data-testid="host-gone">
          <Text>{error}</Text>
          <Text size="sm" mt="xs">
            {t('table.pairing.retrying')}
          </Text>
        </Alert>
      </Container>
    );
  if (me === null) return <Loader m="md" />;
  if (me.kind === 'unpaired') return <PairingPage notice={notice} onPaired={reload} />;
  if (me.kind === 'device') return <DeviceApp me={me} />;
  return <HostApp />;
}

/** A paired device: its name, role and the pairing's fingerprint on top (the host lists the same one). */
function DeviceApp({ me }: { me: Extract<TableMe, { kind: 'device' }> }) {
  const { t } = useTranslation();
  const route = useRoute();
  const role = me.role;
  // A player's device shows its own scenario and its own character's sheet; the game master's,
  // everything but table mode.
  const isOwnPage =
    role.kind === 'player' &&
    (((route.page === 'play' || route.page === 'playBoard') && route.sessionId === role.sessionId) ||
      (route.page === 'character' && route.campaignId === role.campaignId && route.characterId === role.characterId));
  const shown: Route =
    role.kind === 'player'
      ? isOwnPage
        ? route
        : { page: 'play', sessionId: role.sessionId }
      : route.page === 'table'
        ? { page: 'campaigns' }
        : route;
  return (
    <SeatContext.Provider value={role}>
      {role.kind !== 'player' && <OpensOnRunningScenario route={route} />}
      <ReasonNotice>
        <AppShell header={{ height: 52 }} padding="xs">
          <AppShell.Header>
            <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                {/* 44 px tall: a target for a finger (issue 17). */}
                <Anchor
                  href={role.kind === 'player' ? hrefOf({ page: 'play', sessionId: role.sessionId }) : hrefOf({ page: 'campaigns' })}
                  underline="never"
                  c="inherit"
                  style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  <Title order={3}>{t('shell.appName')}</Title>
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
              {/* The fingerprint is never cut: the device's name gives way first (issue 29, a 360 px phone). */}
              <Group gap="xs" wrap="nowrap" className="haven-touch" style={{ flexShrink: 0 }}>
                <Badge
                  variant="outline"
                  size="lg"
                  ff="monospace"
                  title={t('shell.device.fingerprint')}
                  translate="no"
                  styles={{ root: { overflow: 'visible', paddingInline: 8 }, label: { overflow: 'visible' } }}
                  data-testid="device-fingerprint"
                >
                  {me.fingerprint}
                </Badge>
                <LanguageMenu />
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Main>
            <ConnectionNotice />
            <Page route={shown} />
          </AppShell.Main>
        </AppShell>
      </ReasonNotice>
    </SeatContext.Provider>
  );
}

function HostApp() {
  const { t } = useTranslation();
  const route = useRoute();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor href={hrefOf({ page: 'campaigns' })} underline="never" c="inherit">
              <Title order={2}>{t('shell.appName')}</Title>
            </Anchor>
            <Group gap="lg" wrap="nowrap" visibleFrom="md">
              {PAGES.map((page) => (
                <Anchor key={page} href={hrefOf({ page })} fw={500}>
                  {t(`shell.pages.${page}`)}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" className="haven-touch">
            {/* A phone or an upright tablet has no room for the links in a row: they open from a menu (issue 17). */}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" hiddenFrom="md" aria-label={t('shell.menuLabel')} data-testid="app-menu">
                  {t('shell.menu')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown className="haven-touch">
                {PAGES.map((page) => (
                  <Menu.Item key={page} component="a" href={hrefOf({ page })}>
                    {t(`shell.pages.${page}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <LanguageMenu />
            <ThemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <ConnectionNotice />
        <Page route={route} />
      </AppShell.Main>
    </AppShell>
  );
}

/**
 * One screen per route, inside a boundary: a fault while drawing it shows a sentence where the page
 * was and leaves the header working; another route starts afresh (issue 29).
 */
function Page({ route }: { route: Route }) {
  return (
    <FaultBoundary kind="screen" resetKeys={[hrefOf(route)]}>
      <RoutedPage route={route} />
    </FaultBoundary>
  );
}

function RoutedPage({ route }: { route: Route }) {
  // A player's device shows its own character first (issue 17).
  const ownCharacterId = useOwnCharacter();
  switch (route.page) {
    case 'campaigns':
      return <CampaignList />;
    case 'content':
      return <ContentPage />;
    case 'board':
      return <MonsterAiPage />;
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
      return <PlayPage sessionId={route.sessionId} ownCharacterId={ownCharacterId} />;
    case 'playBoard':
      return <ScenarioBoardPage sessionId={route.sessionId} />;
  }
}
