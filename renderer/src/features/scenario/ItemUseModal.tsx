import { Button, Group, List, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ItemAim, ItemEffect } from '@shared/rules/scenario/item-effect';
import { ELEMENTS, type Element, type FigureRef } from '@shared/rules/scenario';
import { nameOf, usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';

/** One effect of an item in the players' words: who heals, what is gained or infused, what the next attack takes. */
export function itemEffectText(t: TFunction, effect: ItemEffect, name: string): string {
  switch (effect.kind) {
    case 'heal':
      return t('play.items.effects.heal', { name, amount: effect.amount });
    case 'condition':
      return effect.condition === 'bless'
        ? t('play.items.effects.bless', { name })
        : t('play.items.effects.condition', { name, condition: t(`play.conditions.${effect.condition}`) });
    case 'infuse':
      return effect.element === 'any'
        ? t('play.items.effects.infuseAny')
        : t('play.items.effects.infuse', { element: t(`play.elements.${effect.element}`) });
    case 'refreshSpent':
      return t('play.items.effects.refreshSpent', { name });
    case 'removeNegativeConditions':
      return t('play.items.effects.removeNegativeConditions', { name });
    case 'defence':
      return t('play.items.effects.defence', {
        name,
        shield: effect.shield,
        retaliate: effect.retaliate,
        disadvantage: effect.attackerDisadvantage ? 'yes' : 'no',
      });
    case 'attackBonus': {
      const parts = [
        ...(effect.attack > 0 ? [t('play.items.effects.attackPlus', { attack: effect.attack })] : []),
        ...effect.conditions.map((condition) => t(`play.conditions.${condition}`)),
      ].join(', ');
      const bonus = effect.targets === 'one' ? t('play.items.effects.onOneTarget', { bonus: parts }) : parts;
      return t(effect.lasts === 'turn' ? 'play.items.effects.attackTurn' : 'play.items.effects.attackNext', { name, bonus });
    }
  }
}

/**
 * The figures an aimed item may be used on, by name (the rule is the engine's, modules/items.ts):
 * an enemy is a monster not allied to the party; an ally another character still in play, a
 * summon or an allied monster; a heal with a range reaches its owner too.
 */
function targetsOf(play: PlaySnapshot, ownerId: string, aim: ItemAim): { figure: FigureRef; name: string }[] {
  const state = play.view.state;
  const monsters = Object.values(state.monsters).filter((standee) => standee.isAlly === (aim.at !== 'enemy'));
  const figures: FigureRef[] = [
    ...(aim.at === 'enemy'
      ? []
      : [
          ...Object.values(state.characters)
            .filter((character) => !character.isExhausted && (aim.at === 'selfOrAlly' || character.id !== ownerId))
            .map((character) => ({ kind: 'character' as const, id: character.id })),
          ...Object.values(state.summons).map((summon) => ({ kind: 'summon' as const, id: summon.id })),
        ]),
    ...monsters.map((standee) => ({ kind: 'monster' as const, id: standee.id })),
  ];
  return figures.map((figure) => ({ figure, name: nameOf(state, figure) }));
}

/**
 * Using an item that does something Haven applies (issue 29, point 3): the party reads what will
 * happen and confirms, choosing the element first where the item lets them choose; the host's
 * engine then applies it with the use (shared/rules/scenario/modules/items.ts).
 */
export function ItemUseModal({
  characterId,
  characterName,
  item,
  itemName = item,
  effects,
  onClose,
}: {
  characterId: string;
  characterName: string;
  /** The item as the engine books it (the command's), and as the reader's language names it. */
  item: string;
  itemName?: string;
  effects: readonly ItemEffect[];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const needsElement = effects.some((effect) => effect.kind === 'infuse' && effect.element === 'any');
  const [element, setElement] = useState<Element | null>(null);
  // An item aimed at another figure: the party chooses it by name (issue 29, point 3).
  const aim = effects.flatMap((effect) => ('aim' in effect && effect.aim ? [effect.aim] : []))[0];
  const targets = usePlaySelect((play) => (aim ? targetsOf(play, characterId, aim) : []));
  const [target, setTarget] = useState<{ figure: FigureRef; name: string } | null>(null);
  const use = () => {
    // A refusal shows on the play screen's alert, so the dialog closes either way.
    void exec({ type: 'UseItem', characterId, item, ...(element ? { element } : {}), ...(target ? { target: target.figure } : {}) });
    onClose();
  };
  const aimedName = (effect: ItemEffect) =>
    'aim' in effect && effect.aim ? (target?.name ?? t(`play.items.aim.${effect.aim.at}`, { name: characterName })) : characterName;
  return (
    // A finger's size for every button, the close mark too, on a phone and a tablet (issue 29).
    <Modal
      opened
      onClose={onClose}
      title={t('play.items.confirmTitle', { item: itemName })}
      centered
      closeButtonProps={{ size: 'xl', 'aria-label': t('play.items.cancel') }}
      data-testid="item-use"
    >
      <Stack gap="sm" className="haven-touch">
        <Text>{t('play.items.confirmBody', { name: characterName, item: itemName })}</Text>
        <List spacing={4} data-testid="item-effects">
          {effects.map((effect, index) => (
            <List.Item key={index}>{itemEffectText(t, effect, aimedName(effect))}</List.Item>
          ))}
        </List>
        {aim && (
          <Stack gap={4}>
            <Text fw={600}>{t('play.items.chooseTarget', { range: aim.range })}</Text>
            {targets.length === 0 && <Text c="dimmed">{t('play.items.noTarget')}</Text>}
            <Group gap="xs" wrap="wrap" data-testid="item-target">
              {targets.map((option) => (
                <Button
                  key={`${option.figure.kind}-${option.figure.id}`}
                  size="lg"
                  variant={target?.figure.id === option.figure.id ? 'filled' : 'default'}
                  aria-pressed={target?.figure.id === option.figure.id}
                  onClick={() => setTarget(option)}
                >
                  {option.name}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        {needsElement && (
          <Stack gap={4}>
            <Text fw={600}>{t('play.items.chooseElement')}</Text>
            <SegmentedControl
              fullWidth
              data={ELEMENTS.map((value) => ({ value, label: t(`play.elements.${value}`) }))}
              value={element ?? ''}
              onChange={(value) => setElement(value as Element)}
              data-testid="item-element"
            />
          </Stack>
        )}
        <Group justify="flex-end" gap="xs">
          <Button size="lg" variant="default" onClick={onClose}>
            {t('play.items.cancel')}
          </Button>
          <Button
            size="lg"
            onClick={use}
            disabled={(needsElement && element === null) || (aim !== undefined && target === null)}
            data-testid="item-use-confirm"
          >
            {t('play.items.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
