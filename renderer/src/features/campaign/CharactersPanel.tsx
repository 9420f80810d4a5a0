import { Anchor, Badge, Card, Grid, Group, Progress, Stack, Text } from '@mantine/core';
import { XP_FOR_LEVEL, characterLevel, levelForXp, levelsToTake } from '../../../../shared/rules/campaign';
import { hrefOf } from '../../app/route';
import { useCampaign } from './campaign-context';
import { useClassName } from './useClassName';
import { NewCharacterForm } from './NewCharacterForm';
import { RetirementReminder } from '../character/RetirementReminder';
import { CatchUpButton } from '../character/CatchUpButton';

export function levelProgress(xp: number): { level: number; percent: number; next: number | null } {
  const level = levelForXp(xp);
  const start = XP_FOR_LEVEL[level - 1] ?? 0;
  const next = XP_FOR_LEVEL[level] ?? null;
  return { level, next, percent: next === null ? 100 : ((xp - start) / (next - start)) * 100 };
}

export function CharactersPanel() {
  const { campaign } = useCampaign();
  const className = useClassName(campaign.id);
  const active = campaign.characters.filter((c) => !c.isRetired);
  const retired = campaign.characters.filter((c) => c.isRetired);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack>
          <RetirementReminder />
          {active.length === 0 && <Text c="dimmed">No characters yet: add the party's characters here.</Text>}
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
                      {className(c.classId)}
                      {c.player ? ` · played by ${c.player}` : ''}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {c.isRetired && <Badge color="gray">{c.isDead ? 'died' : 'retired'}</Badge>}
                    <Badge size="xl" variant="light">
                      Level {characterLevel(c)}
                    </Badge>
                    {!c.isRetired && levelsToTake(c) > 0 && (
                      <Badge size="xl" color="teal" data-testid="level-due">
                        Level {progress.level} to take in town
                      </Badge>
                    )}
                    <Badge size="xl" variant="outline" color="yellow">
                      {c.gold} gold
                    </Badge>
                  </Group>
                </Group>
                <Progress value={progress.percent} mt="sm" size="lg" />
                <Text size="sm" c="dimmed" mt={4}>
                  {c.xp} XP{progress.next !== null ? ` · next level at ${progress.next}` : ' · top level'}
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
