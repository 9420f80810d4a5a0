import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CloseCardButton } from './CloseCardButton';
import { labelOfId } from '@shared/automaton/wording';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { BoardFigure, BoardPosition } from '@shared/map/position';
import type { ScenarioCommandInput } from '@shared/rules/scenario/commands';
import { useSay } from '../../i18n/useSay';

/** The ranges a character's "Loot X" ability has on the cards (1st ed. rulebook p. 27). */
const LOOT_RANGES = [1, 2, 3] as const;

interface Props {
  view: ScenarioSessionView;
  position: BoardPosition;
  selected: BoardFigure;
  onTakeOff(): void;
  onClose(): void;
  execute(command: ScenarioCommandInput): Promise<ScenarioSessionView | null>;
}

/**
 * The figure tapped on the board: its name, taking it off, and for a standee its number, to match
 * the standee drawn from the box (1st ed. rulebook p. 13: the numbers are randomized when placed).
 * A number another standee of the type has trades the two; dragging one standee onto another does
 * the same in one gesture. A character's card offers its loot ability while money tokens lie on the board.
 */
export function SelectedFigureCard({ view, position, selected, onTakeOff, onClose, execute }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const standee = view.state.monsters[selected.id];
  const character = view.state.characters[selected.id];
  const count = standee ? (view.state.monsterTypes[standee.typeId]?.standeeCount ?? 0) : 0;
  return (
    <Stack gap="xs" data-testid="selected-figure">
      <Text fw={600}>{labelOfId(position.figures, selected.id, say)}</Text>
      {standee && count > 1 && (
        <Stack gap={4} data-testid="standee-numbers">
          <Text size="sm">{t('board.figures.numberHint')}</Text>
          <Group gap={6}>
            {Array.from({ length: count }, (_, i) => i + 1).map((number) => (
              <Button
                key={number}
                h={44}
                miw={44}
                px={0}
                variant={number === standee.number ? 'filled' : 'default'}
                aria-pressed={number === standee.number}
                onClick={() => number !== standee.number && void execute({ type: 'RenumberStandee', standeeId: standee.id, number })}
                data-testid={`standee-number-${number}`}
              >
                {number}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      {character && !character.isExhausted && Object.keys(view.state.moneyTokensOnBoard ?? {}).length > 0 && (
        <Stack gap={4} data-testid="loot-ability">
          <Text size="sm">
            {t('board.moneyTokens.lootTitle')}: {t('board.moneyTokens.lootHint', { name: character.name })}
          </Text>
          <Group gap={6}>
            {LOOT_RANGES.map((range) => (
              <Button
                key={range}
                h={44}
                size="sm"
                variant="light"
                color="yellow"
                onClick={() => void execute({ type: 'LootMoneyTokens', characterId: character.id, range })}
                data-testid={`loot-range-${range}`}
              >
                {t('board.moneyTokens.lootRange', { range })}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <Group gap="xs">
        <Button size="sm" h={44} variant="light" color="red" onClick={onTakeOff}>
          {t('board.figures.takeOff')}
        </Button>
        <CloseCardButton onClose={onClose} />
      </Group>
    </Stack>
  );
}
