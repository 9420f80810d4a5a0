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
import { readEventEffects, type EventEffects } from '@shared/rules/campaign/town';
import { appliesWithAnswers, partyFacts } from '@shared/rules/campaign/town/outcome-conditions';
import { wordLine, type Translate, type Words } from '@shared/rules/words';
import type { GameEvent } from '@shared/content';
import type { ShopEntry } from '@shared/ipc/town-types';
import { GoldShares, proposeShares } from './GoldShares';
import { EventItems } from './EventItems';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useTranslation } from 'react-i18next';

const NUMBER_FIELDS = ['reputation', 'prosperity', 'goldEach', 'experienceEach', 'checkmarksEach'] as const;

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
  const { t } = useTranslation();
  const active = campaign.characters.filter((c) => !c.isRetired);
  // Once the party chose an option and turned the card, the choice is the campaign's (final, p. 41).
  const pending = campaign.pendingEvent;
  const chosenLabel = pending?.option;
  const [optionIndex, setOptionIndex] = useState(0);
  const [outcomeIndex, setOutcomeIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, boolean>>({});
  const chosenIndex = card && chosenLabel !== undefined ? card.options.findIndex((o) => o.label === chosenLabel) : -1;
  const option = card?.options[chosenIndex >= 0 ? chosenIndex : optionIndex];
  const isTurned = chosenIndex >= 0;
  // Every outcome that applies, as the rule read it when the card was turned and the party answered (pp. 41-42).
  const applying =
    isTurned && option
      ? appliesWithAnswers(option.outcomes, { applies: pending?.applies ?? [], unread: pending?.unread ?? [] }, answers)
      : [];
  const outcome = option?.outcomes[outcomeIndex];
  const lines = isTurned ? applying.flatMap((i) => option?.outcomes[i]?.effects ?? []) : (outcome?.effects ?? []);
  const linesKey = lines.join('\n');
  const read = useMemo(() => readEventEffects(linesKey ? linesKey.split('\n') : [], partyFacts(campaign)), [linesKey, campaign]);
  // The effects come keyed (area history.events): worded here in the screen's language.
  const say = (line: Words) => wordLine(line, t as unknown as Translate);
  // The event's achievements as the campaign's content names them in the reader's language (issue 29).
  const also = {
    global: read.effects.achievements.filter((a) => a.scope === 'global').map((a) => a.name),
    party: read.effects.achievements.filter((a) => a.scope === 'party').map((a) => a.name),
  };
  const achievementNames = useQuery('campaigns.achievementNames', { campaignId: campaign.id, also }).data;
  const [edits, setEdits] = useState<Partial<Record<(typeof NUMBER_FIELDS)[number], number>>>({});
  const [characterIds, setCharacterIds] = useState<string[]>(active.map((c) => c.id));
  const [disposition, setDisposition] = useState<'return' | 'remove' | null>(null);
  const chosenDisposition = disposition ?? (option && !option.returnsToDeck ? 'remove' : 'return');

  const [shares, setShares] = useState<Record<string, number> | null>(null);
  const [takers, setTakers] = useState<Record<number, string>>({});
  const [turnedItems, setTurnedItems] = useState<EventEffects['turnedItems']>([]);
  const items = read.items.map((number, index) => ({ index, number, name: shop.find((entry) => entry.number === number)?.name }));
  const unknownItems = items.filter((item) => !item.name).map((item) => t('town.event.unknownItem', { number: item.number }));
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
    turnedItems,
    notes: [
      ...read.nextScenarioByHand.map((line) => t('town.event.nextScenario', { line: say(line) })),
      ...read.byHand.map(say),
      ...unknownItems,
    ]
      .map((line) => line.slice(0, 400))
      .slice(0, 20),
  };
  const choose = (index: number) => {
    setOptionIndex(index);
    setOutcomeIndex(0);
    setEdits({});
    setShares(null);
    setTakers({});
    setTurnedItems([]);
    setDisposition(null);
  };

  return (
    <Card withBorder padding="lg" data-testid="event-card">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('town.event.title', { deck, number: cardId.split(':')[1] })}</Title>
          <Badge size="lg">{t('town.event.reading')}</Badge>
        </Group>
        {/* The card's own text, options and outcomes are the content pack's words: data, not Haven's. */}
        {card?.text ? (
          <Text style={{ whiteSpace: 'pre-wrap' }} translate="no">
            {card.text}
          </Text>
        ) : (
          <Text c="dimmed">{t('town.event.notInContent')}</Text>
        )}
        {card && card.options.length > 0 && (
          <SegmentedControl
            value={String(chosenIndex >= 0 ? chosenIndex : optionIndex)}
            onChange={(v) => choose(Number(v))}
            disabled={isTurned}
            data={card.options.map((o, i) => ({
              value: String(i),
              label: (
                <span translate="no">{`${o.label}${o.choice ? `: ${o.choice.slice(0, 40)}${o.choice.length > 40 ? '…' : ''}` : ''}`}</span>
              ),
            }))}
          />
        )}
        {card && option && !isTurned && (
          // The back is read only after the party agrees on one option; then the choice is final (p. 41).
          <Stack gap="xs" data-testid="choose-option">
            <Text size="sm">{t('town.event.chooseFirst')}</Text>
            <Group>
              <Button size="md" onClick={() => void exec({ type: 'ChooseEventOption', option: option.label })} data-testid="turn-card">
                {t('town.event.turn', { option: option.label })}
              </Button>
            </Group>
          </Stack>
        )}
        {isTurned && option && (
          <Stack gap={6} data-testid="outcomes">
            <Text fw={700}>{t('town.event.chosen', { option: option.label })}</Text>
            {option.outcomes.map((o, i) => {
              const isUnread = pending?.unread?.includes(i) ?? false;
              const applies = applying.includes(i);
              return (
                <Group key={i} gap="xs" wrap="nowrap" align="flex-start" data-testid={applies ? 'outcome-applies' : 'outcome-not'}>
                  <Badge color={applies ? 'green' : 'gray'} variant={applies ? 'filled' : 'light'} miw="max-content">
                    {applies ? t('town.event.applies') : t('town.event.doesNotApply')}
                  </Badge>
                  <Stack gap={2}>
                    {o.condition && (
                      <Text size="sm" fw={600} translate="no">
                        {o.condition}
                      </Text>
                    )}
                    {o.text && (
                      <Text size="sm" fs="italic" translate="no">
                        {o.text}
                      </Text>
                    )}
                    {isUnread && (
                      <Checkbox
                        size="md"
                        label={t('town.event.doesItApply')}
                        checked={answers[i] ?? false}
                        onChange={(e) => {
                          const isChecked = e.currentTarget.checked;
                          setAnswers((a) => ({ ...a, [i]: isChecked }));
                        }}
                      />
                    )}
                  </Stack>
                </Group>
              );
            })}
          </Stack>
        )}
        {!card && option && option.outcomes.length > 1 && (
          <Radio.Group
            label={t('town.event.whichOutcome')}
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
                  label={
                    (o.condition && <span translate="no">{o.condition}</span>) ??
                    (i === option.outcomes.length - 1 ? t('town.event.otherwise') : t('town.event.outcome', { number: i + 1 }))
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {!isTurned && !card && outcome?.text && (
          <Text fs="italic" translate="no">
            {outcome.text}
          </Text>
        )}
        {(isTurned || !card) && read.words.length > 0 && (
          <Stack gap={2} data-testid="event-effects">
            <Text fw={700}>{t('town.event.whatHappens')}</Text>
            <List size="sm">
              {read.words.map((line, i) => (
                <List.Item key={i}>{say(line)}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {(isTurned || !card) && (
          <>
            {read.collectiveGold !== 0 && (
              <GoldShares characters={active} total={read.collectiveGold} shares={goldShares} onChange={setShares} />
            )}
            {items.map((item) =>
              item.name ? (
                <Select
                  key={item.index}
                  size="md"
                  label={t('town.event.whoTakes', { item: item.name })}
                  data={active.map((c) => ({ value: c.id, label: c.name }))}
                  value={takers[item.index] ?? active[0]?.id ?? null}
                  onChange={(v) => v && setTakers((t) => ({ ...t, [item.index]: v }))}
                  allowDeselect={false}
                  data-testid="item-taker"
                />
              ) : null,
            )}
            <Group grow>
              {NUMBER_FIELDS.map((key) => (
                <NumberInput
                  key={key}
                  label={t(`town.event.fields.${key}`)}
                  value={effects[key]}
                  allowDecimal={false}
                  onChange={(v) => setEdits((e) => ({ ...e, [key]: typeof v === 'number' ? v : 0 }))}
                />
              ))}
            </Group>
            <EventItems characters={active} turned={turnedItems} onChange={setTurnedItems} />
            <Checkbox.Group label={t('town.event.appliesTo')} value={characterIds} onChange={setCharacterIds}>
              <Group mt={4}>
                {active.map((c) => (
                  <Checkbox key={c.id} value={c.id} label={c.name} />
                ))}
              </Group>
            </Checkbox.Group>
            {(effects.achievements.length > 0 || effects.scenarios.length > 0) && (
              <Text size="sm">
                {t('town.event.also', {
                  list: [
                    ...effects.achievements.map((a) =>
                      t('town.event.achievement', { scope: a.scope, name: achievementNames?.[a.scope][a.name] ?? a.name }),
                    ),
                    ...effects.scenarios.map((s) => t('town.event.unlock', { number: s })),
                  ].join(', '),
                })}
              </Text>
            )}
            {effects.notes.length > 0 && (
              <Alert color="yellow" title={t('town.event.byHand')}>
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
                  <Radio value="return" label={t('town.event.returnCard')} />
                  <Radio value="remove" label={t('town.event.removeCard')} />
                </Group>
              </Radio.Group>
              <Button
                size="md"
                onClick={() =>
                  // A card with no options (or none in the data) is resolved without one: never logged as "option A".
                  exec({ type: 'ResolveEvent', ...(option ? { option: option.label } : {}), effects, disposition: chosenDisposition })
                }
              >
                {t('town.event.resolve')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
