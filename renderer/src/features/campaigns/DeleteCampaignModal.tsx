import { ConfirmByNameModal } from '../../components/ConfirmByNameModal';
import { useMutation } from '../../bridge/hooks';
import { useTranslation } from 'react-i18next';

export function DeleteCampaignModal({ campaign, onClose }: { campaign: { id: string; name: string } | null; onClose(): void }) {
  const { t } = useTranslation();
  const { run, error, isBusy } = useMutation();
  return (
    <ConfirmByNameModal
      title={t('campaigns.deleteTitle')}
      target={campaign}
      consequence={t('campaigns.deleteConsequence')}
      nameLabel={t('campaigns.nameLabel')}
      error={error}
      isBusy={isBusy}
      onConfirm={async (confirmName) =>
        !!campaign && (await run('campaigns.delete', { campaignId: campaign.id, confirmName })) !== undefined
      }
      onClose={onClose}
    />
  );
}
