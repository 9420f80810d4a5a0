import { Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySnapshot } from '../../common/play/play-context';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';
import { CommandLock } from '../../common/table/PlaySeatLocks';
import { LoseCardsChoice, NegateToggle, WRAPPING } from '../../common/play/LoseCardsChoice';
import type { HandState } from '@shared/rules/scenario/hand';
import { isCardsToLoseForDamage } from '@shared/rules/scenario/hand';

/** Whose long rest is the turn now, and whether it is taken; null when no resting character's turn is on. */
const longRestOf = ({ view }: PlaySnapshot) => {
  const { state } = view;
  const active = state.phase === 'turns' ? state.activeFigure : null;
  const character = active?.kind === 'character' ? state.characters[active.id] : undefined;
  if (character === undefined || character.initiative?.kind !== 'longRest') return null;
  // A hand Haven keeps: the player picks the discarded card to lose (shared/rules/scenario/hand.ts).
  const hand = state.hands?.[character.id];
  const pool = state.cardPools?.[character.id];
  const discard = hand ? hand.discard.map((id) => ({ id, name: pool?.cards.find((card) => card.id === id)?.name ?? '' })) : null;
  return { name: character.name, edition: state.edition, isTaken: (state.turnSteps ?? []).includes('longRest'), discard };
};

/** The cleanup at the end of a round: who may still short rest. */
const shortRestOf = ({ view }: PlaySnapshot) => {
  const { state } = view;
  const isCleanup = state.phase === 'turns' && state.activeFigure === null && !view.turnOrder.some((slot) => slot.status === 'pending');
  if (!isCleanup) return null;
  const rested = state.shortRestedThisRound ?? [];
  return Object.values(state.characters)
    .filter((c) => !c.isExhausted)
    .map((c): ShortRester => ({
      id: c.id,
      name: c.name,
      hasRested: rested.includes(c.id),
      hand: state.hands?.[c.id] ?? null,
      cards: state.cardPools?.[c.id]?.cards ?? [],
    }));
};

interface ShortRester {
  id: string;
  name: string;
  hasRested: boolean;
  /** The hand when Haven keeps it: negating the 1 damage names the cards lost. */
  hand: HandState | null;
  cards: readonly { id: string; name: string }[];
}

/**
 * Rests (1st ed. rulebook p. 17; 2nd ed. rulebook p. 36; the rule is in
 * shared/rules/scenario/modules/rests.ts): on a long-resting character's turn the app offers the
 * heal and the refresh (the 2nd edition lets the player skip either); the card lost is the
 * player's own choice at the table. At the end of the round each character may short rest.
 */
export function RestPanel() {
  const longRest = usePlaySelect(longRestOf);
  const shortRest = usePlaySelect(shortRestOf);
  if (longRest)
    return (
      <CommandLock command={{ type: 'LongRest' }}>
        <LongRestCard {...longRest} />
      </CommandLock>
    );
  if (shortRest && shortRest.length > 0) return <ShortRestCard characters={shortRest} />;
  return null;
}

interface LongRestFacts {
  name: string;
  edition: 'gh1' | 'gh2';
  isTaken: boolean;
  discard: { id: string; name: string }[] | null;
}

