import { Group, Kbd, Modal, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { en } from '@shared/i18n/source';

type Shortcut = keyof typeof en.playSetup.help.shortcuts;
/** A key of a shortcut: a letter or sign as printed on the key, or a modifier named in the language. */
type Key = string | { named: keyof typeof en.playSetup.help.keys };

const CTRL: Key = { named: 'ctrl' };
const SHIFT: Key = { named: 'shift' };

export const SHORTCUTS: Array<[keys: Key[], what: Shortcut]> = [
  [['D'], 'draw'],
  [['N'], 'next'],
  [['E'], 'endRound'],
  [['A'], 'attack'],
  [['1', '…', '6'], 'elements'],
  [['−'], 'damage'],
  [['+'], 'heal'],
  [['K'], 'kill'],
  [['S'], 'summon'],
  [[{ named: 'esc' }], 'clear'],
  [['H'], 'history'],
  [[CTRL, 'Z'], 'undo'],
  [[CTRL, SHIFT, 'Z'], 'redo'],
  [['?'], 'help'],
];

/** Every keyboard shortcut of the play screen (opened with "?"). */
export const HelpDialog = memo(function HelpDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const word = (key: Key) => (typeof key === 'string' ? key : t(`playSetup.help.keys.${key.named}`));
  return (
    <Modal opened={opened} onClose={onClose} title={t('playSetup.help.title')} size="lg">
      <Stack gap={6} data-testid="help">
        <Text fz="sm" c="dimmed">
          {t('playSetup.help.intro')}
        </Text>
        {SHORTCUTS.map(([keys, what]) => (
          <Group key={what} gap="sm" wrap="nowrap">
            <Group gap={4} w={170} wrap="nowrap" style={{ flexShrink: 0 }}>
              {/* A letter or sign is what the key shows in every language: not a word to translate. */}
              {keys.map((k) => (
                <Kbd key={word(k)} translate={typeof k === 'string' ? 'no' : undefined}>
                  {word(k)}
                </Kbd>
              ))}
            </Group>
            <Text>{t(`playSetup.help.shortcuts.${what}`)}</Text>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
});
