import { Group, Stack, Text } from '@mantine/core';
import type { Condition, Element, WorkedOutAction } from '../../../../shared/rules/scenario';
import { ConditionIcon, ElementIcon } from './icons';

const WORDS: Partial<Record<WorkedOutAction['type'], string>> = {
  move: 'Move', attack: 'Attack', range: 'Range', target: 'Target', heal: 'Heal', shield: 'Shield', retaliate: 'Retaliate',
  pierce: 'Pierce', jump: 'Jump', flying: 'Flying', loot: 'Loot', summon: 'Summon',
};

function ActionPart({ action, isSub }: { action: WorkedOutAction; isSub: boolean }) {
  if (action.type === 'condition' && action.condition) {
    return <Group gap={4} wrap="nowrap"><ConditionIcon condition={action.condition as Condition} size={isSub ? 18 : 22} /><Text span fz={isSub ? 'sm' : 'md'} tt="capitalize">{action.condition}</Text></Group>;
  }
  if ((action.type === 'infuse' || action.type === 'consume') && action.element) {
    return (
      <Group gap={4} wrap="nowrap">
        <ElementIcon element={action.element as Element} size={isSub ? 18 : 22} />
        <Text span fz={isSub ? 'sm' : 'md'}>{action.type === 'infuse' ? 'Infuse' : 'Consume'} {action.element}{action.subActions.length > 0 ? ':' : ''}</Text>
      </Group>
    );
  }
  if (action.type === 'special' || action.type === 'summon') {
    // Text kept as written (push, areas, boss specials): smaller, so a long line still fits the card.
    return <Text span fz="sm" fw={isSub ? 500 : 600} lh={1.25}>{action.text ?? ''}</Text>;
  }
  const word = `${WORDS[action.type] ?? action.type}${action.value !== undefined ? ` ${action.value}` : ''}`;
  return <Text span fz={isSub ? 'sm' : 'lg'} fw={isSub ? 500 : 700}>{word}</Text>;
}

/** A card's actions worked out for one rank: "Move 3", "Attack 4" with "Range 3, Poison" beneath. */
export function ActionList({ actions, testId }: { actions: WorkedOutAction[]; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      {actions.map((action, i) => (
        <Stack key={i} gap={0}>
          <ActionPart action={action} isSub={false} />
          {action.subActions.length > 0 && (
            <Group gap={8} pl="sm" wrap="wrap">
              {action.subActions.map((sub, j) => <ActionPart key={j} action={sub} isSub />)}
            </Group>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
