import { Autocomplete, Button, Card, Group, NumberInput, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  lockedClasses,
  maxStartingLevel,
  offeredClasses,
  prosperityLevel,
  retirementPerks,
  startingGold,
} from '../../../../shared/rules/campaign';
import { useCall, useQuery } from '../../bridge/hooks';
import { useCampaign } from './campaign-context';

/** Free entry of class and name until a content pack supplies the classes. */
export function NewCharacterForm() {
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
    classId: classId.trim() === '' ? 'choose a class' : classId.length > 80 ? 'at most 80 characters' : undefined,
    name: name.trim() === '' ? 'the character needs a name' : name.length > 80 ? 'at most 80 characters' : undefined,
    level:
      typeof level !== 'number' || level < 1 ? 'a level from 1' : level > maxLevel ? `at most ${maxLevel} at this prosperity` : undefined,
    gold: typeof goldValue !== 'number' ? 'enter the starting gold' : goldValue < 0 ? 'cannot be negative' : undefined,
  };
  const isValid = Object.values(errors).every((e) => e === undefined);
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
          <Title order={3}>New character</Title>
          <Group grow align="flex-start">
            <Autocomplete
              label="Class"
              placeholder={classes.length ? 'Choose a class' : 'e.g. Brute'}
              data={classes.map((c) => c.name)}
              value={classId}
              onChange={(v) => {
                setClassId(v);
                setTouched(true);
              }}
              error={shown(errors.classId)}
              description={
                chosenClass
                  ? `${chosenClass.health[(typeof level === 'number' ? level : 1) - 1] ?? '?'} hit points at this level${chosenClass.handSize ? `, hand of ${chosenClass.handSize} cards` : ''}`
                  : classes.length
                    ? `${classes.length} classes in this campaign's content`
                    : 'Free entry: no content chosen'
              }
            />
            <TextInput
              label="Name"
              placeholder="e.g. Grok"
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setTouched(true);
              }}
              error={shown(errors.name)}
            />
          </Group>
          <Autocomplete
            label="Player"
            placeholder="Who plays this character?"
            data={players}
            value={player}
            maxLength={40}
            onChange={setPlayer}
            data-testid="character-player"
            description={
              player.trim()
                ? `${extraPerks} extra perk${extraPerks === 1 ? '' : 's'} from ${player.trim()}'s retired characters`
                : "A player's retired characters give their next ones an extra perk each"
            }
          />
          <Group grow align="flex-start">
            <NumberInput
              label="Starting level"
              min={1}
              max={9}
              allowDecimal={false}
              value={level}
              onChange={setLevel}
              error={errors.level}
              description={`Up to level ${maxLevel} at prosperity ${prosperity}`}
            />
            <NumberInput
              label="Starting gold"
              min={0}
              allowDecimal={false}
              value={goldValue ?? ''}
              onChange={setGold}
              error={shown(errors.gold)}
              description={campaign.edition === 'gh1' ? `15 × (level + 1) = ${ruleGold}` : `10 × prosperity + 15 = ${ruleGold}`}
            />
          </Group>
          <Stack gap={4}>
            <Group>
              <Text size="sm" fw={500}>
                Personal quest
              </Text>
              <Button
                size="xs"
                variant="light"
                onClick={async () => setQuests((await call('town.dealPersonalQuests', { campaignId: campaign.id })).map((q) => q.name))}
              >
                Deal two
              </Button>
            </Group>
            {quests && quests.length === 0 && (
              <Text size="sm" c="dimmed">
                No personal quests left in the campaign's content.
              </Text>
            )}
            {quests && quests.length > 0 && (
              <Radio.Group value={quest} onChange={setQuest} aria-label="Keep one personal quest">
                <Stack gap={4}>
                  {quests.map((q) => (
                    <Radio key={q} value={q} label={q} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            {!quests && (
              <TextInput
                aria-label="Personal quest"
                placeholder="or type it"
                value={quest}
                onChange={(e) => setQuest(e.currentTarget.value)}
              />
            )}
          </Stack>
          <Group justify="space-between" align="flex-end">
            {locked.length > 0 ? (
              <Select
                label="Open a sealed box or envelope"
                description={`${locked.length} locked classes`}
                placeholder="Unlock a class"
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
            <Button type="submit" disabled={isTouched && !isValid} loading={saving}>
              Add character
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
