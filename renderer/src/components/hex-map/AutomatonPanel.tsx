import { Alert, Button, Chip, Group, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFigure, BoardPosition } from '@shared/map/position';
import { hexPlace, labelOfId, optionLine, reasonLine } from '@shared/automaton/wording';
import type { Say } from '@shared/monster-ai';
import { useSay } from '../../i18n/useSay';
import type { MonsterTurnOption } from '@shared/monster-ai';
import type { Automaton } from './useAutomaton';

interface Props {
  /** The board the automaton was asked about: its figures' names and the places its hexes are told by. */
  position: BoardPosition;
  automaton: Automaton;
  onApply(option: MonsterTurnOption): void;
}

function names(t: TFunction, say: Say, figures: readonly BoardFigure[], ids: readonly string[]): string {
  return ids.length === 0 ? t('hexMap.automaton.nobody') : ids.map((id) => labelOfId(figures, id, say)).join(', ');
}

/**
 * "Run the automaton": where the active monster goes and whom it attacks, in words, with one chip
 * per option where the rules leave the choice to the players, and the button that makes the move.
 */
export const AutomatonPanel = memo(function AutomatonPanel({ position, automaton, onApply }: Props) {
  const { t } = useTranslation();
  // Names, places and the automaton's reasons in the screen's language (shared/automaton/wording.ts).
  const say = useSay();
  const { figures } = position;
  const { answer, isStale, chosen, problem } = automaton;
  const option = answer && !isStale ? (answer.options[chosen] ?? null) : null;
  const steps = option ? Math.max(0, option.path.length - 1) : 0;
  return (
    <Stack gap="xs" data-testid="automaton-panel">
      <Button onClick={() => void automaton.run()} loading={automaton.isBusy} disabled={problem !== null}>
        {t('hexMap.automaton.run')}
      </Button>
      {problem && (
        <Text size="sm" c="dimmed">
          {problem}
        </Text>
      )}
      {automaton.error && <Alert color="red">{automaton.error}</Alert>}
      {answer && isStale && (
        <Text size="sm" c="dimmed" data-testid="automaton-stale">
          {t('hexMap.automaton.stale')}
        </Text>
      )}
      {answer && !isStale && answer.options.length === 0 && <Text size="sm">{t('hexMap.automaton.noTurn')}</Text>}
      {answer && !isStale && answer.options.length > 1 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('hexMap.automaton.options', { count: answer.options.length })}
          </Text>
          <Chip.Group value={String(chosen)} onChange={(v) => automaton.choose(Number(v))}>
            <Group gap={6}>
              {answer.options.map((o, i) => (
                <Chip
                  key={i}
                  value={String(i)}
                  size="sm"
                  styles={{ label: { whiteSpace: 'normal', height: 'auto', minHeight: 28, lineHeight: 1.3, paddingBlock: 4 } }}
                >
                  {optionLine(position, o, i, say)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      )}
      {option && (
        <Stack
          gap={2}
          data-testid="automaton-result"
          data-focus={option.focus.join(',')}
          data-move-to={option.moveTo.join(',')}
          data-attacks={option.attacks.join(',')}
        >
          <Text size="sm">
            <b>{t('hexMap.automaton.focus')}</b> <span data-testid="automaton-focus">{names(t, say, figures, option.focus)}</span>
          </Text>
          <Text size="sm">
            <b>{t('hexMap.automaton.moves')}</b>{' '}
            <span data-testid="automaton-move">
              {steps === 0
                ? t('hexMap.automaton.stays')
                : t('hexMap.automaton.moveTo', { place: hexPlace(position, option.moveTo, position.active, say), count: steps })}
            </span>
          </Text>
          <Text size="sm">
            <b>{t('hexMap.automaton.attacks')}</b>{' '}
            <span data-testid="automaton-attacks">
              {option.attacks.length ? names(t, say, figures, option.attacks) : t('hexMap.automaton.noAttack')}
            </span>
          </Text>
          <Button mt={4} variant="light" onClick={() => onApply(option)} disabled={steps === 0}>
            {t('hexMap.automaton.apply')}
          </Button>
        </Stack>
      )}
      {answer && !isStale && (
        <List size="sm" spacing={2} data-testid="automaton-explanation">
          {/* The host's answer always carries its reasons as catalog keys (the command line's leaves them out). */}
          {(answer.reasons ?? []).map((reason, i) => (
            <List.Item key={i}>{reasonLine(position, reason, answer.options, say)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
});
