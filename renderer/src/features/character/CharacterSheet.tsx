import { Alert, Badge, Card, Grid, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Character } from '@shared/rules/campaign';
import { perksFromCheckmarks } from '@shared/rules/campaign';
import { CommitTextInput } from '../../components/CommitTextInput';
import { Counter } from '../../components/Counter';
import { ListEditor } from '../../components/ListEditor';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { levelProgress } from './CharactersPanel';
import { HistoryList } from '../../components/HistoryList';
import { PersonalQuestCard } from './PersonalQuestCard';
import { TownRecordsNotice } from './TownRecordsNotice';
import { EquipmentCard } from './EquipmentCard';
import { EnhancementsCard } from './EnhancementsCard';
import { PerkList } from './PerkList';
import { useClassName } from '../../common/campaign/useClassName';

export function CharacterSheet({ character }: { character: Character }) {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const characterId = character.id;
  const className = useClassName(campaign.id);
  const progress = levelProgress(character.xp);
  const history = useQuery('campaigns.history', { campaignId: campaign.id, characterId });
  // The items as the shop names them, in the reader's language (the sheet books them by their English names).
  const equipment = useQuery('character.equipment', { campaignId: campaign.id, characterId }).data?.items ?? [];
  const itemName = (item: string) => equipment.find((owned) => owned.name === item)?.displayName ?? item;
  const quest = useQuery('characters.quests', { campaignId: campaign.id }).data?.find((q) => q.characterId === characterId);

  // Show a level-up as it happens (not when the sheet opens).
  const [levelUp, setLevelUp] = useState<number | null>(null);
  const seenLevel = useRef(progress.level);
  useEffect(() => {
    if (progress.level > seenLevel.current) setLevelUp(progress.level);
    else if (progress.level < seenLevel.current) setLevelUp(null);
    seenLevel.current = progress.level;
  }, [progress.level]);

  return (
    // By touch every control is 44 px or more (app/touch.css); one column on a phone and a tablet held upright.
    <Grid gap="lg" className="haven-touch">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack>
          <Card withBorder padding="lg">
            <Stack>
              <Group justify="space-between">
                <Stack gap={0}>
                  <Title order={3}>{className(character.classId)}</Title>
                  {character.isRetired && (
                    <Badge color="gray">{character.isDead ? t('campaign.characters.died') : t('campaign.characters.retired')}</Badge>
                  )}
                </Stack>
                <Badge size="xl" variant="filled" data-testid="character-level">
                  {t('campaign.characters.level', { level: progress.level })}
                </Badge>
              </Group>
              {levelUp !== null && (
                <Alert
                  color="green"
                  title={t('character.levelUp.title', { name: character.name, level: levelUp })}
                  withCloseButton
                  onClose={() => setLevelUp(null)}
                  data-testid="level-up"
                >
                  {t('character.levelUp.body', { level: levelUp })}
                </Alert>
              )}
              <Counter
                label={t('character.experience')}
                testId="xp"
                value={character.xp}
                steps={[1, 5, 10]}
                onChange={(amount) => exec({ type: 'GainExperience', characterId, amount })}
                hint={
                  <>
                    <Progress value={progress.percent} size="lg" />
                    <Text size="sm" c="dimmed">
                      {progress.next !== null ? t('character.nextLevel', { xp: progress.next }) : t('character.topLevel')}
                    </Text>
                  </>
                }
              />
              <Counter
                label={t('character.gold')}
                testId="gold"
                value={character.gold}
                steps={[-5, -1, 1, 5]}
                min={0}
                onChange={(amount) => exec({ type: 'ChangeGold', characterId, amount })}
              />
              <Counter
                label={t('character.checkmarks')}
                testId="checkmarks"
                value={character.checkmarks}
                steps={[-1, 1]}
                min={0}
                onChange={(amount) => exec({ type: 'ChangeCheckmarks', characterId, amount })}
                hint={
                  <Text size="sm" c="dimmed">
                    {t('character.perksFromCheckmarks', { count: perksFromCheckmarks(character.checkmarks) })}
                  </Text>
                }
              />
              {campaign.edition === 'gh2' && (
                <Counter
                  label={t('character.masteries')}
                  testId="masteries"
                  value={character.masteries}
                  steps={[-1, 1]}
                  min={0}
                  max={2}
                  onChange={(delta) =>
                    exec({ type: 'SetMasteries', characterId, masteries: Math.min(2, Math.max(0, character.masteries + delta)) })
                  }
                  hint={
                    <Text size="sm" c="dimmed">
                      {t('character.masteryHint')}
                    </Text>
                  }
                />
              )}
            </Stack>
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack>
          <Card withBorder padding="lg">
            <Stack>
              <CommitTextInput
                label={t('character.name')}
                value={character.name}
                isRequired
                onCommit={(name) => exec({ type: 'RenameCharacter', characterId, name })}
              />
              <ListEditor
                label={t('character.items')}
                items={character.items}
                nameOf={itemName}
                placeholder={t('character.itemsPlaceholder')}
                onAdd={(item) => exec({ type: 'AddItem', characterId, item })}
                onRemove={(item) => exec({ type: 'RemoveItem', characterId, item })}
              />
              <PerkList character={character} />
              <CommitTextInput
                label={t('character.personalQuest')}
                value={character.personalQuest}
                maxLength={120}
                onCommit={(quest) => exec({ type: 'SetPersonalQuest', characterId, quest })}
              />
              <CommitTextInput
                label={t('character.notes')}
                value={character.notes}
                isMultiline
                maxLength={10_000}
                onCommit={(notes) => exec({ type: 'SetCharacterNotes', characterId, notes })}
              />
            </Stack>
          </Card>
          <TownRecordsNotice />
          <PersonalQuestCard character={character} quest={quest} />
          <EquipmentCard character={character} />
          <EnhancementsCard character={character} />
          <Card withBorder padding="lg">
            <Title order={4} mb="sm">
              {t('character.history', { name: character.name })}
            </Title>
            {history.data && <HistoryList entries={history.data} />}
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
