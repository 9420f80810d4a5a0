import { ConfirmByNameModal } from '../../components/ConfirmByNameModal';
import { useMutation } from '../../bridge/hooks';

export function DeleteFoundersGameModal({ game, onClose }: { game: { id: string; name: string } | null; onClose(): void }) {
  const { run, error, isBusy } = useMutation();
  return (
    <ConfirmByNameModal
      title="Delete Founders game"
      target={game}
      consequence="with its score track, tiles and whole history."
      nameLabel="Game name"
      error={error}
      isBusy={isBusy}
      onConfirm={async (confirmName) => !!game && (await run('founders.delete', { gameId: game.id, confirmName })) !== undefined}
      onClose={onClose}
    />
  );
}
