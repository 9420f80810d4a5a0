import { Alert, Badge, Button, Card, Checkbox, Group, List, NumberInput, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { readEventEffects, type EventEffects } from '../../../../shared/rules/campaign/town';
import type { GameEvent } from '../../../../shared/content';
import { useCampaign } from '../campaign/campaign-context';

const NUMBER_FIELDS = [
  ['reputation', 'Reputation'],
  ['prosperity', 'Prosperity'],
  ['goldEach', 'Gold each'],
  ['experienceEach', 'XP each'],
  ['checkmarksEach', 'Checkmarks each'],
] as const;

/** The drawn card: read it, pick the option (and the outcome that applies), confirm its effects, resolve. */
export function EventResolver({ deck, cardId, card }: { deck: 'city' | 'road'; cardId: string; card: GameEvent | null }) {
  const { campaign, exec } = useCampaign();
  const active = campaign.characters.filter((c) => !c.isRetired);
  const [optionIndex, setOptionIndex] = useState(0);
  const [outcomeIndex, setOutcomeIndex] = useState(0);
  const option = card?.options[optionIndex];
  const outcome = option?.outcomes[outcomeIndex];
  const read = useMemo(() => readEventEffects(outcome?.effects ?? []), [outcome]);
  const [edits, setEdits] = useState<Partial<Record<(typeof NUMBER_FIELDS)[number][0], number>>>({});
  const [characterIds, setCharacterIds] = useState<string[]>(active.map((c) => c.id));
  const [disposition, setDisposition] = useState<'return' | 'remove' | null>(null);
  const chosenDisposition = disposition ?? (option && !option.returnsToDeck ? 'remove' : 'return');

  const effects: EventEffects = { ...read.effects, ...edits, characterIds };
  const choose = (index: number) => {
    setOptionIndex(index);
    setOutcomeIndex(0);
    setEdits({});
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
        {read.byHand.length > 0 && (
          <Alert color="yellow" title="Apply these by hand">
            <List size="sm">
              {read.byHand.map((line) => (
                <List.Item key={line}>{line}</List.Item>
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
