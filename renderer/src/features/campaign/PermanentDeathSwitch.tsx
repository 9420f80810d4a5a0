import { Switch, Text } from '@mantine/core';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useTranslation } from 'react-i18next';

/** The permanent death variant as a campaign option (the rule: shared/rules/scenario/damage.ts and the settlement). */
export function PermanentDeathSwitch() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  return (
    <div>
      <Switch
        size="lg"
        label={t('campaign.party.permanentDeath')}
        checked={campaign.isPermanentDeath ?? false}
        onChange={(e) => void exec({ type: 'SetPermanentDeath', isOn: e.currentTarget.checked })}
        data-testid="permanent-death"
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('campaign.party.permanentDeathHint')}
      </Text>
    </div>
  );
}