function LongRestCard({ name, edition, isTaken, discard }: LongRestFacts) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [heal, setHeal] = useState(true);
  const [refresh, setRefresh] = useState(true);
  const [lose, setLose] = useState<string | null>(null);
  const loseCard = lose === null ? {} : { loseCard: lose };
  const mayTake = discard === null || lose !== null;
  return (
    <Card withBorder padding="sm" data-testid="long-rest">
      <Stack gap={6}>
        <Text fw={700}>{t('play.rest.longRests', { name })}</Text>
        <Text fz="sm">{t('play.rest.longRestRule')}</Text>
        {!isTaken && discard !== null && (
          <>
            <Text fz="sm">{t('play.hand.loseWhich')}</Text>
            <Group gap={6} wrap="wrap" data-testid="lose-card">
              {discard.map((card) => (
                <Button
                  key={card.id}
                  size="md"
                  mih={44}
                  px={10}
                  variant={lose === card.id ? 'filled' : 'default'}
                  aria-pressed={lose === card.id}
                  onClick={() => setLose(card.id)}
                  data-testid={`lose-${card.name}`}
                >
                  {card.name || t('play.hand.unknownCard')}
                </Button>
              ))}
            </Group>
          </>
        )}
        {isTaken ? (
          <Text fz="sm" c="dimmed" data-testid="long-rest-taken">
            {t('play.rest.taken')}
          </Text>
        ) : edition === 'gh1' ? (
          <>
            <Text fz="sm">{t('play.rest.gh1Rule')}</Text>
            <Button
              size="md"
              mih={44}
              disabled={!mayTake}
              onClick={() => void exec({ type: 'LongRest', ...loseCard })}
              data-testid="take-long-rest"
            >
              {t('play.rest.take')}
            </Button>
          </>
        ) : (
          <>
            <Checkbox
              size="md"
              label={t('play.rest.heal')}
              checked={heal}
              onChange={(e) => setHeal(e.currentTarget.checked)}
              data-testid="rest-heal"
            />
            <Checkbox
              size="md"
              label={t('play.rest.refresh')}
              checked={refresh}
              onChange={(e) => setRefresh(e.currentTarget.checked)}
              data-testid="rest-refresh"
            />
            <Button
              size="md"
              mih={44}
              disabled={!mayTake}
              onClick={() => void exec({ type: 'LongRest', heal, refreshItems: refresh, ...loseCard })}
              data-testid="take-long-rest"
            >
              {t('play.rest.take')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

function ShortRestCard({ characters }: { characters: ShortRester[] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="short-rest">
      <Stack gap={6}>
        <Text fw={700}>{t('play.rest.shortRests')}</Text>
        <Text fz="sm">{t('play.rest.shortRestRule')}</Text>
        {characters.map((c) =>
          c.hasRested ? (
            <Text key={c.id} fz="sm" c="dimmed">
              {t('play.rest.rested', { name: c.name })}
            </Text>
          ) : (
            <CommandLock key={c.id} command={{ type: 'ShortRest', characterId: c.id }}>
              <ShortRestChoice {...c} />
            </CommandLock>
          ),
        )}
      </Stack>
    </Card>
  );
}

/**
 * One character's short rest. The 1 damage to keep the card is damage like any other: the player
 * may lose cards instead (1st ed. rulebook p. 28; the rule is in modules/rests.ts), from the hand
 * the rest gives back when Haven keeps it (LoseCardsChoice), otherwise said with a plain toggle.
 */
function ShortRestChoice({ id, name, hand, cards }: ShortRester) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [isNegating, setNegating] = useState(false);
  const [lost, setLost] = useState<string[]>([]);
  const handAfterRest = hand === null ? null : { ...hand, hand: [...hand.hand, ...hand.discard], discard: [] };
  const isChoiceMade = !isNegating || handAfterRest === null || isCardsToLoseForDamage(handAfterRest, lost);
  const negation = isNegating ? { negateDamage: true, ...(handAfterRest !== null ? { lostCards: lost } : {}) } : {};
  return (
    <Stack gap={6} data-testid={`short-rest-choice-${id}`}>
      <Group gap={6} wrap="wrap">
        <Button
          size="md"
          mih={44}
          variant="light"
          onClick={() => void exec({ type: 'ShortRest', characterId: id })}
          data-testid={`short-rest-${id}`}
        >
          {t('play.rest.rests', { name })}
        </Button>
        <Button
          size="md"
          mih={44}
          variant="default"
          styles={WRAPPING}
          disabled={!isChoiceMade}
          onClick={() => void exec({ type: 'ShortRest', characterId: id, sufferDamageToKeep: true, ...negation })}
          data-testid={`short-rest-keep-${id}`}
        >
          {t('play.rest.keep')}
        </Button>
      </Group>
      <NegateToggle
        isOn={isNegating}
        title={t('play.rest.negateKeepHint', { name })}
        onClick={() => {
          setNegating((on) => !on);
          setLost([]);
        }}
        testId={`short-rest-negate-${id}`}
      >
        {t('play.rest.negateKeep')}
      </NegateToggle>
      {isNegating && handAfterRest !== null && <LoseCardsChoice hand={handAfterRest} cards={cards} picked={lost} onPick={setLost} />}
    </Stack>
  );
}
