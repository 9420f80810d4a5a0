import { Button, Group, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CommitTextInput } from '../../components/CommitTextInput';
import type { BoardEdit } from '@shared/map/edit';
import type { BoardFigure, BoardPosition } from '@shared/map/position';
import { figureLabel } from '@shared/automaton/wording';
import { useSay } from '../../i18n/useSay';

interface Props {
  position: BoardPosition;
  figure: BoardFigure;
  onEdit(edit: BoardEdit): void;
  onClose(): void;
}

/** The tapped figure's facts the monster AI uses: initiative, elite, long rest, invisible, owner. */
export function SelectedFigure({ position, figure, onEdit, onClose }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const change = (changes: Extract<BoardEdit, { type: 'updateFigure' }>['changes']) =>
    onEdit({ type: 'updateFigure', id: figure.id, changes });
  const owners = position.figures.filter((f) => f.kind === 'character');
  return (
    <Stack gap="xs" data-testid="selected-figure">
      <Text fw={600}>{figureLabel(figure, say)}</Text>
      <CommitTextInput label={t('monsterAi.selected.name')} value={figure.name} onCommit={(name) => change({ name })} />
      {figure.kind === 'monster' ? (
        <Group gap="sm">
          <NumberInput
            size="sm"
            label={t('monsterAi.selected.standee')}
            min={0}
            w={100}
            value={figure.standee ?? ''}
            onChange={(v) => typeof v === 'number' && change({ standee: v })}
          />
          <Switch
            mt="lg"
            label={t('monsterAi.selected.elite')}
            checked={figure.isElite}
            onChange={(e) => change({ isElite: e.currentTarget.checked })}
          />
        </Group>
      ) : (
        <>
          <NumberInput
            size="sm"
            label={t('monsterAi.selected.initiative')}
            min={0}
            max={99}
            value={figure.initiative ?? ''}
            onChange={(v) => change({ initiative: typeof v === 'number' ? v : undefined })}
          />
          <Group gap="md">
            <Switch
              label={t('monsterAi.selected.longResting')}
              checked={figure.isLongResting}
              onChange={(e) => change({ isLongResting: e.currentTarget.checked })}
            />
            <Switch
              label={t('monsterAi.selected.invisible')}
              checked={figure.isInvisible}
              onChange={(e) => change({ isInvisible: e.currentTarget.checked })}
            />
          </Group>
          {figure.kind === 'summon' && (
            <Select
              size="sm"
              label={t('monsterAi.selected.summonedBy')}
              data={owners.map((o) => ({ value: o.id, label: figureLabel(o, say) }))}
              value={figure.summonOf ?? null}
              onChange={(v) => change({ summonOf: v })}
              clearable
            />
          )}
        </>
      )}
      <Group gap="xs">
        {figure.kind === 'monster' && (
          <Button
            size="xs"
            variant="light"
            disabled={position.active === figure.id}
            onClick={() => onEdit({ type: 'setActive', id: figure.id })}
          >
            {position.active === figure.id ? t('monsterAi.selected.active') : t('monsterAi.selected.makeActive')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => {
            onEdit({ type: 'removeFigure', id: figure.id });
            onClose();
          }}
        >
          {t('monsterAi.selected.remove')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onClose}>
          {t('monsterAi.selected.close')}
        </Button>
      </Group>
    </Stack>
  );
}
