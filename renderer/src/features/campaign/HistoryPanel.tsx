import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { HistoryCard } from '../../components/HistoryCard';
import { useTranslation } from 'react-i18next';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

export function HistoryPanel({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const history = useQuery('campaigns.history', { campaignId: campaign.id });
  return (
    <HistoryCard
      entries={history.data}
      error={history.error}
      hint={t('campaign.historyHint')}
      canUndo={canUndo}
      canRedo={canRedo}
      onUndo={onUndo}
      onRedo={onRedo}
    />
  );
}
