import { ActionIcon, Alert, Button, Chip, Group, NumberInput, SegmentedControl, TagsInput, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { rulebookResourceTree, STARTING_MONEY } from '@shared/rules/founders';
import { newFoundersGameSchema } from '@shared/ipc/channels/founders';
import { issueMessage } from '@shared/ipc/format-issues';
import { navigate } from '../../common/route';
import { useMutation } from '../../bridge/hooks';
import { useTranslation } from 'react-i18next';
import { useFoundersWords } from './useFoundersWords';
import { FormCard, SubmitRow } from './FormShell';

type Seat = { colour: string; race: string };
const SEATS = [1, 2, 3, 4] as const;
/** What a seat is written as: the player's colour and race. */
const SEAT_FIELDS = ['colour', 'race'] as const;
const basics = rulebookResourceTree.filter((kind) => kind.tier === 1).map((kind) => kind.resource);
const advanced = rulebookResourceTree.filter((kind) => kind.tier > 1).map((kind) => kind.resource);

/** Setup: players in order from the starting player, clockwise; the resource tree; neutral resources. */
export function NewFoundersGameForm() {
  const { t, i18n } = useTranslation();
  const words = useFoundersWords();
  const [name, setName] = useState('');
  const [seats, setSeats] = useState<Seat[]>([
    { colour: '', race: '' },
    { colour: '', race: '' },
  ]);
  const [tree, setTree] = useState<'rulebook' | 'entered'>('rulebook');
  const [neutral, setNeutral] = useState<string[]>([]);
  const [money, setMoney] = useState<number | string>(STARTING_MONEY);
  const [isTouched, setTouched] = useState(false);
  const { run, error, isBusy } = useMutation();

  const input = {
    name,
    players: seats.map((seat) => ({ colour: seat.colour.trim(), race: seat.race.trim() })),
    resourceTree: tree,
    neutralResources: neutral,
    startingMoney: typeof money === 'number' ? money : undefined,
  };
  const parsed = newFoundersGameSchema.safeParse(input);
  // The schema's own sentences are catalog keys (shared/ipc/format-issues.ts, `says`): worded in the screen's language.
  const wording = {
    language: i18n.language,
    t: (key: string, values?: Record<string, unknown>) => String(t(key as never, values as never)),
  };
  const problems = isTouched && !parsed.success ? [...new Set(parsed.error.issues.map((issue) => issueMessage(issue, wording)))] : [];
  const setSeat = (index: number, change: Partial<Seat>) => setSeats(seats.map((seat, i) => (i === index ? { ...seat, ...change } : seat)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...seats];
    const [seat] = next.splice(index, 1);
    if (seat) next.splice(index + by, 0, seat);
    setSeats(next);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    const view = await run('founders.create', parsed.data);
    if (view) navigate({ page: 'foundersGame', gameId: view.id });
  }

  return (
    <FormCard title={t('founders.create.title')} onSubmit={submit} noValidate>
      <TextInput
        label={t('founders.create.name')}
        placeholder={t('founders.create.namePlaceholder')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        size="md"
      />
      <Text size="sm" fw={500}>
        {t('founders.create.players')}
      </Text>
      {seats.map((seat, index) => {
        const number = SEATS[index] ?? 1;
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <Text w={24} fw={700}>
              {index + 1}
            </Text>
            {SEAT_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`founders.create.${field}`)}
                aria-label={t(`founders.create.${field}Of`, { number })}
                placeholder={t(`founders.create.placeholders.${field}${number}`)}
                value={seat[field]}
                onChange={(e) => setSeat(index, { [field]: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
            ))}
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('founders.create.earlier', { number })}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('founders.create.later', { number })}
              disabled={index === seats.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('founders.create.remove', { number })}
              disabled={seats.length === 1}
              onClick={() => setSeats(seats.filter((_, i) => i !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" disabled={seats.length >= 4} onClick={() => setSeats([...seats, { colour: '', race: '' }])}>
          {t('founders.create.addPlayer')}
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('founders.create.tree')}
        </Text>
        <SegmentedControl
          value={tree}
          onChange={(value) => {
            setTree(value as 'rulebook' | 'entered');
            setNeutral([]);
          }}
          data={[
            { value: 'rulebook', label: t('founders.create.treeRulebook') },
            { value: 'entered', label: t('founders.create.treeEntered') },
          ]}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {tree === 'rulebook'
            ? t('founders.create.treeRulebookHint', { basics: basics.length, advanced: advanced.map(words.resource).join(', ') })
            : t('founders.create.treeEnteredHint')}
        </Text>
      </div>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('founders.create.neutral')}
        </Text>
        {tree === 'rulebook' ? (
          <Chip.Group multiple value={neutral} onChange={setNeutral}>
            <Group gap="xs">
              {basics.map((basic) => (
                <Chip key={basic} value={basic} size="sm">
                  {words.resource(basic)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        ) : (
          <TagsInput
            aria-label={t('founders.create.neutralLabel')}
            placeholder={t('founders.create.neutralPlaceholder')}
            value={neutral}
            onChange={setNeutral}
          />
        )}
      </div>
      <NumberInput label={t('founders.create.money')} value={money} onChange={setMoney} min={0} max={99} allowDecimal={false} w={160} />
      {problems.length > 0 && <Alert color="yellow">{problems.join('; ')}</Alert>}
      {error && <Alert color="red">{error}</Alert>}
      <SubmitRow label={t('founders.create.submit')} disabled={isTouched && !parsed.success} isBusy={isBusy} size="md" />
    </FormCard>
  );
}
