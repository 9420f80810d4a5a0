import { Button, Card, Grid, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { PermanentDeathSwitch } from './PermanentDeathSwitch';
import { useState } from 'react';
import { DONATION_GOLD, REPUTATION_MAX, REPUTATION_MIN, prosperityLevel } from '@shared/rules/campaign';
import { CommitTextInput } from '../../components/CommitTextInput';
import { Counter } from '../../components/Counter';
import { ListEditor } from '../../components/ListEditor';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { usePhaseNote } from '../../common/campaign/PhaseNote';
import { ProsperityTrack } from './ProsperityTrack';
import { SecondEditionParty } from './SecondEditionParty';
import { SanctuaryEnvelopeNotice } from './SanctuaryEnvelopeNotice';
import { useTranslation } from 'react-i18next';

export function PartyPanel() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const { party } = campaign;
  const level = prosperityLevel(campaign.edition, party.prosperityCheckmarks);
  const donors = campaign.characters.filter((c) => !c.isRetired);
  const [donor, setDonor] = useState<string | null>(null);
  const chosen = donors.find((c) => c.id === donor);
  // 2nd edition: donating waits for the City Phase's city event (phase.ts).
  const donateNote = usePhaseNote({ type: 'Donate', characterId: chosen?.id ?? '' });
  // Achievements are kept by their English names; shown as the campaign's content names them in the reader's language.
  const achievementNames = useQuery('campaigns.achievementNames', { campaignId: campaign.id }).data;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>{t('campaign.party.title')}</Title>
            <CommitTextInput
              label={t('campaign.party.campaignName')}
              value={campaign.name}
              isRequired
              onCommit={(name) => exec({ type: 'RenameCampaign', name })}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('campaign.party.mode')}
              </Text>
              <SegmentedControl
                value={campaign.mode}
                onChange={(mode) => exec({ type: 'SetCampaignMode', mode: mode as 'campaign' | 'casual' })}
                data={[
                  { value: 'campaign', label: t('campaign.party.campaign') },
                  { value: 'casual', label: t('campaign.party.casual') },
                ]}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {t('campaign.party.casualHint')}
              </Text>
            </div>
            <PermanentDeathSwitch />
            <CommitTextInput
              label={t('campaign.party.name')}
              value={party.name}
              placeholder={t('campaign.party.namePlaceholder')}
              onCommit={(name) => exec({ type: 'RenameParty', name })}
            />
            {campaign.edition === 'gh1' ? (
              <Counter
                label={t('campaign.party.reputation')}
                testId="reputation"
                value={party.reputation}
                steps={[-1, 1]}
                min={REPUTATION_MIN}
                max={REPUTATION_MAX}
                onChange={(delta) => exec({ type: 'ChangeReputation', delta })}
                hint={
                  <Text size="xs" c="dimmed">
                    {t('campaign.party.reputationHint', { min: REPUTATION_MIN, max: REPUTATION_MAX })}
                  </Text>
                }
              />
            ) : (
              <SecondEditionParty />
            )}
            <CommitTextInput
              label={t('campaign.party.notes')}
              value={party.notes}
              isMultiline
              maxLength={10_000}
              onCommit={(notes) => exec({ type: 'SetPartyNotes', notes })}
            />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={3}>{t('campaign.party.prosperity')}</Title>
              <Text fz="xl" fw={700} data-testid="prosperity-level">
                {t('campaign.party.level', { level })}
              </Text>
            </Group>
            <ProsperityTrack edition={campaign.edition} checkmarks={party.prosperityCheckmarks} />
            <Counter
              label={t('campaign.party.checkmarks')}
              testId="prosperity"
              value={party.prosperityCheckmarks}
              steps={[-1, 1]}
              onChange={(delta) => exec({ type: 'ChangeProsperity', delta })}
              hint={
                <Text size="xs" c="dimmed">
                  {t('campaign.party.checkmarksHint')}
                </Text>
              }
            />
            <Stack gap="xs">
              <Text size="sm" c="dimmed" fw={500}>
                {t('campaign.party.donations', { gold: party.donations })}
              </Text>
              <Group align="flex-end">
                <Select
                  aria-label={t('campaign.party.donor')}
                  placeholder={donors.length ? t('campaign.party.whoDonates') : t('campaign.party.noCharacters')}
                  data={donors.map((c) => ({ value: c.id, label: t('campaign.party.donorOption', { name: c.name, gold: c.gold }) }))}
                  value={donor}
                  onChange={setDonor}
                  w={240}
                />
                <Button
                  disabled={!chosen || chosen.gold < DONATION_GOLD || chosen.hasDonatedThisVisit || donateNote !== null}
                  onClick={() => chosen && exec({ type: 'Donate', characterId: chosen.id })}
                >
                  {t('campaign.party.donate', { gold: DONATION_GOLD })}
                </Button>
              </Group>
              {donateNote && (
                <Text size="xs" c="dimmed" data-testid="donate-phase-note">
                  {donateNote}
                </Text>
              )}
              <SanctuaryEnvelopeNotice />
              {chosen?.hasDonatedThisVisit && (
                <Text size="xs" c="dimmed">
                  {t('campaign.party.donated', { name: chosen.name })}
                </Text>
              )}
            </Stack>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <ListEditor
            label={t('campaign.party.globalAchievements')}
            items={campaign.globalAchievements}
            placeholder={t('campaign.party.globalPlaceholder')}
            onAdd={(name) => exec({ type: 'AddAchievement', scope: 'global', name })}
            onRemove={(name) => exec({ type: 'RemoveAchievement', scope: 'global', name })}
            nameOf={(name) => achievementNames?.global[name] ?? name}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <ListEditor
            label={t('campaign.party.partyAchievements')}
            items={party.achievements}
            placeholder={t('campaign.party.partyPlaceholder')}
            onAdd={(name) => exec({ type: 'AddAchievement', scope: 'party', name })}
            onRemove={(name) => exec({ type: 'RemoveAchievement', scope: 'party', name })}
            nameOf={(name) => achievementNames?.party[name] ?? name}
          />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
