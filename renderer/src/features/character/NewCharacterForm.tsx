import { Autocomplete, Button, Card, Group, NumberInput, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { lockedClasses, maxStartingLevel, offeredClasses, prosperityLevel, retirementPerks, startingGold } from '@shared/rules/campaign';
import { useCall, useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { PhaseNote, usePhaseNote } from '../../common/campaign/PhaseNote';
import { useTranslation } from 'react-i18next';

/** Free entry of class and name until a content pack supplies the classes. */
export function NewCharacterForm() {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const prosperity = prosperityLevel(campaign.edition, campaign.party.prosperityCheckmarks);
  const maxLevel = maxStartingLevel(campaign.edition, prosperity);
  const [classId, setClassId] = useState('');
  const [name, setName] = useState('');
  const [level, setLevel] = useState<number | string>(1);
  const ruleGold = startingGold(campaign.edition, typeof level === 'number' ? level : 1, prosperity);
  const [gold, setGold] = useState<number | string>('');
  const [isTouched, setTouched] = useState(false);
  // A second click while the first is on its way must not create a second character.
  const isSaving = useRef(false);
  const [saving, setSaving] = useState(false);
  const goldValue = gold === '' ? ruleGold : gold;
  const packClasses = useQuery('town.classes', { campaignId: campaign.id }).data ?? [];
  // Locked classes stay out of the list until the campaign opens them (rulebook p. 40).
  const classes = offeredClasses(packClasses, campaign);
  const locked = lockedClasses(packClasses, campaign);
  const chosenClass = classes.find((c) => c.name === classId.trim());
  const call = useCall();
  const [quests, setQuests] = useState<string[] | null>(null);
  const [quest, setQuest] = useState('');
  const [player, setPlayer] = useState('');
  const players = [...new Set(campaign.characters.map((c) => c.player.trim()).filter(Boolean))];
  const extraPerks = retirementPerks(campaign.characters, player);

  const errors = {
    classId:
      classId.trim() === ''
        ? t('campaign.newCharacter.errors.chooseClass')
        : classId.length > 80
          ? t('campaign.newCharacter.errors.atMost', { count: 80 })
          : undefined,
    name:
      name.trim() === ''
        ? t('campaign.newCharacter.errors.needsName')
        : name.length > 80
          ? t('campaign.newCharacter.errors.atMost', { count: 80 })
          : undefined,
    level:
      typeof level !== 'number' || level < 1
        ? t('campaign.newCharacter.errors.levelFrom')
        : level > maxLevel
          ? t('campaign.newCharacter.errors.levelAtMost', { level: maxLevel })
          : undefined,
    gold:
      typeof goldValue !== 'number'
        ? t('campaign.newCharacter.errors.enterGold')
        : goldValue < 0
          ? t('campaign.newCharacter.errors.negative')
          : undefined,
  };
  const isValid = Object.values(errors).every((e) => e === undefined);
  // New characters are created in town (and, 2nd edition, in downtime): said before anything is typed.
  const phaseNote = usePhaseNote({ type: 'CreateCharacter', classId: 'class', name: 'name', gold: 0 });
  const shown = (e: string | undefined) => (isTouched ? e : undefined);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!isValid || isSaving.current) return;
    isSaving.current = true;
    setSaving(true);
    const ok = await exec({
      type: 'CreateCharacter',
      classId: classId.trim(),
      name: name.trim(),
      level: level as number,
      gold: goldValue as number,
      personalQuest: quest,
      player: player.trim(),
    }).finally(() => {
      isSaving.current = false;
      setSaving(false);
    });
    if (ok) {
      setClassId('');
      setName('');
      setLevel(1);
      setGold('');
      setQuest('');
      setPlayer('');
      setQuests(null);
      setTouched(false);
    }
  }

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3}>{t('campaign.newCharacter.title')}</Title>
          <PhaseNote note={phaseNote} />
          <Group grow align="flex-start">
            <Autocomplete
              label={t('campaign.newCharacter.class')}
              placeholder={classes.length ? t('campaign.newCharacter.chooseClass') : t('campaign.newCharacter.classExample')}
              data={classes.map((c) => c.name)}
              value={classId}
              onChange={(v) => {
                setClassId(v);
                setTouched(true);
              }}
              error={shown(errors.classId)}
              description={
                chosenClass
                  ? t(chosenClass.handSize ? 'campaign.newCharacter.hitPointsHand' : 'campaign.newCharacter.hitPoints', {
                      hp: chosenClass.health[(typeof level === 'number' ? level : 1) - 1] ?? '?',
                      hand: chosenClass.handSize,
                    })
                  : classes.length
                    ? t('campaign.newCharacter.classCount', { count: classes.length })
                    : t('campaign.newCharacter.freeEntry')
              }
            />
            <TextInput
              label={t('campaign.newCharacter.name')}
              placeholder={t('campaign.newCharacter.nameExample')}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setTouched(true);
              }}
              error={shown(errors.name)}
            />
          </Group>
          <Autocomplete
            label={t('campaign.newCharacter.player')}
            placeholder={t('campaign.newCharacter.playerPlaceholder')}
            data={players}
            value={player}
            maxLength={40}
            onChange={setPlayer}
            data-testid="character-player"
            description={
              player.trim()
                ? t('campaign.newCharacter.extraPerks', { count: extraPerks, player: player.trim() })
                : t('campaign.newCharacter.extraPerksHint')
            }
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('campaign.newCharacter.level')}
              min={1}
              max={9}
              allowDecimal={false}
              value={level}
              onChange={setLevel}
              error={errors.level}
              description={t('campaign.newCharacter.levelHint', { level: maxLevel, prosperity })}
            />
            <NumberInput
              label={t('campaign.newCharacter.gold')}
              min={0}
              allowDecimal={false}
              value={goldValue ?? ''}
              onChange={setGold}
              error={shown(errors.gold)}
              description={
                campaign.edition === 'gh1'
                  ? t('campaign.newCharacter.goldGh1', { gold: ruleGold })
                  : t('campaign.newCharacter.goldGh2', { gold: ruleGold })
              }
            />
          </Group>
          <Stack gap={4}>
            <Group>
              <Text size="sm" fw={500}>
                {t('campaign.newCharacter.quest')}
              </Text>
              <Button
                size="xs"
                variant="light"
                onClick={async () => setQuests((await call('town.dealPersonalQuests', { campaignId: campaign.id })).map((q) => q.name))}
              >
                {t('campaign.newCharacter.dealTwo')}
              </Button>
            </Group>
            {quests && quests.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('campaign.newCharacter.noQuests')}
              </Text>
            )}
            {quests && quests.length > 0 && (
              <Radio.Group value={quest} onChange={setQuest} aria-label={t('campaign.newCharacter.keepOne')}>
                <Stack gap={4}>
                  {quests.map((q) => (
                    <Radio key={q} value={q} label={q} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {!quests && (
              <TextInput
                aria-label={t('campaign.newCharacter.quest')}
                placeholder={t('campaign.newCharacter.orType')}
                value={quest}
                onChange={(e) => setQuest(e.currentTarget.value)}
              />
            )}
          </Stack>
          <Group justify="space-between" align="flex-end">
            {locked.length > 0 ? (
              <Select
                label={t('campaign.newCharacter.openSealed')}
                description={t('campaign.newCharacter.lockedCount', { count: locked.length })}
                placeholder={t('campaign.newCharacter.unlockClass')}
                data={locked.map((c) => ({ value: c.id, label: c.name }))}
                value={null}
                onChange={(id) => {
                  const opened = locked.find((c) => c.id === id);
                  if (opened) void exec({ type: 'UnlockClass', classId: opened.id, name: opened.name });
                }}
                data-testid="unlock-class"
                w={260}
              />
            ) : (
              <span />
            )}
            <Button type="submit" disabled={(isTouched && !isValid) || phaseNote !== null} loading={saving}>
              {t('campaign.newCharacter.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
