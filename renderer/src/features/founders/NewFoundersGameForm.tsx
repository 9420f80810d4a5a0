import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Chip,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { rulebookResourceTree, STARTING_MONEY } from '../../../../shared/rules/founders';
import { newFoundersGameSchema } from '../../../../shared/ipc/channels/founders';
import { navigate } from '../../app/route';
import { useMutation } from '../../bridge/hooks';

type Seat = { colour: string; race: string };
const PLACEHOLDERS = [
  ['White', 'Harrower'],
  ['Purple', 'Quatryl'],
  ['Yellow', 'Orchid'],
  ['Blue', 'Inox'],
] as const;
const basics = rulebookResourceTree.filter((kind) => kind.tier === 1).map((kind) => kind.resource);

/** Setup: players in order from the starting player, clockwise; the resource tree; neutral resources. */
export function NewFoundersGameForm() {
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
  const problems = isTouched && !parsed.success ? [...new Set(parsed.error.issues.map((issue) => issue.message))] : [];
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
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3}>New Founders game</Title>
          <TextInput
            label="Game name"
            placeholder="Friday at the table"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            size="md"
          />
          <Text size="sm" fw={500}>
            Players, starting player first, then clockwise
          </Text>
          {seats.map((seat, index) => (
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <Text w={24} fw={700}>
                {index + 1}
              </Text>
              <TextInput
                label="Colour"
                aria-label={`Player ${index + 1} colour`}
                placeholder={PLACEHOLDERS[index]?.[0]}
                value={seat.colour}
                onChange={(e) => setSeat(index, { colour: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <TextInput
                label="Race"
                aria-label={`Player ${index + 1} race`}
                placeholder={PLACEHOLDERS[index]?.[1]}
                value={seat.race}
                onChange={(e) => setSeat(index, { race: e.currentTarget.value })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move player ${index + 1} earlier`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move player ${index + 1} later`}
                disabled={index === seats.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove player ${index + 1}`}
                disabled={seats.length === 1}
                onClick={() => setSeats(seats.filter((_, i) => i !== index))}
              >
                ✕
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button variant="light" disabled={seats.length >= 4} onClick={() => setSeats([...seats, { colour: '', race: '' }])}>
              Add player
            </Button>
          </Group>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Resource tree
            </Text>
            <SegmentedControl
              value={tree}
              onChange={(value) => {
                setTree(value as 'rulebook' | 'entered');
                setNeutral([]);
              }}
              data={[
                { value: 'rulebook', label: 'As in the rulebook' },
                { value: 'entered', label: 'Enter from my tiles' },
              ]}
            />
            <Text size="xs" c="dimmed" mt={4}>
              {tree === 'rulebook'
                ? 'The resources the rulebook names (7 basics, machinery, brick, books, jewelry, cloth, government); add more in the game.'
                : 'Start empty and enter each resource with the values printed on its tile.'}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={500} mb={4}>
              Neutral resources (2- and 3-player games have two)
            </Text>
            {tree === 'rulebook' ? (
              <Chip.Group multiple value={neutral} onChange={setNeutral}>
                <Group gap="xs">
                  {basics.map((basic) => (
                    <Chip key={basic} value={basic} size="sm">
                      {basic}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            ) : (
              <TagsInput aria-label="Neutral resources" placeholder="type a basic resource, Enter" value={neutral} onChange={setNeutral} />
            )}
          </div>
          <NumberInput label="Starting money" value={money} onChange={setMoney} min={0} max={99} allowDecimal={false} w={160} />
          {problems.length > 0 && <Alert color="yellow">{problems.join('; ')}</Alert>}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isBusy} disabled={isTouched && !parsed.success}>
              Create game
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
