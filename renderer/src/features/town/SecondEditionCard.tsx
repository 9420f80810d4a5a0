import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCall } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useTranslation } from 'react-i18next';

/**
 * 2nd edition: start the campaign from its content (starting event decks, the campaign sheet's
 * milestones), then the milestones reached, each with the section to read.
 */
export function SecondEditionCard() {
  const { t } = useTranslation();
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
          <Title order={3}>{t('town.sheet.title')}</Title>
          {!isSetUp && (
            <Button
              onClick={() =>
                call('town.setUpSecondEdition', { campaignId: campaign.id }).then(
                  () => setError(null),
                  (e: Error) => setError(e.message),
                )
              }
            >
              {t('town.sheet.setUp')}
            </Button>
          )}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {!isSetUp ? (
          <Text size="sm" c="dimmed">
            {t('town.sheet.setUpHint')}
          </Text>
        ) : (
          <>
            <Text size="sm">
              {t('town.sheet.status', { imbuement: campaign.secondEdition.imbuement, count: milestones.length, read: read.length })}
            </Text>
            {read.length > 0 && (
              <List size="sm" data-testid="milestones-read">
                {read.map((milestone) => (
                  <List.Item key={milestone.section}>
                    {t('town.sheet.milestone', { name: milestone.name, section: milestone.section })}
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
