import { Alert, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { campaignPhase, characterLevel, levelForXp, levelsToTake, roadReasonWords, startWords } from '@shared/rules/campaign';
import type { Scenario } from '@shared/content/model/scenario';
import { travelChoices } from '@shared/rules/campaign/travel-choices';
import { wordRefusal } from '@shared/rules/refusal';
import { wordLine, type Translate } from '@shared/rules/words';
import { navigate } from '../../common/route';
import { useMutation, useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useTranslation } from 'react-i18next';

/**
 * Where the party is between scenarios and what is due there: back in Gloomhaven (a city event,
 * levels to take) or on the road to the next scenario (a road event, or why none).
 */
export function WhereaboutsCard() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const { run, error } = useMutation();
  const { place, lastScenario, cityEventDone, travel } = campaign.whereabouts;
  const [destination, setDestination] = useState<string | null>(null);
  const scenarioName = (id: string) => {
    const name = campaign.scenarios.find((s) => s.id === id)?.name;
    return name ? `${id.toUpperCase()} ${name}` : id.toUpperCase();
  };
  const active = campaign.characters.filter((c) => !c.isRetired);
  const levelsDue = active.filter((c) => levelsToTake(c) > 0);
  const isCasual = campaign.mode === 'casual';
  // Only where the play setup lets the party start (issue 29); the others say what they need.
  const records = useQuery('content.records', { kind: 'scenarios', packIds: campaign.contentPackIds });
  const { offered: playable, refused } = travelChoices(
    campaign,
    (records.data ?? []).map((r) => r.record as Scenario),
  );
  const needs = (unmet: Parameters<typeof wordRefusal>[0][]) =>
    unmet.map((need) => wordRefusal(need, (key, values) => t(key as never, values as never) as unknown as string)).join('; ');
  const phase = campaignPhase(campaign);
  const mustLevelFirst = place === 'town' && phase.levelsDue.length > 0;
  const draw = async (deck: 'city' | 'road') => {
    if (await exec({ type: 'DrawEvent', deck })) navigate({ page: 'campaign', campaignId: campaign.id, tab: 'town' });
  };

  const where =
    place === 'town'
      ? t('campaign.where.town')
      : place === 'scenario' && lastScenario
        ? lastScenario.outcome === 'success'
          ? t('campaign.where.scenarioCompleted', { scenario: scenarioName(lastScenario.id) })
          : t('campaign.where.scenarioLost', { scenario: scenarioName(lastScenario.id) })
        : travel
          ? t('campaign.where.road', { scenario: scenarioName(travel.scenarioId) })
          : t('campaign.where.between');

  return (
    <Card withBorder padding="md" data-testid="whereabouts">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} fz="lg" data-testid="whereabouts-place">
            {where}
          </Text>
          <Group gap="xs" wrap="wrap">
            {place === 'town' && !cityEventDone && campaign.eventDecks.city.length > 0 && (
              <Badge size="lg" color="blue" data-testid="due-city-event">
                {t('campaign.where.cityDue')}
              </Badge>
            )}
            {travel?.roadEvent === 'due' && (
              <Badge size="lg" color="orange" data-testid="due-road-event">
                {t('campaign.where.roadDue')}
              </Badge>
            )}
            {levelsDue.map((c) => (
              <Badge key={c.id} size="lg" color="teal" data-testid="due-level">
                {t(place === 'town' ? 'campaign.where.levelDue' : 'campaign.where.levelDueInTown', {
                  name: c.name,
                  level: characterLevel(c) + 1,
                })}
              </Badge>
            ))}
          </Group>
        </Group>
        {campaign.nextScenario.map((entry) => (
          <Text key={entry.characterId} size="sm" data-testid="next-scenario-start">
            {t('campaign.where.nextScenarioStart', {
              name: campaign.characters.find((c) => c.id === entry.characterId)?.name ?? '',
              what: wordLine(startWords(entry), t as unknown as Translate),
            })}
          </Text>
        ))}
        {place === 'scenario' && !isCasual && (
          <Text size="sm" c="dimmed">
            {t('campaign.where.afterScenario')}
          </Text>
        )}
        {phase.cityStep && (
          <Text size="sm" data-testid="city-phase-step">
            {t(phase.cityStep === 'cityEvent' ? 'campaign.where.cityEventFirst' : 'campaign.where.downtime')}
          </Text>
        )}
        {mustLevelFirst && (
          <Text size="sm" c="teal.8" fw={600} data-testid="levels-before-leaving">
            {t('campaign.where.levelsBeforeLeaving', {
              list: phase.levelsDue.map((c) => t('campaign.where.takesLevel', { name: c.name, level: c.level })).join('; '),
            })}
          </Text>
        )}
        {isCasual && (
          <Text size="sm" c="dimmed" data-testid="casual-stays">
            {t('campaign.where.casualStays')}
          </Text>
        )}
        {travel && travel.roadEvent !== 'due' && (
          <Text size="sm" c="dimmed" data-testid="road-event-note">
            {travel.roadEvent === 'drawn'
              ? t('campaign.where.roadDrawn')
              : t('campaign.where.noRoadEvent', { reason: wordLine(roadReasonWords(travel), t as unknown as Translate) })}
          </Text>
        )}
        <Group gap="sm" wrap="wrap" align="flex-end">
          {place !== 'town' && travel?.roadEvent !== 'drawn' && (
            <Button size="md" variant="light" onClick={() => exec({ type: 'ReturnToTown' })} data-testid="return-to-town">
              {t('campaign.where.returnToTown')}
            </Button>
          )}
          {place === 'town' && !cityEventDone && campaign.eventDecks.city.length > 0 && !campaign.pendingEvent && (
            <Button size="md" variant="light" onClick={() => void draw('city')} data-testid="draw-city-event">
              {t('campaign.where.drawCity')}
            </Button>
          )}
          {travel?.roadEvent === 'due' && !campaign.pendingEvent && (
            <Button size="md" color="orange" onClick={() => void draw('road')} data-testid="draw-road-event">
              {t('campaign.where.drawRoad')}
            </Button>
          )}
          {place === 'town' &&
            phase.cityStep !== 'cityEvent' &&
            levelsDue.map((c) => (
              <Button
                key={c.id}
                size="md"
                color="teal"
                variant="light"
                onClick={() => exec({ type: 'LevelUp', characterId: c.id })}
                data-testid="level-up"
              >
                {levelForXp(c.xp) > characterLevel(c) + 1
                  ? t('campaign.where.levelUpOf', { name: c.name, level: characterLevel(c) + 1, most: levelForXp(c.xp) })
                  : t('campaign.where.levelUp', { name: c.name, level: characterLevel(c) + 1 })}
              </Button>
            ))}
          {travel?.roadEvent !== 'drawn' && playable.length > 0 && (
            <Group gap="xs" align="flex-end">
              <Select
                size="md"
                label={t('campaign.where.travelTo')}
                placeholder={t('campaign.where.scenario')}
                data={playable.map((s) => ({ value: s.id, label: scenarioName(s.id) }))}
                value={destination}
                onChange={setDestination}
                data-testid="travel-to"
                w={240}
              />
              <Button
                size="md"
                disabled={!destination || mustLevelFirst}
                onClick={() => destination && void run('town.travel', { campaignId: campaign.id, scenarioId: destination })}
                data-testid="travel"
              >
                {t('campaign.where.travel')}
              </Button>
            </Group>
          )}
        </Group>
        {travel?.roadEvent !== 'drawn' &&
          refused.map(({ scenario, unmet }) => (
            <Text key={scenario.id} size="sm" c="dimmed" data-testid="cannot-travel">
              {t('campaign.where.cannotTravel', { scenario: scenarioName(scenario.id), list: needs(unmet) })}
            </Text>
          ))}
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Card>
  );
}
