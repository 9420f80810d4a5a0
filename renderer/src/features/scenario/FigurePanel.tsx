import { ActionIcon, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLockReason } from '../../common/table/seat';
import { conditionsOf, type Condition, type FigureRef } from '@shared/rules/scenario';
import { conditionWord } from '../../common/play/game-words';
import { ConditionIcon } from './icons';
import { NameTooltip } from '../../components/NameTooltip';
import { figureOf, nameOf, selectedOf, usePlayActions, usePlaySelect } from '../../common/play/play-context';
import { LoseCardsChoice } from '../../common/play/LoseCardsChoice';

/** The selected figure: damage and heal by tap or number, conditions on and off, and a kill. */
export function FigurePanel() {
  const { t } = useTranslation();
  const selected = usePlaySelect(selectedOf);
  if (!selected) {
    return (
      <Card withBorder padding="sm">
        <Text c="dimmed">{t('play.figure.hint')}</Text>
      </Card>
    );
  }
  return <SelectedFigure figure={selected} />;
}

/**
 * The panel for one figure. Damage changes only the hit points at its top: the buttons and the
 * condition toggles below render again only when the figure or its conditions change.
 */
const SelectedFigure = memo(function SelectedFigure({ figure }: { figure: FigureRef }) {
  return (
    <Card withBorder padding="sm" data-testid="figure-panel">
      <Stack gap={6}>
        <FigureHealth figure={figure} />
        <HealthButtons key={`${figure.kind}:${figure.id}`} figure={figure} />
        <ConditionToggles figure={figure} />
        {figure.kind !== 'character' && <KillButton figure={figure} />}
        {figure.kind === 'summon' && <CardGoneButton summonId={figure.id} />}
      </Stack>
    </Card>
  );
});

function FigureHealth({ figure }: { figure: FigureRef }) {
  const { name, health, maxHealth } = usePlaySelect(({ view }) => {
    const state = figureOf(view.state, figure);
    return { name: nameOf(view.state, figure), health: state?.health ?? 0, maxHealth: state?.maxHealth ?? 0 };
  });
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={800} fz="lg" truncate>
        {name}
      </Text>
      <Text fw={800} fz={26} lh={1} data-testid="figure-health">
        {health}
        <Text span c="dimmed" fz="md">
          /{maxHealth}
        </Text>
      </Text>
    </Group>
  );
}

const HealthButtons = memo(function HealthButtons({ figure }: { figure: FigureRef }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [amount, setAmount] = useState<number | string>('');
  // A character may lose cards instead of suffering damage (1st ed. rulebook p. 28): said for the next damage only.
  const [isNegating, setNegating] = useState(false);
  // A hand Haven keeps: the player names the cards lost (modules/hand-damage.ts).
  const [lost, setLost] = useState<string[]>([]);
  const name = usePlaySelect(({ view }) => nameOf(view.state, figure));
  const hand = usePlaySelect(({ view }) => (figure.kind === 'character' ? (view.state.hands?.[figure.id] ?? null) : null));
  const cards = usePlaySelect(({ view }) => view.state.cardPools?.[figure.id]?.cards ?? []);
  const damage = (n: number) => {
    if (isNegating && hand !== null)
      void exec({ type: 'LoseCardsForDamage', characterId: figure.id, amount: n, source: 'other', cardIds: lost });
    else void exec({ type: 'SufferDamage', figure, amount: n, source: 'other', ...(isNegating ? { negateDamage: true } : {}) });
    setNegating(false);
    setLost([]);
  };
  const heal = (n: number) => void exec({ type: 'Heal', figure, amount: n });
  const n = typeof amount === 'number' && amount > 0 ? amount : null;
  return (
    <>
      <Group gap={6} wrap="wrap">
        {[1, 2, 3, 5].map((d) => (
          <Button key={d} color="red" variant="light" size="md" px={10} onClick={() => damage(d)} data-testid={`damage-${d}`}>
            −{d}
          </Button>
        ))}
        <Button color="teal" variant="light" size="md" px={10} onClick={() => heal(1)} data-testid="heal-1">
          +1
        </Button>
        {figure.kind === 'character' && (
          <Button
            size="md"
            px={10}
            variant={isNegating ? 'filled' : 'default'}
            aria-pressed={isNegating}
            title={t('play.attack.negateHint', { name })}
            onClick={() => {
              setNegating((on) => !on);
              setLost([]);
            }}
            data-testid="negate-next-damage"
          >
            {t('play.attack.negate')}
          </Button>
        )}
      </Group>
      {isNegating && hand !== null && <LoseCardsChoice hand={hand} cards={cards} picked={lost} onPick={setLost} />}
      <Group gap={6} wrap="wrap">
        <NumberInput
          aria-label={t('play.figure.amount')}
          placeholder={t('play.figure.amountPlaceholder')}
          value={amount}
          onChange={setAmount}
          min={1}
          allowDecimal={false}
          hideControls
          inputMode="numeric"
          w={90}
          size="md"
        />
        <Button
          color="red"
          size="md"
          px={10}
          disabled={n === null}
          onClick={() => {
            if (n) damage(n);
            setAmount('');
          }}
        >
          {t('play.figure.damage')}
        </Button>
        <Button
          color="teal"
          size="md"
          px={10}
          disabled={n === null}
          onClick={() => {
            if (n) heal(n);
            setAmount('');
          }}
        >
          {t('play.figure.heal')}
        </Button>
      </Group>
    </>
  );
});

