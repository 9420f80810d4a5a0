import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPool, HandState } from '@shared/rules/scenario/hand';
import { isWithinLevel } from '@shared/rules/scenario/hand';
import type { PlaySnapshot } from '../../common/play/play-context';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';
import { CommandLock } from '../../common/table/PlaySeatLocks';
import { CardPick } from '../../common/play/LoseCardsChoice';

interface HandSeat {
  id: string;
  name: string;
  level: number;
  pool: CardPool;
  hand: HandState | null;
  mayTrack: boolean;
  isChoosing: boolean;
  isOwnTurn: boolean;
  isExhausted: boolean;
}

/** Each character whose class cards Haven knows: its kept hand, or the offer to keep one (round 1, before cards are chosen). */
const handsOf = ({ view }: PlaySnapshot): HandSeat[] => {
  const { state } = view;
  return Object.values(state.characters).flatMap((c) => {
    const pool = state.cardPools?.[c.id];
    if (pool === undefined) return [];
    const hand = state.hands?.[c.id] ?? null;
    const isChoosing = state.phase === 'cardSelection' && c.initiative === null && !c.isExhausted;
    const mayTrack = hand === null && state.round === 1 && isChoosing;
    if (hand === null && !mayTrack) return [];
    const isOwnTurn = state.phase === 'turns' && state.activeFigure?.kind === 'character' && state.activeFigure.id === c.id;
    return [{ id: c.id, name: c.name, level: c.level, pool, hand, mayTrack, isChoosing, isOwnTurn, isExhausted: c.isExhausted }];
  });
};

/**
 * The hand Haven keeps for a character whose player asks it to (the rules are in
 * shared/rules/scenario/hand.ts): the hand, discard pile, lost pile and active area by card name;
 * two cards chosen at card selection, the top of one and the bottom of the other played on the
 * character's turn, a persistent bonus taken out of the active area. A character not kept plays
 * as before.
 */
export function HandPanel({ onlyId = null }: { onlyId?: string | null }) {
  const seats = usePlaySelect(handsOf).filter((seat) => onlyId === null || seat.id === onlyId);
  if (seats.length === 0) return null;
  return (
    <>
      {seats.map((seat) => (
        <CommandLock key={seat.id} command={{ type: 'TrackHand', characterId: seat.id, cardIds: [] }}>
          {seat.hand === null ? <ChooseHand seat={seat} /> : <KeptHand seat={seat} hand={seat.hand} />}
        </CommandLock>
      ))}
    </>
  );
}

