import { Accordion, Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { keptGoal } from '@shared/rules/campaign/battle-goal-hands';
import { useCall } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useTranslation } from 'react-i18next';
import { Tagged } from '../../i18n/Tagged';

/**
 * Battle goals for the next scenario, kept by the campaign until the scenario is settled: each
 * player opens only their own and keeps one in secret; the settlement reads the kept ones.
 */
export function BattleGoalsCard() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const call = useCall();
  const [error, setError] = useState<string | null>(null);
  const [isEmpty, setEmpty] = useState(false);
  const nameOf = (id: string) => campaign.characters.find((c) => c.id === id)?.name ?? t('town.goals.someone');
  const hands = campaign.battleGoals;
  const deal = () =>
    call('town.dealBattleGoals', { campaignId: campaign.id }).then(
      (dealt) => {
        setError(null);
        setEmpty(dealt.every((d) => d.goals.length === 0));
      },
      (e: Error) => setError(e.message),
    );
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('town.goals.title')}</Title>
          {hands.length === 0 && (
            <Button variant="light" size="md" onClick={deal}>
              {t('town.goals.deal')}
            </Button>
          )}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {isEmpty && hands.length === 0 && <Text c="dimmed">{t('town.goals.none')}</Text>}
        {hands.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('town.goals.dealt')}
          </Text>
        )}
        {hands.length > 0 && (
          <Accordion variant="separated" data-testid="battle-goals">
            {hands.map((hand) => {
              const kept = keptGoal(campaign, hand.characterId);
              return (
                <Accordion.Item key={hand.characterId} value={hand.characterId}>
                  <Accordion.Control>
                    {kept
                      ? t('town.goals.kept', { name: nameOf(hand.characterId) })
                      : t('town.goals.toKeep', { name: nameOf(hand.characterId), count: hand.dealt.length })}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      {(kept ? [kept] : hand.dealt).map((g) => (
                        <Group key={g.id} justify="space-between" wrap="nowrap" align="flex-start">
                          <Text>
                            <Tagged
                              text={t('town.goals.goal', { name: g.name, count: g.checks, text: g.text })}
                              tags={{ b: () => <b>{g.name}</b> }}
                            />
                          </Text>
                          {!kept && (
                            <Button
                              size="md"
                              variant="light"
                              onClick={() => exec({ type: 'KeepBattleGoal', characterId: hand.characterId, goalId: g.id })}
                            >
                              {t('town.goals.keep')}
                            </Button>
                          )}
                        </Group>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        )}
      </Stack>
    </Card>
  );
}
