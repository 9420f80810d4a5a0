import type { Hex } from '@shared/hex/types';
import { Card, Grid, Loader, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextFigureId, nextStandee } from '@shared/map/edit';
import type { Ability, BoardPosition, BoardRules } from '@shared/map/position';
import type { MonsterTurnOption } from '@shared/monster-ai';
import { AbilityForm } from './AbilityForm';
import { AutomatonPanel } from '../../components/hex-map/AutomatonPanel';
import { MonsterAiHeader } from './MonsterAiHeader';
import { ExchangePanel } from '../../components/hex-map/ExchangePanel';
import { FigurePalette } from './FigurePalette';
import { HexBoard } from '../../components/hex-map/HexBoard';
import { SelectedFigure } from './SelectedFigure';
import { ToolPalette } from '../../components/hex-map/ToolPalette';
import type { Tool } from '../../components/hex-map/tools';
import { useAutomaton } from '../../components/hex-map/useAutomaton';
import { useBoardEditing } from '../../components/hex-map/useBoardEditing';
import { useBoardDraft } from './useBoardDraft';
import { useBoardHistory } from './useBoardHistory';

/**
 * "Monster AI board": draw a map, put figures on it, set the active monster's card and ask the
 * automaton what the monster does. Standalone for now; the pieces take their state as props so
 * that the scenario screen can embed them.
 */
export function MonsterAiPage() {
  const draft = useBoardDraft();
  return draft.initial === undefined ? <Loader /> : <MonsterAiBoard initial={draft.initial} save={draft.save} />;
}

function MonsterAiBoard({ initial, save }: { initial: BoardPosition; save(position: BoardPosition): void }) {
  const { t } = useTranslation();
  const { position, apply, undo, redo, canUndo, canRedo } = useBoardHistory(initial, save);
  const [tool, setTool] = useState<Tool>({ kind: 'room' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [fitRequest, setFitRequest] = useState(0);
  const automaton = useAutomaton(position);
  // Callbacks read the position through currentPosition, so that the memoised panels keep their props.
  const { hasClipboard, onCopy, onPaste, onStamp, currentPosition } = useBoardEditing(position, apply, tool, setTool);
  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
  ]);

  const onPlace = useCallback(
    (at: Hex) => {
      if (tool.kind !== 'place') return;
      const { figure } = tool;
      apply({
        type: 'placeFigure',
        figure: {
          id: nextFigureId(position, figure.kind),
          kind: figure.kind,
          hex: at,
          name: figure.name,
          isElite: figure.isElite,
          isLongResting: false,
          isInvisible: false,
          ...(figure.kind === 'monster' ? { standee: nextStandee(position, figure.name) } : {}),
          ...(figure.initiative !== undefined ? { initiative: figure.initiative } : {}),
          ...(figure.kind === 'summon' ? { summonOf: position.figures.find((f) => f.kind === 'character')?.id ?? null } : {}),
        },
      });
    },
    [apply, position, tool],
  );
  const onImport = useCallback(
    (imported: BoardPosition) => {
      apply({ type: 'replace', position: imported });
      setSelectedId(null);
      setFitRequest((n) => n + 1);
    },
    [apply],
  );
  const onApply = useCallback(
    (option: MonsterTurnOption) => {
      const { active } = currentPosition();
      if (active) apply({ type: 'moveFigure', id: active, to: option.moveTo });
    },
    [apply, currentPosition],
  );
  const onClear = useCallback(
    () => apply({ type: 'replace', position: { ...currentPosition(), tiles: {}, thinWalls: [], figures: [], active: null } }),
    [apply, currentPosition],
  );

  const onAbility = useCallback((ability: Ability) => apply({ type: 'setAbility', ability }), [apply]);
  const onRules = useCallback((rules: BoardRules) => apply({ type: 'setRules', rules }), [apply]);

  const selected = position.figures.find((f) => f.id === selectedId) ?? null;
  const option = automaton.answer && !automaton.isStale ? (automaton.answer.options[automaton.chosen] ?? null) : null;

  return (
    <Stack gap="sm">
      <MonsterAiHeader canUndo={canUndo} canRedo={canRedo} onUndo={undo} onRedo={redo} onClear={onClear} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <Stack gap="sm">
            <Card withBorder padding="sm">
              <ToolPalette tool={tool} onTool={setTool} hasClipboard={hasClipboard} />
            </Card>
            <Card withBorder padding="sm">
              <Text size="sm" fw={600} mb={6}>
                {t('monsterAi.page.figures')}
              </Text>
              {selected ? (
                <SelectedFigure position={position} figure={selected} onEdit={apply} onClose={() => setSelectedId(null)} />
              ) : (
                <FigurePalette tool={tool} onTool={setTool} />
              )}
            </Card>
            <Card withBorder padding="sm">
              <ExchangePanel problem={automaton.problem} currentPosition={currentPosition} onImport={onImport} />
            </Card>
          </Stack>
        </Grid.Col>
        {/* On a narrow screen (a tablet held upright) the map comes first, the tools below it. */}
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: 2 }}>
          <HexBoard
            tool={tool}
            position={position}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onEdit={apply}
            onCopy={onCopy}
            onPaste={onPaste}
            onStamp={onStamp}
            onPlace={onPlace}
            option={option}
            options={automaton.answer && !automaton.isStale ? automaton.answer.options : undefined}
            fitRequest={fitRequest}
            height="calc(100vh - 170px)"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 3, md: 3 }}>
          <Stack gap="sm">
            <Card withBorder padding="sm">
              <AbilityForm ability={position.ability} rules={position.rules} onAbility={onAbility} onRules={onRules} />
            </Card>
            <Card withBorder padding="sm">
              <AutomatonPanel position={position} automaton={automaton} onApply={onApply} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
