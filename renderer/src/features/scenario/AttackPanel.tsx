import { Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { memo, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLockReason } from '../../common/table/seat';
import { itemDefenceTotal, standeeAbility, standeeDefence } from '@shared/rules/scenario';
import { isCardsToLoseForDamage } from '@shared/rules/scenario/hand';
import { itemEffectText } from './ItemUseModal';
import { ModifierDraw } from '../../common/play/ModifierDraw';
import { nameOf, selectedOf, usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { LoseCardsChoice, NegateToggle } from '../../common/play/LoseCardsChoice';

/** Who attacks whom: the figure whose turn it is, the selected figure (not itself). */
function attackOf(play: PlaySnapshot) {
  const { state } = play.view;
  const attacker = state.activeFigure;
  const selected = selectedOf(play);
  const target = selected && attacker && !(selected.kind === attacker.kind && selected.id === attacker.id) ? selected : null;
  return {
    attacker,
    target,
    attackerName: attacker ? nameOf(state, attacker) : '',
    /** A summon attacks with the attack kept for it; older sessions kept none (typed then). */
    summonAttack: attacker?.kind === 'summon' ? (state.summons[attacker.id]?.attack ?? null) : null,
    /** A monster's attack worked out from its card this round, shown until another value is typed. */
    cardAttack: attacker?.kind === 'monster' ? cardAttackOf(play, attacker.id) : null,
    targetName: target ? nameOf(state, target) : '',
    /** What the attacker's items used this turn add to its attack (the engine adds it; shown here). */
    itemBonuses: attacker?.kind === 'character' ? (state.itemBonuses?.[attacker.id] ?? []) : [],
    /** What the target's items used against this attack add to its defence (shared/rules/scenario/item-bonuses.ts). */
    targetDefences: target?.kind === 'character' ? (state.itemDefences?.[target.id] ?? []) : [],
    /** The target's hand when Haven keeps it: negating names the cards lost (LoseCardsChoice). */
    targetHand: target?.kind === 'character' ? (state.hands?.[target.id] ?? null) : null,
    targetCards: target?.kind === 'character' ? (state.cardPools?.[target.id]?.cards ?? []) : [],
    /** The retaliate a character attacker would suffer from the target (the engine's standeeDefence; a summon's own). */
    retaliate: attacker?.kind === 'character' && target ? retaliateOf(play, target) : 0,
    /** The attacker's hand when Haven keeps it: negating the retaliate names the cards lost. */
    attackerHand: attacker?.kind === 'character' ? (state.hands?.[attacker.id] ?? null) : null,
    attackerCards: attacker?.kind === 'character' ? (state.cardPools?.[attacker.id]?.cards ?? []) : [],
    /** Items in the reader's language (the host's `itemNames`); the engine books them by their English names. */
    itemNames: play.view.itemNames,
    /** One attacker's turn: what was typed or toggled for it never reaches another's (issue 16). */
    turnKey: attacker ? `${state.round}:${attacker.kind}:${attacker.id}` : 'none',
  };
}

function retaliateOf(play: PlaySnapshot, target: { kind: string; id: string }): number {
  const { state } = play.view;
  if (target.kind === 'summon') return state.summons[target.id]?.retaliate ?? 0;
  const standee = target.kind === 'monster' ? state.monsters[target.id] : undefined;
  return standee === undefined ? 0 : standeeDefence(state, standee).retaliate;
}

function cardAttackOf(play: PlaySnapshot, standeeId: string): number | null {
  const attack = standeeAbility(play.view.state, standeeId)?.actions.find((action) => action.type === 'attack');
  return attack?.value ?? null;
}

/**
 * An attack by the figure whose turn it is on the selected figure: one modifier draw (advantage
 * and disadvantage draw two), the damage worked out by the engine. A monster's attack value comes
 * from its card unless one is typed.
 */
export const AttackPanel = memo(function AttackPanel({ attackRef }: { attackRef: React.RefObject<(() => void) | null> }) {
  const attack = usePlaySelect(attackOf);
  // Keyed by the turn: a new attacker starts from its own card's values with no toggle set.
  return <AttackForm key={attack.turnKey} {...attack} attackRef={attackRef} />;
});

type AttackFormProps = ReturnType<typeof attackOf> & { attackRef: React.RefObject<(() => void) | null> };

function AttackForm({
  attacker,
  target,
  attackerName,
  targetName,
  summonAttack,
  cardAttack,
  itemBonuses,
  targetDefences,
  targetHand,
  targetCards,
  retaliate,
  attackerHand,
  attackerCards,
  itemNames,
  attackRef,
}: AttackFormProps) {
  const { t } = useTranslation();
  // Greyed out for this device: the reason is the controls' hover title, not their own hint.
  const lockReason = useLockReason();
  const { exec } = usePlayActions();
  const [value, setValue] = useState<number | string>('');
  // Empty: melee, or the monster's card / the summon's own range. A ranged attack on an adjacent
  // target has disadvantage (1st ed. rulebook p. 19), which the engine applies only when it knows the range.
  const [range, setRange] = useState<number | string>('');
  const [advantage, setAdvantage] = useState<string[]>([]);
  // A character target loses cards instead of suffering the damage: said for this target only.
  const [negateFor, setNegateFor] = useState<string | null>(null);
  const isNegated = target?.kind === 'character' && negateFor === target.id;
  const [lostCards, setLostCards] = useState<string[]>([]);
  // The attacker loses cards instead of suffering this target's retaliate (p. 28): for this target only.
  const [negateRetaliateOn, setNegateRetaliateOn] = useState<string | null>(null);
  const isRetaliateNegated = retaliate > 0 && target !== null && negateRetaliateOn === `${target.kind}:${target.id}`;
  const [retaliateLost, setRetaliateLost] = useState<string[]>([]);
  // A kept hand attacks once the cards it loses are chosen; the engine refuses any other choice.
  const isRetaliateChoiceMade = !isRetaliateNegated || attackerHand === null || isCardsToLoseForDamage(attackerHand, retaliateLost);
  const typed = typeof value === 'number' ? value : undefined;
  const typedRange = typeof range === 'number' ? range : undefined;
  // A monster's attack comes from its card; a character's or a summon's is typed (its own card).
  const canAttack =
    attacker !== null &&
    target !== null &&
    (attacker.kind === 'monster' || summonAttack !== null || typed !== undefined) &&
    isRetaliateChoiceMade;
  const attack = async () => {
    if (!attacker || !target || !canAttack) return;
    const isDone = await exec({
      type: 'Attack',
      attacker,
      ...(typed !== undefined ? { attack: typed } : {}),
      ...(typedRange !== undefined ? { range: typedRange } : {}),
      targets: [
        {
          target,
          hasAdvantage: advantage.includes('adv'),
          hasDisadvantage: advantage.includes('dis'),
          ...(isNegated ? { negateDamage: true } : {}),
          ...(isNegated && targetHand !== null ? { lostCards } : {}),
          ...(isRetaliateNegated ? { negateRetaliate: true } : {}),
          ...(isRetaliateNegated && attackerHand !== null ? { retaliateLostCards: retaliateLost } : {}),
        },
      ],
    });
    // The next attack, even by the same figure, starts afresh: its own value, no toggle.
    if (isDone) {
      setValue('');
      setRange('');
      setAdvantage([]);
      setNegateFor(null);
      setLostCards([]);
      setNegateRetaliateOn(null);
      setRetaliateLost([]);
    }
  };
  // The A key attacks with what is typed now: the handler is handed over after each render, not during it.
  useLayoutEffect(() => {
    const handler = () => void attack();
    attackRef.current = handler;
    return () => {
      if (attackRef.current === handler) attackRef.current = null;
    };
  });
  const placeholder =
    attacker?.kind === 'monster'
      ? cardAttack !== null
        ? t('play.attack.cardValue', { value: cardAttack })
        : t('play.attack.card')
      : summonAttack !== null
        ? String(summonAttack)
        : t('play.attack.attackPlaceholder');
  return (
    <Card withBorder padding="sm" data-testid="attack-panel">
      <Stack gap={6}>
        <Text fw={700}>
          {attacker
            ? t('play.attack.attacks', { attacker: attackerName, target: target ? targetName : t('play.attack.tapTarget') })
            : t('play.attack.outsideTurn')}
        </Text>
        <Group gap={6} wrap="wrap">
          <WholeNumberField
            label={t('play.attack.value')}
            placeholder={placeholder}
            value={value}
            onChange={setValue}
            width={90}
            testId="attack-value"
            onEnter={() => void attack()}
          />
          <WholeNumberField
            label={t('play.attack.rangeLabel')}
            title={lockReason ?? t('play.attack.rangeHint')}
            placeholder={t(attacker?.kind === 'character' ? 'play.attack.melee' : 'play.attack.range')}
            value={range}
            onChange={setRange}
            width={80}
            testId="attack-range"
            onEnter={() => void attack()}
          />
          {(['adv', 'dis'] as const).map((mode) => {
            const isOn = advantage.includes(mode);
            return (
              <Button
                key={mode}
                size="md"
                px={10}
                variant={isOn ? 'filled' : 'default'}
                color={mode === 'adv' ? 'teal' : 'red'}
                aria-pressed={isOn}
                title={lockReason ?? t(mode === 'adv' ? 'play.attack.advantageHint' : 'play.attack.disadvantageHint')}
                onClick={() => setAdvantage((list) => (isOn ? list.filter((m) => m !== mode) : [...list, mode]))}
                data-testid={mode === 'adv' ? 'advantage' : 'disadvantage'}
              >
                {t(mode === 'adv' ? 'play.attack.advantage' : 'play.attack.disadvantage')}
              </Button>
            );
          })}
          {target?.kind === 'character' && (
            <Button
              size="md"
              px={10}
              variant={isNegated ? 'filled' : 'default'}
              aria-pressed={isNegated}
              title={lockReason ?? t('play.attack.negateHint', { name: targetName })}
              onClick={() => {
                setNegateFor(isNegated ? null : target.id);
                setLostCards([]);
              }}
              data-testid="negate-damage"
            >
              {t('play.attack.negate')}
            </Button>
          )}
        </Group>
        {isNegated && targetHand !== null && (
          <LoseCardsChoice hand={targetHand} cards={targetCards} picked={lostCards} onPick={setLostCards} />
        )}
        {retaliate > 0 && target !== null && (
          <Stack gap={6} data-testid="retaliate-choice">
            <Text fz="sm">{t('play.attack.retaliateComes', { target: targetName, amount: retaliate, attacker: attackerName })}</Text>
            <NegateToggle
              isOn={isRetaliateNegated}
              title={lockReason ?? t('play.attack.negateRetaliateHint', { name: attackerName, target: targetName })}
              onClick={() => {
                setNegateRetaliateOn(isRetaliateNegated ? null : `${target.kind}:${target.id}`);
                setRetaliateLost([]);
              }}
              testId="negate-retaliate"
            >
              {t('play.attack.negateRetaliate')}
            </NegateToggle>
            {isRetaliateNegated && attackerHand !== null && (
              <LoseCardsChoice hand={attackerHand} cards={attackerCards} picked={retaliateLost} onPick={setRetaliateLost} />
            )}
          </Stack>
        )}
        {itemBonuses.length > 0 && (
          <Text fz="sm" c="teal" data-testid="item-bonus">
            {t('play.attack.itemBonus', {
              items: itemBonuses.map((bonus) => itemNames[bonus.item] ?? bonus.item).join(', '),
              bonus: itemBonuses
                .map((bonus) =>
                  itemEffectText(
                    t,
                    { kind: 'attackBonus', attack: bonus.attack, conditions: bonus.conditions, targets: bonus.targets, lasts: bonus.lasts },
                    attackerName,
                  ),
                )
                .join('; '),
            })}
          </Text>
        )}
        {targetDefences.length > 0 && (
          <Text fz="sm" c="teal" data-testid="item-defence">
            {t('play.attack.itemBonus', {
              items: targetDefences.map((defence) => itemNames[defence.item] ?? defence.item).join(', '),
              bonus: itemEffectText(t, { kind: 'defence', ...itemDefenceTotal(targetDefences) }, targetName),
            })}
          </Text>
        )}
        <Button
          size="md"
          onClick={() => void attack()}
          disabled={!canAttack}
          data-testid="attack"
          title={lockReason ?? t('play.attack.attackHint')}
        >
          {t('play.attack.attack')}
        </Button>
        <LastDraw />
      </Stack>
    </Card>
  );
}

/** A button whose words wrap on a phone rather than running out of it. */

/** A number typed by touch or keyboard (no spinner); Enter attacks. */
function WholeNumberField(props: {
  label: string;
  title?: string;
  placeholder: string;
  value: number | string;
  onChange: (value: number | string) => void;
  width: number;
  testId: string;
  onEnter: () => void;
}) {
  return (
    <NumberInput
      aria-label={props.label}
      title={props.title}
      placeholder={props.placeholder}
      value={props.value}
      onChange={props.onChange}
      min={0}
      allowDecimal={false}
      hideControls
      inputMode="numeric"
      w={props.width}
      size="md"
      data-testid={props.testId}
      onKeyDown={(e) => {
        if (e.key === 'Enter') props.onEnter();
      }}
    />
  );
}

/** The newest modifier draw: renders again only when another card is drawn. */
function LastDraw() {
  const draw = usePlaySelect((play) => play.view.lastModifierDraw);
  return <ModifierDraw draw={draw} />;
}
