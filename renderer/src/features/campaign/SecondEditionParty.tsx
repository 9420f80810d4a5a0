import { Button, Group, Stack, Text } from '@mantine/core';
import { FACTIONS, FACTION_REPUTATION_INITIAL_MAX, FACTION_REPUTATION_MIN } from '@shared/rules/campaign';
import { Counter } from '../../components/Counter';
import { useCampaign } from '../../common/campaign/campaign-context';
import { MilestoneNotice } from './MilestoneNotice';
import { useTranslation } from 'react-i18next';

/** The 2nd edition's campaign sheet: reputation with each faction, the party's inspiration, imbuement, and the milestones reached. */
export function SecondEditionParty() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const { party } = campaign;
  // The imbuement track's next marked box above where it stands (2nd ed. campaign sheet).
  const { imbuement, milestones } = campaign.secondEdition;
  const next = milestones
    .filter((milestone) => milestone.track === 'imbuement' && milestone.value > imbuement)
    .sort((a, b) => a.value - b.value)[0];
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
      <Counter
        label={t('campaign.party.imbuement')}
        testId="imbuement"
        value={imbuement}
        steps={[-1, 1]}
        min={0}
        onChange={(delta) => exec({ type: 'ChangeImbuement', delta })}
        hint={
          <Text size="xs" c="dimmed" data-testid="imbuement-next">
            {next ? t('campaign.party.imbuementNext', { value: next.value, section: next.section }) : t('campaign.party.imbuementHint')}
          </Text>
        }
      />
      <MilestoneNotice />
    </>
  );
}
