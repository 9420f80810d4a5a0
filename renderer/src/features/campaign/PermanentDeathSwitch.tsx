import { Switch, Text } from '@mantine/core';
import { useCampaign } from './campaign-context';

/** The permanent death variant as a campaign option (the rule: shared/rules/scenario/damage.ts and the settlement). */
export function PermanentDeathSwitch() {
  const { campaign, exec } = useCampaign();
  return (
    <div>
      <Switch
        size="lg"
        label="Permanent death"
        checked={campaign.isPermanentDeath ?? false}
        onChange={(e) => void exec({ type: 'SetPermanentDeath', isOn: e.currentTarget.checked })}
        data-testid="permanent-death"
      />
      <Text size="xs" c="dimmed" mt={4}>
        A character dropping to 0 hit points dies instead of being exhausted and leaves the campaign when the scenario is settled: items
        back to the city, gold lost, personal quest back in the deck.
      </Text>
    </div>
  );
}
