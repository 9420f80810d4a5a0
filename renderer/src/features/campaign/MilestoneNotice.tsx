import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignMilestone } from '@shared/rules/campaign/second-edition';
import { useCampaign } from '../../common/campaign/campaign-context';

/**
 * 2nd edition: the campaign sheet's milestones the party has just reached (prosperity, a faction's
 * reputation, imbuement), each with the section to read now (2nd ed. rulebook "Campaign Sheet": read
 * it "as soon as the marked box is reached"). The host marks them read; this says so once, on the
 * screen where the track moved, until it is closed.
 */
export function MilestoneNotice() {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const { reached, milestones } = campaign.secondEdition;
  const seen = useRef(reached);
  const [news, setNews] = useState<CampaignMilestone[]>([]);
  useEffect(() => {
    const before = new Set(seen.current);
    const fresh = milestones.filter((milestone) => reached.includes(milestone.section) && !before.has(milestone.section));
    // An undo takes a milestone back: it is no longer news.
    setNews((shown) => [...shown.filter((milestone) => reached.includes(milestone.section)), ...fresh]);
    seen.current = reached;
  }, [milestones, reached]);
  if (news.length === 0) return null;
  return (
    <Stack gap="xs">
      {news.map((milestone) => (
        <Alert
          key={milestone.section}
          color="grape"
          title={t('campaign.party.milestoneReached', { name: milestone.name })}
          withCloseButton
          onClose={() => setNews((shown) => shown.filter((m) => m.section !== milestone.section))}
          data-testid={`milestone-${milestone.section}`}
        >
          {t('campaign.party.milestoneRead', { section: milestone.section })}
        </Alert>
      ))}
    </Stack>
  );
}
