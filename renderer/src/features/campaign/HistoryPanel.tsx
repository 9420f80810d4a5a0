import { useQuery } from '../../bridge/hooks';
import { useCampaign } from './campaign-context';
import { HistoryCard } from '../../components/HistoryCard';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

export function HistoryPanel({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { campaign } = useCampaign();
  const history = useQuery('campaigns.history', { campaignId: campaign.id });
  return (
    <HistoryCard
      entries={history.data}
      error={history.error}
      hint="Ctrl+Z undoes the last change, Ctrl+Shift+Z redoes it. Undone changes stay listed until a new change replaces them."
      canUndo={canUndo}
      canRedo={canRedo}
      onUndo={onUndo}
      onRedo={onRedo}
    />
  );
}
