import { HistoryCard } from '../../components/HistoryCard';
import { useFounders } from './founders-context';
import { useQuery } from '../../bridge/hooks';
import { useTranslation } from 'react-i18next';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

/** Every command of the game, newest first; undone ones stay listed until a new command replaces them. */
export function FoundersHistory({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { t } = useTranslation();
  const { gameId } = useFounders();
  const history = useQuery('founders.history', { gameId });
  return (
    <HistoryCard
      entries={history.data}
      error={history.error}
      hint={t('founders.game.historyHint')}
      canUndo={canUndo}
      canRedo={canRedo}
      onUndo={onUndo}
      onRedo={onRedo}
      entryTestId="founders-history-entry"
    />
  );
}
