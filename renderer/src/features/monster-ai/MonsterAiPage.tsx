import type { Hex } from '@shared/hex/types';
import { Card, Grid, Loader, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextFigureId, nextStandee } from '@shared/map/edit';
import { hexesInRectangle } from '@shared/map/rectangle';
import { copyRoom, type RoomLayout } from '@shared/map/room';
import { orientationOf, type Ability, type BoardPosition, type BoardRules } from '@shared/map/position';
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
  const [room, setRoom] = useState<RoomLayout | null>(null);
  const [fitRequest, setFitRequest] = useState(0);
  const automaton = useAutomaton(position);
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
  const onCopy = useCallback(
    (from: Hex, to: Hex) => {
      const copied = copyRoom(position, hexesInRectangle(from, to, orientationOf(position)));
      if (copied) {
        setRoom(copied);
        setTool({ kind: 'paste' });
      }
    },
    [position],
  );
  const onPaste = useCallback((at: Hex) => room && apply({ type: 'pasteRoom', room, at }), [apply, room]);
  const onStamp = useCallback(
    (at: Hex) => tool.kind === 'stamp' && apply({ type: 'pasteRoom', room: tool.room, at, tile: tool.tile }),
    [apply, tool],
  );
  const onImport = useCallback(
    (imported: BoardPosition) => {
      apply({ type: 'replace', position: imported });
      setSelectedId(null);
      setFitRequest((n) => n + 1);
    },
    [apply],
  );
  // Callbacks read the position through a ref (kept once each render is committed), so that the memoised panels keep their props.
  const positionRef = useRef(position);
  useLayoutEffect(() => {
    positionRef.current = position;
  }, [position]);
  const currentPosition = useCallback(() => positionRef.current, []);
  const onApply = useCallback(
    (option: MonsterTurnOption) => {
      const { active } = positionRef.current;
      if (active) apply({ type: 'moveFigure', id: active, to: option.moveTo });
    },
    [apply],
  );
  const onClear = useCallback(
    () => apply({ type: 'replace', position: { ...positionRef.current, tiles: {}, thinWalls: [], figures: [], active: null } }),
    [apply],
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
              <ToolPalette tool={tool} onTool={setTool} hasClipboard={room !== null} />
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
