import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { GameEvent } from '@shared/content';
import type { TownView } from '@shared/ipc/town-types';
import { useCampaign } from '../../common/campaign/campaign-context';
import { EventResolver } from './EventResolver';
import { useTranslation } from 'react-i18next';

/** "1-30, 34" -> ["1", ..., "30", "34"]; null when it does not read. */
export function parseCardNumbers(text: string): string[] | null {
  const out: string[] = [];
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (to < from || to - from > 200) return null;
      for (let n = from; n <= to; n++) out.push(String(n));
    } else if (/^\d+$/.test(part)) out.push(String(Number(part)));
    else return null;
  }
  return out.length ? out : null;
}

export function EventDecks({ town }: { town: TownView }) {
  const { campaign, exec } = useCampaign();
  return (
    <Stack>
      {town.pendingEvent && (
        <EventResolver
          key={town.pendingEvent.cardId}
          deck={town.pendingEvent.deck}
          cardId={town.pendingEvent.cardId}
          card={town.pendingEvent.card as GameEvent | null}
          shop={town.shop}
        />
      )}
      {/* Side by side where both fit their buttons' words; one above the other on a phone (issue 29). */}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['city', 'road'] as const).map((deck) => (
          <DeckCard
            key={deck}
            deck={deck}
            size={campaign.eventDecks[deck].length}
            available={town.availableEvents[deck].filter((n) => !isInCampaign(campaign, deck, n))}
            canDraw={!town.pendingEvent}
            onAdd={(cardIds) => exec({ type: 'AddEventCards', deck, cardIds })}
            onDraw={() => exec({ type: 'DrawEvent', deck })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function isInCampaign(
  campaign: { eventDecks: { city: string[]; road: string[] }; removedEvents: string[]; pendingEvent: { cardId: string } | null },
  deck: string,
  n: string,
) {
  const id = `${deck}:${n}`;
  return (
    campaign.eventDecks.city.includes(id) ||
    campaign.eventDecks.road.includes(id) ||
    campaign.removedEvents.includes(id) ||
    campaign.pendingEvent?.cardId === id
  );
}

interface DeckProps {
  deck: 'city' | 'road';
  size: number;
  available: string[];
  canDraw: boolean;
  onAdd(cardIds: string[]): Promise<boolean>;
  onDraw(): void;
}

function DeckCard({ deck, size, available, canDraw, onAdd, onDraw }: DeckProps) {
  const { t } = useTranslation();
  const [numbers, setNumbers] = useState('');
  const parsed = numbers.trim() ? parseCardNumbers(numbers) : null;
  const title = deck === 'city' ? t('town.decks.city') : t('town.decks.road');
  return (
    <Card withBorder padding="lg" data-testid={`${deck}-deck`}>
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{title}</Title>
          <Text fz="xl" fw={700}>
            {t('town.decks.cards', { count: size })}
          </Text>
        </Group>
        <Button size="md" disabled={!canDraw || size === 0} onClick={onDraw}>
          {deck === 'city' ? t('town.decks.drawCity') : t('town.decks.drawRoad')}
        </Button>
        <Group align="flex-end">
          <TextInput
            label={t('town.decks.add')}
            value={numbers}
            onChange={(e) => setNumbers(e.currentTarget.value)}
            error={numbers.trim() && !parsed ? t('town.decks.addError') : undefined}
            w={180}
          />
          <Button variant="default" disabled={!parsed} onClick={async () => parsed && (await onAdd(parsed)) && setNumbers('')}>
            {t('town.decks.shuffleIn')}
          </Button>
          {available.length > 0 && (
            <Button variant="subtle" onClick={() => onAdd(available)}>
              {t('town.decks.allFromPacks', { count: available.length })}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
