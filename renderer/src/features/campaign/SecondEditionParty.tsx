import { Button, Group, Stack, Text } from '@mantine/core';
import { FACTIONS, FACTION_REPUTATION_INITIAL_MAX, FACTION_REPUTATION_MIN } from '@shared/rules/campaign';
import { Counter } from '../../components/Counter';
import { useCampaign } from './campaign-context';
import { useTranslation } from 'react-i18next';

/** The 2nd edition's campaign sheet: reputation with each faction, and the party's inspiration. */
export function SecondEditionParty() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const { party } = campaign;
  return (
    <>
      <Group align="flex-start" grow>
        {FACTIONS.map((faction) => (
          <Stack key={faction} gap={4}>
            <Counter
              label={t(`campaign.party.factions.${faction}`)}
              testId={`faction-${faction}`}
              value={party.factionReputation[faction]}
              steps={[-1, 1]}
              min={FACTION_REPUTATION_MIN}
              onChange={(delta) => exec({ type: 'ChangeFactionReputation', faction, delta })}
            />
            {/* Past 12 only once the campaign unlocks the faction (2nd ed. rulebook p. 50). */}
            {party.unlockedFactions.includes(faction) ? (
              <Text size="xs" c="dimmed">
                {t('campaign.party.factionUnlocked')}
              </Text>
            ) : (
              <Button
                size="compact-sm"
                variant="subtle"
                mih={44}
                onClick={() => exec({ type: 'UnlockFaction', faction })}
                data-testid={`unlock-${faction}`}
              >
                {t('campaign.party.unlockFaction')}
              </Button>
            )}
          </Stack>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('campaign.party.factionHint', { min: FACTION_REPUTATION_MIN, max: FACTION_REPUTATION_INITIAL_MAX })}
      </Text>
      <Counter
        label={t('campaign.party.inspiration')}
        testId="inspiration"
        value={party.inspiration}
        steps={[-1, 1]}
        min={0}
        onChange={(delta) => exec({ type: 'ChangeInspiration', delta })}
        hint={
          <Text size="xs" c="dimmed">
            {t('campaign.party.inspirationHint')}
          </Text>
        }
      />
    </>
  );
}
