import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  areaProblem,
  isAttacked,
  MONSTER_HEX,
  normaliseArea,
  toggleAreaHex,
  unjoinedHexes,
  type AreaAnchor,
  type AreaDraft,
} from '@shared/map/area';
import type { Aoe } from '@shared/map/position';
import { AreaHexGrid } from './AreaHexGrid';

const ANCHORS: AreaAnchor[] = ['self', 'free'];

/**
 * Why the drawing cannot be used (the rule: `areaProblem`, shared/map/area.ts), in the screen's
 * language: the same three cases the rule tells apart, named by the hexes the player must change.
 */
function problemIn(t: TFunction, draft: AreaDraft): string | null {
  if (areaProblem(draft) === null) return null;
  if (draft.cells.length === 0) return t('hexMap.editor.empty');
  if (isAttacked(draft.cells, MONSTER_HEX)) return t('hexMap.editor.monsterHex');
  const texts = unjoinedHexes(draft.cells).map((hex) => `${hex[0]}, ${hex[1]}`);
  const hexes =
    texts.length <= 1
      ? (texts[0] ?? '')
      : t('hexMap.editor.hexList', { first: texts.slice(0, -1).join('; '), last: texts[texts.length - 1] });
  return t('hexMap.editor.unjoined', { count: texts.length, hexes });
}

interface Props {
  opened: boolean;
  /** The area to start from; `null` starts an empty drawing with `defaultAnchor`. */
  area: Aoe | null;
  defaultAnchor: AreaAnchor;
  onCancel(): void;
  /** Called with the normalised area (shared/map/area), the same JSON for the same shape. */
  onSave(area: Aoe): void;
}

/**
 * Draws a monster's area attack as the card pictures it: tap hexes to mark them red, choose whether
 * the area starts from the monster (the grey hex) or is placed anywhere in range. Embeddable: the
 * scenario board can open it for a session's monster just as the standalone board does.
 */
export function AreaPatternEditor({ opened, area, defaultAnchor, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('hexMap.editor.title')} centered size="auto">
      {opened && <EditorBody start={area ?? { anchor: defaultAnchor, cells: [] }} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  );
}

/** Mounted afresh each time the editor opens, so the drawing starts from the card's area. */
function EditorBody({ start, onCancel, onSave }: { start: AreaDraft; onCancel(): void; onSave(area: Aoe): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AreaDraft>(start);
  const [isRefused, setIsRefused] = useState(false);
  const problem = problemIn(t, draft);
  const edit = (next: AreaDraft) => {
    setDraft(next);
    setIsRefused(false);
  };
  const count = draft.cells.length;
  const message = problem ? (isRefused ? t('hexMap.editor.notSaved', { problem }) : problem) : t('hexMap.editor.count', { count });

  return (
    <Stack gap="sm" maw={420} data-testid="area-editor">
      <SegmentedControl
        fullWidth
        aria-label={t('hexMap.editor.anchor')}
        value={draft.anchor}
        data={ANCHORS.map((value) => ({ value, label: t(`hexMap.editor.${value}`) }))}
        onChange={(value) => edit({ ...draft, anchor: value as AreaAnchor })}
      />
      <Text size="xs" c="dimmed">
        {t(draft.anchor === 'self' ? 'hexMap.editor.selfHint' : 'hexMap.editor.freeHint')}
      </Text>
      <AreaHexGrid draft={draft} onToggle={(hex) => edit({ ...draft, cells: toggleAreaHex(draft.cells, hex) })} />
      <Text size="sm" role="status" c={problem && (isRefused || count > 0) ? 'red.5' : 'dimmed'} data-testid="area-editor-message">
        {message}
      </Text>
      <Group justify="space-between">
        <Button variant="subtle" color="gray" disabled={count === 0} onClick={() => edit({ ...draft, cells: [] })}>
          {t('hexMap.editor.clear')}
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('hexMap.editor.cancel')}
          </Button>
          <Button
            onClick={() => {
              if (problem) setIsRefused(true);
              else onSave(normaliseArea(draft));
            }}
          >
            {t('hexMap.editor.ok')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
