import { ConfirmByNameModal } from '../../components/ConfirmByNameModal';
import { useMutation } from '../../bridge/hooks';
import { useTranslation } from 'react-i18next';

export function DeleteFoundersGameModal({ game, onClose }: { game: { id: string; name: string } | null; onClose(): void }) {
  const { t } = useTranslation();
  const { run, error, isBusy } = useMutation();
  return (
    <ConfirmByNameModal
      title={t('founders.delete.title')}
      target={game}
      consequence={t('founders.delete.consequence')}
      nameLabel={t('founders.delete.nameLabel')}
      error={error}
      isBusy={isBusy}
      onConfirm={async (confirmName) => !!game && (await run('founders.delete', { gameId: game.id, confirmName })) !== undefined}
      onClose={onClose}
    />
  );
}