function ChooseHand({ seat }: { seat: HandSeat }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [isOpen, setOpen] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const allowed = seat.pool.cards.filter((card) => isWithinLevel(card.level, seat.level));
  const size = Math.min(seat.pool.handSize, allowed.length);
  const toggle = (id: string) => setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  return (
    <Card withBorder padding="sm" data-testid={`hand-${seat.id}`}>
      <Stack gap={6}>
        <Text fw={700}>{t('play.hand.title', { name: seat.name })}</Text>
        {!isOpen ? (
          <Button size="md" mih={44} variant="light" onClick={() => setOpen(true)} data-testid={`keep-hand-${seat.id}`}>
            {t('play.hand.keep', { name: seat.name })}
          </Button>
        ) : (
          <>
            <Text fz="sm">{t('play.hand.chooseRule', { count: size })}</Text>
            <Group gap={6} wrap="wrap">
              {allowed.map((card) => (
                <CardPick key={card.id} isOn={picked.includes(card.id)} onClick={() => toggle(card.id)} testId={`pick-${card.name}`}>
                  {card.name} · {card.initiative}
                </CardPick>
              ))}
            </Group>
            <Button
              size="md"
              mih={44}
              disabled={picked.length !== size}
              onClick={() => void exec({ type: 'TrackHand', characterId: seat.id, cardIds: picked })}
              data-testid={`track-hand-${seat.id}`}
            >
              {t('play.hand.confirm', { count: picked.length, size })}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

function KeptHand({ seat, hand }: { seat: HandSeat; hand: HandState }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [picked, setPicked] = useState<string[]>([]);
  const nameOf = (id: string) => seat.pool.cards.find((card) => card.id === id)?.name ?? t('play.hand.unknownCard');
  const initiativeOf = (id: string) => seat.pool.cards.find((card) => card.id === id)?.initiative ?? 0;
  const toggle = (id: string) =>
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : now.length < 2 ? [...now, id] : [now[1]!, id]));
  const toPlay = hand.chosen.filter((id) => !hand.played.some((p) => p.cardId === id));
  const playedHalf = hand.played[0]?.half;
  const pile = (key: 'play.hand.inHand' | 'play.hand.discard' | 'play.hand.lost', ids: readonly string[], testId: string) => (
    <Group gap={4} wrap="wrap" data-testid={testId}>
      <Text fz="sm" fw={600} miw={90}>
        {t(key, { count: ids.length })}
      </Text>
      {ids.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('play.hand.none')}
        </Text>
      ) : (
        ids.map((id) => (
          <Badge key={id} variant="light" color="gray" size="lg" tt="none">
            {nameOf(id)}
          </Badge>
        ))
      )}
    </Group>
  );
  return (
    <Card withBorder padding="sm" data-testid={`hand-${seat.id}`}>
      <Stack gap={6}>
        <Text fw={700}>{t('play.hand.title', { name: seat.name })}</Text>
        {seat.isChoosing ? (
          <>
            <Text fz="sm">{t('play.hand.pickTwo')}</Text>
            <Group gap={6} wrap="wrap" data-testid={`hand-cards-${seat.id}`}>
              {hand.hand.map((id) => (
                <CardPick key={id} isOn={picked.includes(id)} onClick={() => toggle(id)} testId={`card-${nameOf(id)}`}>
                  {picked[0] === id ? t('play.hand.leading', { card: nameOf(id) }) : nameOf(id)} · {initiativeOf(id)}
                </CardPick>
              ))}
            </Group>
            <Group gap={6} wrap="wrap">
              <Button
                size="md"
                mih={44}
                disabled={picked.length !== 2}
                onClick={() => {
                  const [leading, second] = picked;
                  if (leading !== undefined && second !== undefined)
                    void exec({ type: 'PlayCards', characterId: seat.id, leading, second }).then(() => setPicked([]));
                }}
                data-testid={`play-cards-${seat.id}`}
              >
                {t('play.hand.playTwo')}
              </Button>
              <Button
                size="md"
                mih={44}
                variant="default"
                disabled={hand.discard.length < 2}
                title={hand.discard.length < 2 ? t('play.hand.restNeedsTwo') : undefined}
                onClick={() => void exec({ type: 'ChooseInitiative', characterId: seat.id, choice: { kind: 'longRest' } })}
                data-testid={`hand-long-rest-${seat.id}`}
              >
                {t('play.hand.longRest')}
              </Button>
            </Group>
            {hand.hand.length < 2 && <Text fz="sm">{t('play.hand.mustRest')}</Text>}
          </>
        ) : (
          pile('play.hand.inHand', hand.hand, `hand-pile-${seat.id}`)
        )}
        {seat.isOwnTurn && toPlay.length > 0 && (
          <Stack gap={4} data-testid={`to-play-${seat.id}`}>
            <Text fz="sm">{t('play.hand.playHalves')}</Text>
            {toPlay.map((id) => (
              <Group key={id} gap={6} wrap="wrap">
                <Text fz="sm" fw={600} miw={120}>
                  {nameOf(id)}
                </Text>
                {(['top', 'bottom'] as const).map((half) => (
                  <Button
                    key={half}
                    size="md"
                    mih={44}
                    variant="light"
                    disabled={playedHalf === half}
                    onClick={() => void exec({ type: 'PlayCardHalf', characterId: seat.id, cardId: id, half })}
                    data-testid={`play-${half}-${nameOf(id)}`}
                  >
                    {t(half === 'top' ? 'play.hand.top' : 'play.hand.bottom')}
                  </Button>
                ))}
                {/* Any card as the basic Attack 2 (top) or Move 2 (bottom), then discarded (rulebook p. 18; hand.ts). */}
                {(['top', 'bottom'] as const).map((half) => (
                  <Button
                    key={`basic-${half}`}
                    size="md"
                    mih={44}
                    variant="default"
                    disabled={playedHalf === half}
                    title={t('play.hand.basicHint')}
                    onClick={() => void exec({ type: 'PlayCardHalf', characterId: seat.id, cardId: id, half, isBasic: true })}
                    data-testid={`basic-${half}-${nameOf(id)}`}
                  >
                    {t(half === 'top' ? 'play.hand.basicAttack' : 'play.hand.basicMove')}
                  </Button>
                ))}
              </Group>
            ))}
          </Stack>
        )}
        {pile('play.hand.discard', hand.discard, `discard-${seat.id}`)}
        {pile('play.hand.lost', hand.lost, `lost-${seat.id}`)}
        <Group gap={4} wrap="wrap" data-testid={`active-${seat.id}`}>
          <Text fz="sm" fw={600} miw={90}>
            {t('play.hand.active', { count: hand.active.length })}
          </Text>
          {hand.active.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {t('play.hand.none')}
            </Text>
          ) : (
            hand.active.map((card) => (
              <Button
                key={card.cardId}
                size="md"
                mih={44}
                px={10}
                variant="default"
                title={t('play.hand.removeActive', { card: nameOf(card.cardId) })}
                onClick={() => void exec({ type: 'RemoveActiveCard', characterId: seat.id, cardId: card.cardId })}
                data-testid={`active-card-${nameOf(card.cardId)}`}
              >
                {nameOf(card.cardId)} · {t(card.bonus === 'round' ? 'play.hand.roundBonus' : 'play.hand.persistent')}
              </Button>
            ))
          )}
        </Group>
        {seat.isExhausted && <Text fz="sm">{t('play.hand.exhausted', { name: seat.name })}</Text>}
      </Stack>
    </Card>
  );
}