function ConditionToggles({ figure }: { figure: FigureRef }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const edition = usePlaySelect((play) => play.view.edition);
  const conditions = usePlaySelect(({ view }) => figureOf(view.state, figure)?.conditions.map((token) => token.name) ?? []);
  const has = (c: Condition) => conditions.includes(c);
  const toggle = (c: Condition) =>
    void exec(has(c) ? { type: 'RemoveCondition', figure, condition: c } : { type: 'AddCondition', figure, condition: c });
  return (
    <SimpleGrid cols={5} spacing={4}>
      {conditionsOf(edition).map((c) => (
        <NameTooltip key={c} label={conditionWord(t, c)}>
          <ActionIcon
            size={44}
            variant={has(c) ? 'filled' : 'default'}
            color={has(c) ? 'dark' : undefined}
            onClick={() => toggle(c)}
            aria-label={t(has(c) ? 'play.figure.removeCondition' : 'play.figure.addCondition', { condition: conditionWord(t, c) })}
            aria-pressed={has(c)}
            data-testid={`condition-${c}`}
          >
            <ConditionIcon condition={c} size={26} />
          </ActionIcon>
        </NameTooltip>
      ))}
    </SimpleGrid>
  );
}

/**
 * A summon also leaves when its ability card leaves the summoner's active area (1st ed. rulebook
 * p. 27, shared/rules/scenario/modules/remove-summon.ts): only the player sees the card, so they say so.
 */
function CardGoneButton({ summonId }: { summonId: string }) {
  const { t } = useTranslation();
  const lockReason = useLockReason();
  const { exec } = usePlayActions();
  return (
    <Button
      variant="default"
      size="md"
      onClick={() => void exec({ type: 'RemoveSummon', summonId })}
      data-testid="summon-card-gone"
      title={lockReason ?? t('play.figure.cardGoneHint')}
    >
      {t('play.figure.cardGone')}
    </Button>
  );
}

/** A monster or a summon to 0 hit points (its hit points read when tapped: no render on each damage). */
function KillButton({ figure }: { figure: Exclude<FigureRef, { kind: 'character' }> }) {
  const { t } = useTranslation();
  // Greyed out for this device: the reason is its hover title, not its own hint.
  const lockReason = useLockReason();
  const { store, exec } = usePlayActions();
  const kill = () => {
    const health = figureOf(store.get().view.state, figure)?.health ?? 0;
    if (health > 0) void exec({ type: 'SufferDamage', figure, amount: health, source: 'other' });
  };
  return (
    <Button
      variant="default"
      size="md"
      onClick={kill}
      data-testid="kill"
      title={lockReason ?? t(figure.kind === 'monster' ? 'play.figure.killMonster' : 'play.figure.killSummon')}
    >
      {t('play.figure.kill')}
    </Button>
  );
}
