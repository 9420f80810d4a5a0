import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { memo } from 'react';

export const SHORTCUTS: Array<[keys: string[], what: string]> = [
  [['D'], 'Draw the monster ability cards (once every initiative is in)'],
  [['N'], 'Next turn: end the current turn and start the next one'],
  [['E'], 'End the round: elements wane, decks shuffle, conditions expire'],
  [['A'], 'Attack the selected figure: draw a modifier card'],
  [['1', '…', '6'], 'Infuse or consume fire, ice, air, earth, light, dark'],
  [['−'], 'Selected figure suffers 1 damage'],
  [['+'], 'Selected figure heals 1'],
  [['K'], 'Kill the selected monster or summon'],
  [['S'], 'Add a summon for the selected character (or the one whose turn it is)'],
  [['Esc'], 'Clear the selection'],
  [['H'], 'Show the history'],
  [['Ctrl', 'Z'], 'Undo'],
  [['Ctrl', 'Shift', 'Z'], 'Redo'],
  [['?'], 'This help'],
];

/** Every keyboard shortcut of the play screen (opened with "?"). */
export const HelpDialog = memo(function HelpDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg">
      <Stack gap={6} data-testid="help">
        <Text fz="sm" c="dimmed">
          Initiatives: type “12 45” (leading card, other card) or “r” for a long rest, then Enter. In an initiative field Ctrl+Z,
          Ctrl+Shift+Z, D, A, K, H and Esc still work; other keys are typed.
        </Text>
        {SHORTCUTS.map(([keys, what]) => (
          <Group key={what} gap="sm" wrap="nowrap">
            <Group gap={4} w={170} wrap="nowrap">
              {keys.map((k) => (
                <Kbd key={k}>{k}</Kbd>
              ))}
            </Group>
            <Text>{what}</Text>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
});
