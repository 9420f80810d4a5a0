import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { usePlayActions, usePlaySelect } from './play-context';

const asCount = (value: number | string, least: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= least ? value : null;

/**
 * Adds a character's summon with the stats printed for it on the owner's card: hit points, move,
 * attack, range, shield and retaliate. It acts just before its owner, from the next round when
 * summoned during turns (1st ed. rulebook "Summons"); it attacks with its own attack value.
 */
export function AddSummonModal({ ownerId, onClose }: { ownerId: string; onClose(): void }) {
  const { exec } = usePlayActions();
  const ownerName = usePlaySelect((play) => play.view.state.characters[ownerId]?.name ?? ownerId);
  const isDuringTurns = usePlaySelect((play) => play.view.state.phase === 'turns');
  const [name, setName] = useState('');
  const [maxHealth, setMaxHealth] = useState<number | string>('');
  const [shield, setShield] = useState<number | string>(0);
  const [retaliate, setRetaliate] = useState<number | string>(0);
  const [move, setMove] = useState<number | string>(0);
  const [attack, setAttack] = useState<number | string>(0);
  const [range, setRange] = useState<number | string>(0);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const hp = asCount(maxHealth, 1);
    const shieldValue = asCount(shield === '' ? 0 : shield, 0);
    const retaliateValue = asCount(retaliate === '' ? 0 : retaliate, 0);
    if (name.trim() === '') return setProblem('Give the summon a name, as on its card.');
    if (hp === null) return setProblem('Hit points are a whole number, 1 or more.');
    if (shieldValue === null || retaliateValue === null) return setProblem('Shield and retaliate are whole numbers, 0 or more.');
    const [moveValue, attackValue, rangeValue] = [move, attack, range].map((v) => asCount(v === '' ? 0 : v, 0));
    if (moveValue == null || attackValue == null || rangeValue == null)
      return setProblem('Move, attack and range are whole numbers, 0 or more.');
    // A refusal shows on the play screen's alert, so the form closes either way.
    void exec({
      type: 'AddSummon',
      ownerId,
      name: name.trim(),
      maxHealth: hp,
      shield: shieldValue,
      retaliate: retaliateValue,
      move: moveValue,
      attack: attackValue,
      range: rangeValue,
    });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`${ownerName} summons`} size="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="add-summon-form"
      >
        <Stack gap="sm">
          <TextInput
            label="Name"
            placeholder="e.g. Mystic Ally"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblem(null);
            }}
            data-autofocus
            data-testid="summon-name"
          />
          <Group grow gap="xs" align="flex-start">
            <NumberInput label="Move" min={0} allowDecimal={false} value={move} onChange={setMove} data-testid="summon-move" />
            <NumberInput label="Attack" min={0} allowDecimal={false} value={attack} onChange={setAttack} data-testid="summon-attack" />
            <NumberInput label="Range" min={0} allowDecimal={false} value={range} onChange={setRange} data-testid="summon-range" />
          </Group>
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label="Hit points"
              min={1}
              allowDecimal={false}
              value={maxHealth}
              onChange={setMaxHealth}
              data-testid="summon-health"
            />
            <NumberInput label="Shield" min={0} allowDecimal={false} value={shield} onChange={setShield} data-testid="summon-shield" />
            <NumberInput
              label="Retaliate"
              min={0}
              allowDecimal={false}
              value={retaliate}
              onChange={setRetaliate}
              data-testid="summon-retaliate"
            />
          </Group>
          <Text fz="sm" c="dimmed">
            Acts just before {ownerName}, {isDuringTurns ? 'from next round' : 'from this round'}. Damage it and give it conditions like a
            standee; it attacks with its own attack from {ownerName}'s modifier deck.
          </Text>
          {problem && (
            <Text c="red" fz="sm" data-testid="summon-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="grape" data-testid="summon-submit">
              Add summon
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
