import { memo } from 'react';
import { Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import type { Ability, BoardRules } from '../../../../shared/map/position';
import { AreaField } from '../../components/hex-map/AreaField';

const RULES: Array<{ value: BoardRules; label: string }> = [
  { value: 'gh', label: 'GH 1st ed.' },
  { value: 'fh', label: 'GH 2nd ed. / FH' },
  { value: 'jotl', label: 'JotL' },
];

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
  const attack = ability.attack;
  return (
    <Stack gap="xs" data-testid="ability-form">
      <Text size="sm" fw={600}>
        Rules
      </Text>
      <SegmentedControl size="xs" value={rules} onChange={(v) => onRules(v as BoardRules)} data={RULES} aria-label="Rules" />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <NumberInput
          size="sm"
          label="Move"
          min={0}
          max={20}
          w={90}
          value={ability.move}
          onChange={(v) => onAbility({ ...ability, move: asNumber(v, 0) })}
        />
        <Select
          size="sm"
          label="Movement"
          value={ability.movement}
          onChange={(v) => v && onAbility({ ...ability, movement: v as Ability['movement'] })}
          data={[
            { value: 'normal', label: 'Normal' },
            { value: 'jump', label: 'Jump' },
            { value: 'flying', label: 'Flying' },
            { value: 'teleport', label: 'Teleport' },
          ]}
          allowDeselect={false}
        />
      </Group>
      <Switch
        label="The card has an attack"
        checked={attack !== null}
        onChange={(e) => onAbility({ ...ability, attack: e.currentTarget.checked ? { range: 0, targets: 1, aoe: null } : null })}
      />
      {attack && (
        <>
          <Group gap="sm" wrap="nowrap">
            <NumberInput
              size="sm"
              label="Range (0 = melee)"
              min={0}
              max={20}
              value={attack.range}
              onChange={(v) => onAbility({ ...ability, attack: { ...attack, range: asNumber(v, 0) } })}
            />
            <NumberInput
              size="sm"
              label="Targets"
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
        label="Muddled"
        checked={ability.isMuddled}
        onChange={(e) => onAbility({ ...ability, isMuddled: e.currentTarget.checked })}
      />
    </Stack>
  );
});
