import { Anchor, Badge, Card, Grid, Group, Progress, Stack, Text } from '@mantine/core';
import { XP_FOR_LEVEL, characterLevel, levelForXp, levelsToTake } from '@shared/rules/campaign';
import { hrefOf } from '../../common/route';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useClassName } from '../../common/campaign/useClassName';
import { NewCharacterForm } from './NewCharacterForm';
import { RetirementReminder } from './RetirementReminder';
import { TownRecordsNotice } from './TownRecordsNotice';
import { CatchUpButton } from './CatchUpButton';
import { useTranslation } from 'react-i18next';

export function levelProgress(xp: number): { level: number; percent: number; next: number | null } {
  const level = levelForXp(xp);
  const start = XP_FOR_LEVEL[level - 1] ?? 0;
  const next = XP_FOR_LEVEL[level] ?? null;
  return { level, next, percent: next === null ? 100 : ((xp - start) / (next - start)) * 100 };
}

export function CharactersPanel() {
  const { t } = useTranslation();
  const { campaign } = useCampaign();
  const className = useClassName(campaign.id);
  const active = campaign.characters.filter((c) => !c.isRetired);
  const retired = campaign.characters.filter((c) => c.isRetired);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <RetirementReminder />
          <TownRecordsNotice />
          {active.length === 0 && <Text c="dimmed">{t('campaign.characters.none')}</Text>}
          {[...active, ...retired].map((c) => {
            const progress = levelProgress(c.xp);
            return (
              <Card key={c.id} withBorder padding="md" data-testid="character-card" opacity={c.isRetired ? 0.6 : 1}>
                <Group justify="space-between">
                  <Stack gap={2}>
                    <Anchor href={hrefOf({ page: 'character', campaignId: campaign.id, characterId: c.id })} fz="xl" fw={700}>
                      {c.name}
                    </Anchor>
                    <Text c="dimmed">
                      {c.player
                        ? t('campaign.characters.playedBy', { className: className(c.classId), player: c.player })
                        : className(c.classId)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {c.isRetired && (
                      <Badge color="gray">{c.isDead ? t('campaign.characters.died') : t('campaign.characters.retired')}</Badge>
                    )}
                    <Badge size="xl" variant="light">
                      {t('campaign.characters.level', { level: characterLevel(c) })}
                    </Badge>
                    {!c.isRetired && levelsToTake(c) > 0 && (
                      <Badge size="xl" color="teal" data-testid="level-due">
                        {t('campaign.characters.levelToTake', { level: progress.level })}
                      </Badge>
                    )}
                    <Badge size="xl" variant="outline" color="yellow">
                      {t('campaign.characters.gold', { gold: c.gold })}
                    </Badge>
                  </Group>
                </Group>
                <Progress value={progress.percent} mt="sm" size="lg" />
                <Text size="sm" c="dimmed" mt={4}>
                  {progress.next !== null
                    ? t('campaign.characters.xpNext', { xp: c.xp, next: progress.next })
                    : t('campaign.characters.xpTop', { xp: c.xp })}
                </Text>
                <Group justify="flex-end">
                  <CatchUpButton character={c} />
                </Group>
              </Card>
            );
          })}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <NewCharacterForm />
      </Grid.Col>
    </Grid>
  );
}
