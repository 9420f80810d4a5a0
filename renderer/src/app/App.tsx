import { Anchor, AppShell, Group, Title } from '@mantine/core';
import { CampaignList } from '../features/campaigns/CampaignList';
import { CampaignPage } from '../features/campaign/CampaignPage';
import { FoundersGamePage } from '../features/founders/FoundersGamePage';
import { FoundersList } from '../features/founders/FoundersList';
import { hrefOf, useRoute } from './route';
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
            <Anchor href={hrefOf({ page: 'founders' })} fw={500}>Founders of Gloomhaven</Anchor>
          </Group>
          <ThemeToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        {route.page === 'founders' ? (
          <FoundersList />
        ) : route.page === 'foundersGame' ? (
          <FoundersGamePage gameId={route.gameId} />
        ) : route.page === 'campaigns' ? (
          <CampaignList />
        ) : (
          <CampaignPage route={route} />
        )}
      </AppShell.Main>
    </AppShell>
  );
}
