import { Alert, Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { characterLevel, levelForXp, levelsToTake, startInWords } from '../../../../shared/rules/campaign';
import { useTranslation } from 'react-i18next';
import { navigate } from '../../app/route';
import { useMutation } from '../../bridge/hooks';
import { useCampaign } from './campaign-context';

/**
 * Where the party is between scenarios and what is due there: back in Gloomhaven (a city event,
 * levels to take) or on the road to the next scenario (a road event, or why none).
 */
export function WhereaboutsCard() {
  const { campaign, exec } = useCampaign();
  const { run, error } = useMutation();
  const { t } = useTranslation();
  const { place, lastScenario, cityEventDone, travel } = campaign.whereabouts;
  const [destination, setDestination] = useState<string | null>(null);
  const scenarioName = (id: string) => {
    const name = campaign.scenarios.find((s) => s.id === id)?.name;
    return name ? `${id.toUpperCase()} ${name}` : id.toUpperCase();
  };
  const active = campaign.characters.filter((c) => !c.isRetired);
  const levelsDue = active.filter((c) => levelsToTake(c) > 0);
  const playable = campaign.scenarios.filter((s) => campaign.mode === 'casual' || !s.isCompleted);
  const draw = async (deck: 'city' | 'road') => {
    if (await exec({ type: 'DrawEvent', deck })) navigate({ page: 'campaign', campaignId: campaign.id, tab: 'town' });
  };

  const where =
    place === 'town'
      ? 'In Gloomhaven'
      : place === 'scenario' && lastScenario
        ? `At scenario ${scenarioName(lastScenario.id)} (${lastScenario.outcome === 'success' ? 'completed' : 'lost'})`
        : travel
          ? `On the road to scenario ${scenarioName(travel.scenarioId)}`
          : 'Between scenarios';

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
                City event to draw
              </Badge>
            )}
            {travel?.roadEvent === 'due' && (
              <Badge size="lg" color="orange" data-testid="due-road-event">
                Road event to draw
              </Badge>
            )}
            {levelsDue.map((c) => (
              <Badge key={c.id} size="lg" color="teal" data-testid="due-level">
                {c.name}: level {characterLevel(c) + 1} to take{place === 'town' ? '' : ' in town'}
              </Badge>
            ))}
          </Group>
        </Group>
        {campaign.nextScenario.map((entry) => (
          <Text key={entry.characterId} size="sm" data-testid="next-scenario-start">
            {t('common.nextScenarioStart', {
              name: campaign.characters.find((c) => c.id === entry.characterId)?.name ?? '',
              what: startInWords(entry),
            })}
          </Text>
        ))}
        {place === 'scenario' && (
          <Text size="sm" c="dimmed">
            Return to Gloomhaven for a visit (city event, level ups, shop, donations, new characters), or travel on to the next scenario.
          </Text>
        )}
        {travel && travel.roadEvent !== 'due' && (
          <Text size="sm" c="dimmed" data-testid="road-event-note">
            {travel.roadEvent === 'drawn' ? 'The road event is drawn: play the scenario next.' : `No road event: ${travel.reason}.`}
          </Text>
        )}
        <Group gap="sm" wrap="wrap" align="flex-end">
          {place !== 'town' && travel?.roadEvent !== 'drawn' && (
            <Button size="md" variant="light" onClick={() => exec({ type: 'ReturnToTown' })} data-testid="return-to-town">
              Return to Gloomhaven
            </Button>
          )}
          {place === 'town' && !cityEventDone && campaign.eventDecks.city.length > 0 && !campaign.pendingEvent && (
            <Button size="md" variant="light" onClick={() => void draw('city')} data-testid="draw-city-event">
              Draw the city event
            </Button>
          )}
          {travel?.roadEvent === 'due' && !campaign.pendingEvent && (
            <Button size="md" color="orange" onClick={() => void draw('road')} data-testid="draw-road-event">
              Draw the road event
            </Button>
          )}
          {place === 'town' &&
            levelsDue.map((c) => (
              <Button
                key={c.id}
                size="md"
                color="teal"
                variant="light"
                onClick={() => exec({ type: 'LevelUp', characterId: c.id })}
                data-testid="level-up"
              >
                Level up {c.name} to {characterLevel(c) + 1}
                {levelForXp(c.xp) > characterLevel(c) + 1 ? ` (of ${levelForXp(c.xp)})` : ''}
              </Button>
            ))}
          {travel?.roadEvent !== 'drawn' && playable.length > 0 && (
            <Group gap="xs" align="flex-end">
              <Select
                size="md"
                label="Travel to"
                placeholder="Scenario"
                data={playable.map((s) => ({ value: s.id, label: scenarioName(s.id) }))}
                value={destination}
                onChange={setDestination}
                data-testid="travel-to"
                w={240}
              />
              <Button
                size="md"
                disabled={!destination}
                onClick={() => destination && void run('town.travel', { campaignId: campaign.id, scenarioId: destination })}
                data-testid="travel"
              >
                Travel
              </Button>
            </Group>
          )}
        </Group>
        {error && <Alert color="red">{error}</Alert>}
      </Stack>
    </Card>
  );
}
