import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { BattleGoalsCard } from './BattleGoalsCard';
import { ContentPackPicker } from './ContentPackPicker';
import { EventDecks } from './EventDecks';
import { SecondEditionCard } from './SecondEditionCard';
import { ShopTable } from './ShopTable';

export function TownPanel() {
  const { campaign } = useCampaign();
  const town = useQuery('town.view', { campaignId: campaign.id });
  return (
    <Stack>
      <ContentPackPicker />
      <SecondEditionCard />
      {town.error && <Alert color="red">{town.error}</Alert>}
      {!town.data ? (
        <Loader />
      ) : (
        <>
          <EventDecks town={town.data} />
          <ShopTable shop={town.data.shop} />
          <BattleGoalsCard />
        </>
      )}
    </Stack>
  );
}
