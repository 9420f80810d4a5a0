import { ActionIcon, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { conditionsOf, type Condition } from '../../../../shared/rules/scenario';
import { ConditionIcon } from './icons';
import { nameOf, usePlay } from './play-context';

/** The selected figure: damage and heal by tap or number, conditions on and off, and a kill. */
export function FigurePanel() {
  const { view, exec, selected } = usePlay();
  const [amount, setAmount] = useState<number | string>('');
  if (!selected) {
    return (
      <Card withBorder padding="sm">
        <Text c="dimmed">Tap a standee or a figure in the turn order to damage, heal or give it conditions.</Text>
      </Card>
    );
  }
  const figure = selected.kind === 'monster' ? view.state.monsters[selected.id] : selected.kind === 'character' ? view.state.characters[selected.id] : view.state.summons[selected.id];
  if (!figure) return <Card withBorder padding="sm"><Text c="dimmed">That figure has left the map.</Text></Card>;
  const damage = (n: number) => void exec({ type: 'SufferDamage', figure: selected, amount: n, source: 'other' });
  const heal = (n: number) => void exec({ type: 'Heal', figure: selected, amount: n });
  const has = (c: Condition) => figure.conditions.some((token) => token.name === c);
  const toggle = (c: Condition) => void exec(has(c) ? { type: 'RemoveCondition', figure: selected, condition: c } : { type: 'AddCondition', figure: selected, condition: c });
  const n = typeof amount === 'number' && amount > 0 ? amount : null;
  return (
    <Card withBorder padding="sm" data-testid="figure-panel">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} fz="lg" truncate>{nameOf(view, selected)}</Text>
          <Text fw={800} fz={26} lh={1} data-testid="figure-health">{figure.health}<Text span c="dimmed" fz="md">/{figure.maxHealth}</Text></Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          {[1, 2, 3, 5].map((d) => (
            <Button key={d} color="red" variant="light" size="md" px={10} onClick={() => damage(d)} data-testid={`damage-${d}`}>−{d}</Button>
          ))}
          <Button color="teal" variant="light" size="md" px={10} onClick={() => heal(1)} data-testid="heal-1">+1</Button>
        </Group>
        <Group gap={6} wrap="nowrap">
          <NumberInput aria-label="Amount" placeholder="amount" value={amount} onChange={setAmount} min={1} allowDecimal={false} w={90} size="md" />
          <Button color="red" size="md" px={10} disabled={n === null} onClick={() => { if (n) damage(n); setAmount(''); }}>Damage</Button>
          <Button color="teal" size="md" px={10} disabled={n === null} onClick={() => { if (n) heal(n); setAmount(''); }}>Heal</Button>
        </Group>
        <SimpleGrid cols={5} spacing={4}>
          {conditionsOf(view.edition).map((c) => (
            <Tooltip key={c} label={c}>
              <ActionIcon size={44} variant={has(c) ? 'filled' : 'default'} color={has(c) ? 'dark' : undefined} onClick={() => toggle(c)} aria-label={`${has(c) ? 'Remove' : 'Add'} ${c}`} aria-pressed={has(c)} data-testid={`condition-${c}`}>
                <ConditionIcon condition={c} size={26} />
              </ActionIcon>
            </Tooltip>
          ))}
        </SimpleGrid>
        {selected.kind === 'monster' && (
          <Button color="dark" variant="outline" size="md" onClick={() => damage(figure.health)} data-testid="kill" title="Its hit points to 0: it dies and drops a money token where the rules say so">Kill (K)</Button>
        )}
      </Stack>
    </Card>
  );
}
