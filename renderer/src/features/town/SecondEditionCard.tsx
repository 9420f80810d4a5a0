import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../bridge/hooks';
import { useCampaign } from '../campaign/campaign-context';

/**
 * 2nd edition: start the campaign from its content (starting event decks, the campaign sheet's
 * milestones), then the milestones reached, each with the section to read.
 */
export function SecondEditionCard() {
  const { campaign } = useCampaign();
  const call = useCall();
  const [error, setError] = useState<string | null>(null);
  if (campaign.edition !== 'gh2') return null;
  const { isSetUp, milestones, reached } = campaign.secondEdition;
  const read = milestones.filter((milestone) => reached.includes(milestone.section));
  return (
    <Card withBorder padding="lg" data-testid="second-edition-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3}>Campaign sheet</Title>
          {!isSetUp && (
            <Button
              onClick={() =>
                call('town.setUpSecondEdition', { campaignId: campaign.id }).then(
                  () => setError(null),
                  (e: Error) => setError(e.message),
                )
              }
            >
              Set up from the content
            </Button>
          )}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {!isSetUp ? (
          <Text size="sm" c="dimmed">
            Shuffles the starting city and road event decks and marks the milestones of the prosperity, reputation and imbuement tracks.
          </Text>
        ) : (
          <>
            <Text size="sm">
              Imbuement {campaign.secondEdition.imbuement} · {milestones.length} milestones on the sheet, {read.length} read
            </Text>
            {read.length > 0 && (
              <List size="sm" data-testid="milestones-read">
                {read.map((milestone) => (
                  <List.Item key={milestone.section}>
                    {milestone.name}: section {milestone.section}
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
