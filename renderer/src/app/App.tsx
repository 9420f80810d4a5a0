import { Anchor, AppShell, Group, Title } from '@mantine/core';
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

export function App() {
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
