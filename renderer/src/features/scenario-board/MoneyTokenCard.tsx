import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CloseCardButton } from './CloseCardButton';
import type { Hex } from '@shared/hex/types';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario/commands';

interface Props {
  view: ScenarioSessionView;
  hex: Hex;
  count: number;
  onClose(): void;
  execute(command: ScenarioCommandInput): Promise<ScenarioSessionView | null>;
}

/**
 * The money tokens on a tapped hex: how many lie there, and a button per character still in the
 * scenario that takes them into that character's loot (the engine's LootMoneyTokens by hex). Ending
 * a turn on them takes them without this (1st ed. rulebook p. 27 "End-of-turn looting").
 */
export function MoneyTokenCard({ view, hex, count, onClose, execute }: Props) {
  const { t } = useTranslation();
  const looters = Object.values(view.state.characters).filter((character) => !character.isExhausted);
  return (
    <Stack gap="xs" data-testid="money-token-card">
      <Text fw={600}>{t('board.moneyTokens.here', { count })}</Text>
      <Text size="sm" c="dimmed">
        {t('board.moneyTokens.handHint')}
      </Text>
      <Group gap="xs">
        {looters.map((character) => (
          <Button
            key={character.id}
            size="sm"
            h={44}
            variant="light"
            color="yellow"
            onClick={() => void execute({ type: 'LootMoneyTokens', characterId: character.id, hex }).then((done) => done && onClose())}
          >
            {t('board.moneyTokens.lootFor', { name: character.name })}
          </Button>
        ))}
        <CloseCardButton onClose={onClose} />
      </Group>
    </Stack>
  );
}
