import { Anchor, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '../../bridge/hooks';
import { hrefOf } from '../../app/route';
import { useCampaign } from '../campaign/campaign-context';

/** Which installed packs this campaign reads: its classes, shop, events and scenarios. */
export function ContentPackPicker() {
  const { campaign, exec } = useCampaign();
  const packs = useQuery('content.list', {});
  const matching = (packs.data ?? []).filter((p) => p.edition === campaign.edition);
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3}>Content</Title>
          <Anchor href={hrefOf({ page: 'content' })} size="sm">
            Import content…
          </Anchor>
        </Group>
        <MultiSelect
          aria-label="Content packs of this campaign"
          placeholder={matching.length ? 'Choose the packs this campaign uses' : 'No pack of this edition is installed'}
          data={matching.map((p) => ({ value: p.id, label: `${p.name} (${p.id})` }))}
          value={campaign.contentPackIds}
          onChange={(packIds) => void exec({ type: 'UseContentPacks', packIds })}
          clearable
        />
        <Text size="xs" c="dimmed">
          Classes, the shop's items, event cards and personal quests come from these packs.
        </Text>
      </Stack>
    </Card>
  );
}
