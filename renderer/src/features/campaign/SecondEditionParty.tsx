import { Group, Text } from '@mantine/core';
import { FACTIONS, FACTION_NAMES, FACTION_REPUTATION_INITIAL_MAX, FACTION_REPUTATION_MIN } from '../../../../shared/rules/campaign';
import { Counter } from '../../components/Counter';
import { useCampaign } from './campaign-context';

/** The 2nd edition's campaign sheet: reputation with each faction, and the party's inspiration. */
export function SecondEditionParty() {
  const { campaign, exec } = useCampaign();
  const { party } = campaign;
  return (
    <>
      <Group align="flex-start" grow>
        {FACTIONS.map((faction) => (
          <Counter
            key={faction}
            label={FACTION_NAMES[faction]}
            testId={`faction-${faction}`}
            value={party.factionReputation[faction]}
            steps={[-1, 1]}
            min={FACTION_REPUTATION_MIN}
            onChange={(delta) => exec({ type: 'ChangeFactionReputation', faction, delta })}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        Faction reputation starts at 0, never goes below {FACTION_REPUTATION_MIN}, and at first at most {FACTION_REPUTATION_INITIAL_MAX}.
      </Text>
      <Counter
        label="Inspiration"
        testId="inspiration"
        value={party.inspiration}
        steps={[-1, 1]}
        min={0}
        onChange={(delta) => exec({ type: 'ChangeInspiration', delta })}
        hint={
          <Text size="xs" c="dimmed">
            Each completed scenario gives 4 minus the number of characters; a retiring character may spend 12.
          </Text>
        }
      />
    </>
  );
}
