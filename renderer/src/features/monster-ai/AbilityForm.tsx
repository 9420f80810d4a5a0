import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import type { Ability, BoardRules } from '@shared/map/position';
import { AreaField } from '../../components/hex-map/AreaField';

const RULES: BoardRules[] = ['gh', 'fh', 'jotl'];
const MOVEMENTS: Ability['movement'][] = ['normal', 'jump', 'flying', 'teleport'];

interface Props {
  ability: Ability;
  rules: BoardRules;
  onAbility(ability: Ability): void;
  onRules(rules: BoardRules): void;
}

const asNumber = (value: number | string, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The active monster's drawn ability card, as far as movement and attack choice go. */
export const AbilityForm = memo(function AbilityForm({ ability, rules, onAbility, onRules }: Props) {
  const { t } = useTranslation();
  const attack = ability.attack;
  return (
    <Stack gap="xs" data-testid="ability-form">
      <Text size="sm" fw={600}>
        {t('monsterAi.ability.rules')}
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        value={rules}
        onChange={(v) => onRules(v as BoardRules)}
        data={RULES.map((value) => ({ value, label: t(`monsterAi.ability.${value}`) }))}
        aria-label={t('monsterAi.ability.rules')}
      />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <NumberInput
          size="sm"
          label={t('monsterAi.ability.move')}
          min={0}
          max={20}
          w={90}
          value={ability.move}
          onChange={(v) => onAbility({ ...ability, move: asNumber(v, 0) })}
        />
        <Select
          size="sm"
          label={t('monsterAi.ability.movement')}
          value={ability.movement}
          onChange={(v) => v && onAbility({ ...ability, movement: v as Ability['movement'] })}
          data={MOVEMENTS.map((value) => ({ value, label: t(`monsterAi.ability.${value}`) }))}
          allowDeselect={false}
        />
      </Group>
      <Switch
        label={t('monsterAi.ability.hasAttack')}
        checked={attack !== null}
        onChange={(e) => onAbility({ ...ability, attack: e.currentTarget.checked ? { range: 0, targets: 1, aoe: null } : null })}
      />
      {attack && (
        <>
          <Group gap="sm" wrap="nowrap">
            <NumberInput
              size="sm"
              label={t('monsterAi.ability.range')}
              min={0}
              max={20}
              value={attack.range}
              onChange={(v) => onAbility({ ...ability, attack: { ...attack, range: asNumber(v, 0) } })}
            />
            <NumberInput
              size="sm"
              label={t('monsterAi.ability.targets')}
              min={1}
              max={10}
              value={attack.targets}
              onChange={(v) => onAbility({ ...ability, attack: { ...attack, targets: Math.max(1, asNumber(v, 1)) } })}
            />
          </Group>
          <AreaField area={attack.aoe} range={attack.range} onArea={(aoe) => onAbility({ ...ability, attack: { ...attack, aoe } })} />
        </>
      )}
      <Checkbox
        label={t('monsterAi.ability.muddled')}
        checked={ability.isMuddled}
        onChange={(e) => onAbility({ ...ability, isMuddled: e.currentTarget.checked })}
      />
    </Stack>
  );
});
