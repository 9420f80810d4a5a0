import { ConfirmByNameModal } from '../../components/ConfirmByNameModal';
import { useMutation } from '../../bridge/hooks';

export function DeleteCampaignModal({ campaign, onClose }: { campaign: { id: string; name: string } | null; onClose(): void }) {
  const { run, error, isBusy } = useMutation();
  return (
    <ConfirmByNameModal
      title="Delete campaign"
      target={campaign}
      consequence="with its party, characters and whole history."
      nameLabel="Campaign name"
      error={error}
      isBusy={isBusy}
      onConfirm={async (confirmName) =>
        !!campaign && (await run('campaigns.delete', { campaignId: campaign.id, confirmName })) !== undefined
      }
      onClose={onClose}
    />
  );
}
