import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { readEventEffects, type EventEffects } from '../../../../shared/rules/campaign/town';
import type { GameEvent } from '../../../../shared/content';
import type { ShopEntry } from '../../../../shared/ipc/town-types';
import { GoldShares, proposeShares } from './GoldShares';
import { useCampaign } from '../campaign/campaign-context';

const NUMBER_FIELDS = [
  ['reputation', 'Reputation'],
  ['prosperity', 'Prosperity'],
  ['goldEach', 'Gold each'],
  ['experienceEach', 'XP each'],
  ['checkmarksEach', 'Checkmarks each'],
] as const;

/** The drawn card: read it, pick the option (and the outcome that applies), confirm its effects, resolve. */
export function EventResolver({
  deck,
  cardId,
  card,
  shop,
}: {
  deck: 'city' | 'road';
  cardId: string;
  card: GameEvent | null;
  shop: ShopEntry[];
}) {
  const { campaign, exec } = useCampaign();
  const active = campaign.characters.filter((c) => !c.isRetired);
  const [optionIndex, setOptionIndex] = useState(0);
  const [outcomeIndex, setOutcomeIndex] = useState(0);
  const option = card?.options[optionIndex];
  const outcome = option?.outcomes[outcomeIndex];
  const read = useMemo(() => readEventEffects(outcome?.effects ?? [], campaign.party), [outcome, campaign.party]);
  const [edits, setEdits] = useState<Partial<Record<(typeof NUMBER_FIELDS)[number][0], number>>>({});
  const [characterIds, setCharacterIds] = useState<string[]>(active.map((c) => c.id));
  const [disposition, setDisposition] = useState<'return' | 'remove' | null>(null);
  const chosenDisposition = disposition ?? (option && !option.returnsToDeck ? 'remove' : 'return');

  const [shares, setShares] = useState<Record<string, number> | null>(null);
  const [takers, setTakers] = useState<Record<number, string>>({});
  const items = read.items.map((number, index) => ({ index, number, name: shop.find((entry) => entry.number === number)?.name }));
  const unknownItems = items
    .filter((item) => !item.name)
    .map((item) => `Gain item ${item.number}, which the installed content does not describe`);
  const goldShares = shares ?? proposeShares(active, read.collectiveGold);
  const effects: EventEffects = {
    ...read.effects,
    ...edits,
    characterIds,
    collectiveGold: read.collectiveGold,
    collectiveGoldIsPrice: read.collectiveGoldIsPrice,
    goldShares: read.collectiveGold === 0 ? [] : Object.entries(goldShares).map(([characterId, amount]) => ({ characterId, amount })),
    items: items.flatMap((item) => (item.name ? [{ characterId: takers[item.index] ?? active[0]?.id ?? '', name: item.name }] : [])),
    factionReputation: read.factionReputation,
    addedEvents: read.addedEvents,
    removedEvents: read.removedEvents,
    nextScenario: read.nextScenarioStart,
    notes: [...read.nextScenarioByHand.map((line) => `Next scenario: ${line}`), ...read.byHand, ...unknownItems]
      .map((line) => line.slice(0, 400))
      .slice(0, 20),
  };
  const choose = (index: number) => {
    setOptionIndex(index);
    setOutcomeIndex(0);
    setEdits({});
    setShares(null);
    setTakers({});
    setDisposition(null);
  };

  return (
    <Card withBorder padding="lg" data-testid="event-card">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>
            {deck === 'city' ? 'City' : 'Road'} event {cardId.split(':')[1]}
          </Title>
          <Badge size="lg">being read</Badge>
        </Group>
        {card?.text ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{card.text}</Text>
        ) : (
          <Text c="dimmed">Read the card from the box: its text is not in the installed content.</Text>
        )}
        {card && card.options.length > 0 && (
          <SegmentedControl
            value={String(optionIndex)}
            onChange={(v) => choose(Number(v))}
            data={card.options.map((o, i) => ({
              value: String(i),
              label: `${o.label}${o.choice ? `: ${o.choice.slice(0, 40)}${o.choice.length > 40 ? '…' : ''}` : ''}`,
            }))}
          />
        )}
        {option && option.outcomes.length > 1 && (
          <Radio.Group
            label="Which outcome applies?"
            value={String(outcomeIndex)}
            onChange={(v) => {
              setOutcomeIndex(Number(v));
              setEdits({});
              setShares(null);
              setTakers({});
            }}
          >
            <Stack gap={4} mt={4}>
              {option.outcomes.map((o, i) => (
                <Radio
                  key={i}
                  value={String(i)}
                  label={o.condition ?? (i === option.outcomes.length - 1 ? 'Otherwise' : `Outcome ${i + 1}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {outcome?.text && <Text fs="italic">{outcome.text}</Text>}
        {read.words.length > 0 && (
          <Stack gap={2} data-testid="event-effects">
            <Text fw={700}>What happens</Text>
            <List size="sm">
              {read.words.map((line, i) => (
                <List.Item key={i}>{line}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {read.collectiveGold !== 0 && (
          <GoldShares characters={active} total={read.collectiveGold} shares={goldShares} onChange={setShares} />
        )}
        {items.map((item) =>
          item.name ? (
            <Select
              key={item.index}
              size="md"
              label={`Who takes ${item.name}?`}
              data={active.map((c) => ({ value: c.id, label: c.name }))}
              value={takers[item.index] ?? active[0]?.id ?? null}
              onChange={(v) => v && setTakers((t) => ({ ...t, [item.index]: v }))}
              allowDeselect={false}
              data-testid="item-taker"
            />
          ) : null,
        )}
        <Group grow>
          {NUMBER_FIELDS.map(([key, label]) => (
            <NumberInput
              key={key}
              label={label}
              value={effects[key]}
              allowDecimal={false}
              onChange={(v) => setEdits((e) => ({ ...e, [key]: typeof v === 'number' ? v : 0 }))}
            />
          ))}
        </Group>
        <Checkbox.Group label="Characters it applies to" value={characterIds} onChange={setCharacterIds}>
          <Group mt={4}>
            {active.map((c) => (
              <Checkbox key={c.id} value={c.id} label={c.name} />
            ))}
          </Group>
        </Checkbox.Group>
        {(effects.achievements.length > 0 || effects.scenarios.length > 0) && (
          <Text size="sm">
            Also:{' '}
            {[
              ...effects.achievements.map((a) => `${a.scope} achievement "${a.name}"`),
              ...effects.scenarios.map((s) => `unlock scenario ${s}`),
            ].join(', ')}
          </Text>
        )}
        {effects.notes.length > 0 && (
          <Alert color="yellow" title="The party does these itself (kept in the history)">
            <List size="sm">
              {effects.notes.map((line, i) => (
                <List.Item key={i}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="space-between">
          <Radio.Group value={chosenDisposition} onChange={(v) => setDisposition(v as 'return' | 'remove')}>
            <Group>
              <Radio value="return" label="Return under the deck" />
              <Radio value="remove" label="Remove from the game" />
            </Group>
          </Radio.Group>
          <Button
            size="md"
            onClick={() => exec({ type: 'ResolveEvent', option: option?.label ?? 'A', effects, disposition: chosenDisposition })}
          >
            Resolve
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
