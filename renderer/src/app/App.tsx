import { Anchor, AppShell, Button, Group, Menu, Title } from '@mantine/core';
import { BackupsPage } from '../features/backups/BackupsPage';
import { MonsterAiPage } from '../features/monster-ai/MonsterAiPage';
import { CampaignList } from '../features/campaigns/CampaignList';
import { ContentPage } from '../features/content/ContentPage';
import { CampaignPage } from '../features/campaign/CampaignPage';
import { FoundersGamePage } from '../features/founders/FoundersGamePage';
import { FoundersList } from '../features/founders/FoundersList';
import { PlayPage } from '../features/scenario/PlayPage';
import { ScenarioSetupPage } from '../features/scenario/ScenarioSetupPage';
import { ScenarioBoardPage } from '../features/scenario-board/ScenarioBoardPage';
import { hrefOf, useRoute, type Route } from './route';
import { ThemeToggle } from './ThemeToggle';

/** The pages the header links to. */
const PAGES = [
  { page: 'campaigns', label: 'Campaigns' },
  { page: 'content', label: 'Content' },
  { page: 'founders', label: 'Founders of Gloomhaven' },
  { page: 'board', label: 'Monster AI' },
  { page: 'backups', label: 'Backups' },
] as const;

export function App() {
  const route = useRoute();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor href={hrefOf({ page: 'campaigns' })} underline="never" c="inherit">
              <Title order={2}>Haven</Title>
            </Anchor>
            <Group gap="lg" wrap="nowrap" visibleFrom="md">
              {PAGES.map(({ page, label }) => (
                <Anchor key={page} href={hrefOf({ page })} fw={500}>
                  {label}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" className="haven-touch">
            {/* A phone or an upright tablet has no room for the links in a row: they open from a menu (issue 17). */}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" hiddenFrom="md" aria-label="Pages" data-testid="app-menu">
                  Menu
                </Button>
              </Menu.Target>
              <Menu.Dropdown className="haven-touch">
                {PAGES.map(({ page, label }) => (
                  <Menu.Item key={page} component="a" href={hrefOf({ page })}>
                    {label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <ThemeToggle />
          </Group>
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
      return <MonsterAiPage />;
    case 'backups':
      return <BackupsPage />;
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
