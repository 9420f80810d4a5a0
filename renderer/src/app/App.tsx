import { Anchor, AppShell, Group, Title } from '@mantine/core';
import { CampaignList } from '../features/campaigns/CampaignList';
import { CampaignPage } from '../features/campaign/CampaignPage';
import { hrefOf, useRoute } from './route';
import { ThemeToggle } from './ThemeToggle';

export function App() {
  const route = useRoute();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Anchor href={hrefOf({ page: 'campaigns' })} underline="never" c="inherit">
            <Title order={2}>Haven</Title>
          </Anchor>
          <ThemeToggle />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        {route.page === 'campaigns' ? <CampaignList /> : <CampaignPage route={route} />}
      </AppShell.Main>
    </AppShell>
  );
}
