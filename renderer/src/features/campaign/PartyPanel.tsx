import { Button, Card, Grid, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { PermanentDeathSwitch } from './PermanentDeathSwitch';
import { useState } from 'react';
import { DONATION_GOLD, REPUTATION_MAX, REPUTATION_MIN, prosperityLevel } from '../../../../shared/rules/campaign';
import { CommitTextInput } from '../../components/CommitTextInput';
import { Counter } from '../../components/Counter';
import { ListEditor } from '../../components/ListEditor';
import { useCampaign } from './campaign-context';
import { ProsperityTrack } from './ProsperityTrack';
import { SecondEditionParty } from './SecondEditionParty';
import { SanctuaryEnvelopeNotice } from './SanctuaryEnvelopeNotice';

export function PartyPanel() {
  const { campaign, exec } = useCampaign();
  const { party } = campaign;
  const level = prosperityLevel(campaign.edition, party.prosperityCheckmarks);
  const donors = campaign.characters.filter((c) => !c.isRetired);
  const [donor, setDonor] = useState<string | null>(null);
  const chosen = donors.find((c) => c.id === donor);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={3}>Party</Title>
            <CommitTextInput
              label="Campaign name"
              value={campaign.name}
              isRequired
              onCommit={(name) => exec({ type: 'RenameCampaign', name })}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Mode
              </Text>
              <SegmentedControl
                value={campaign.mode}
                onChange={(mode) => exec({ type: 'SetCampaignMode', mode: mode as 'campaign' | 'casual' })}
                data={[
                  { value: 'campaign', label: 'Campaign' },
                  { value: 'casual', label: 'Casual' },
                ]}
              />
              <Text size="xs" c="dimmed" mt={4}>
                Casual mode lets completed scenarios be played again; story rewards are yours to skip.
              </Text>
            </div>
            <PermanentDeathSwitch />
            <CommitTextInput
              label="Party name"
              value={party.name}
              placeholder="Name your party"
              onCommit={(name) => exec({ type: 'RenameParty', name })}
            />
            {campaign.edition === 'gh1' ? (
              <Counter
                label="Reputation"
                testId="reputation"
                value={party.reputation}
                steps={[-1, 1]}
                min={REPUTATION_MIN}
                max={REPUTATION_MAX}
                onChange={(delta) => exec({ type: 'ChangeReputation', delta })}
                hint={
                  <Text size="xs" c="dimmed">
                    From {REPUTATION_MIN} to +{REPUTATION_MAX}; it stops at either end.
                  </Text>
                }
              />
            ) : (
              <SecondEditionParty />
            )}
            <CommitTextInput
              label="Notes"
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
              <Title order={3}>Prosperity</Title>
              <Text fz="xl" fw={700} data-testid="prosperity-level">
                Level {level}
              </Text>
            </Group>
            <ProsperityTrack edition={campaign.edition} checkmarks={party.prosperityCheckmarks} />
            <Counter
              label="Prosperity checkmarks"
              testId="prosperity"
              value={party.prosperityCheckmarks}
              steps={[-1, 1]}
              onChange={(delta) => exec({ type: 'ChangeProsperity', delta })}
              hint={
                <Text size="xs" c="dimmed">
                  Losses stop at the start of the current level.
                </Text>
              }
            />
            <Stack gap="xs">
              <Text size="sm" c="dimmed" fw={500}>
                Sanctuary donations: {party.donations} gold
              </Text>
              <Group align="flex-end">
                <Select
                  aria-label="Donating character"
                  placeholder={donors.length ? 'Who donates?' : 'No characters yet'}
                  data={donors.map((c) => ({ value: c.id, label: `${c.name} (${c.gold} gold)` }))}
                  value={donor}
                  onChange={setDonor}
                  w={240}
                />
                <Button
                  disabled={!chosen || chosen.gold < DONATION_GOLD || chosen.hasDonatedThisVisit}
                  onClick={() => chosen && exec({ type: 'Donate', characterId: chosen.id })}
                >
                  Donate {DONATION_GOLD} gold
                </Button>
              </Group>
              <SanctuaryEnvelopeNotice />
              {chosen?.hasDonatedThisVisit && (
                <Text size="xs" c="dimmed">
                  {chosen.name} has donated this visit already.
                </Text>
              )}
            </Stack>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <ListEditor
            label="Global achievements"
            items={campaign.globalAchievements}
            placeholder="e.g. City Rule: Economic"
            onAdd={(name) => exec({ type: 'AddAchievement', scope: 'global', name })}
            onRemove={(name) => exec({ type: 'RemoveAchievement', scope: 'global', name })}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Card withBorder padding="lg">
          <ListEditor
            label="Party achievements"
            items={party.achievements}
            placeholder="e.g. First Steps"
            onAdd={(name) => exec({ type: 'AddAchievement', scope: 'party', name })}
            onRemove={(name) => exec({ type: 'RemoveAchievement', scope: 'party', name })}
          />
        </Card>
      </Grid.Col>
    </Grid>
  );
}
