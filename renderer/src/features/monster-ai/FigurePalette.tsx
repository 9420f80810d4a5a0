import { Button, NumberInput, SegmentedControl, Stack, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFigure } from '@shared/map/position';
import type { FigureTemplate, Tool } from '../../components/hex-map/tools';

interface Props {
  tool: Tool;
  onTool(tool: Tool): void;
}

/** Chooses the next figure to put down; each tap on a hex then places one (monsters count up). */
export const FigurePalette = memo(function FigurePalette({ tool, onTool }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<BoardFigure['kind']>('monster');
  const [name, setName] = useState('');
  const [isElite, setElite] = useState(false);
  const [initiative, setInitiative] = useState<number | string>('');
  // Between a tablet held sideways and a wide screen the palette's column is too narrow for the
  // three kinds side by side in German ("Beschwörung"): they stand one under the other there.
  const isNarrowColumn = useMediaQuery('(min-width: 62em) and (max-width: 75em)');
  const isPlacing = tool.kind === 'place';
  const template: FigureTemplate = {
    kind,
    name: name.trim(),
    isElite: kind === 'monster' && isElite,
    ...(kind !== 'monster' && typeof initiative === 'number' ? { initiative } : {}),
  };
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        fullWidth
        orientation={isNarrowColumn ? 'vertical' : 'horizontal'}
        value={kind}
        onChange={(v) => setKind(v as BoardFigure['kind'])}
        data={(['character', 'summon', 'monster'] as const).map((k) => ({ value: k, label: t(`monsterAi.palette.${k}`) }))}
        aria-label={t('monsterAi.palette.kind')}
      />
      <TextInput
        size="sm"
        label={t('monsterAi.palette.name')}
        placeholder={t(`monsterAi.palette.${kind}Example`)}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      {kind === 'monster' ? (
        <Switch label={t('monsterAi.palette.elite')} checked={isElite} onChange={(e) => setElite(e.currentTarget.checked)} />
      ) : (
        <NumberInput size="sm" label={t('monsterAi.palette.initiative')} min={0} max={99} value={initiative} onChange={setInitiative} />
      )}
      <Button
        size="sm"
        variant={isPlacing ? 'filled' : 'light'}
        onClick={() => onTool(isPlacing ? { kind: 'select' } : { kind: 'place', figure: template })}
      >
        {isPlacing ? t('monsterAi.palette.done') : t('monsterAi.palette.place')}
      </Button>
    </Stack>
  );
});
