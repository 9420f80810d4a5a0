import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { areaProblem, normaliseArea, toggleAreaHex, type AreaAnchor, type AreaDraft } from '../../../../shared/map/area';
import type { Aoe } from '../../../../shared/map/position';
import { AreaHexGrid } from './AreaHexGrid';

const ANCHORS: Array<{ value: AreaAnchor; label: string }> = [
  { value: 'self', label: 'From the monster' },
  { value: 'free', label: 'Anywhere in range' },
];

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
  return (
    <Modal opened={opened} onClose={onCancel} title="Draw the area of the attack" centered size="auto">
      {opened && <EditorBody start={area ?? { anchor: defaultAnchor, cells: [] }} onCancel={onCancel} onSave={onSave} />}
    </Modal>
  );
}

/** Mounted afresh each time the editor opens, so the drawing starts from the card's area. */
function EditorBody({ start, onCancel, onSave }: { start: AreaDraft; onCancel(): void; onSave(area: Aoe): void }) {
  const [draft, setDraft] = useState<AreaDraft>(start);
  const [isRefused, setIsRefused] = useState(false);
  const problem = areaProblem(draft);
  const edit = (next: AreaDraft) => {
    setDraft(next);
    setIsRefused(false);
  };
  const count = draft.cells.length;
  const message = problem
    ? `${isRefused ? 'Not saved: ' : ''}${problem}`
    : `${count} ${count === 1 ? 'hex' : 'hexes'} attacked. The automaton tries the area turned and mirrored every way, so any orientation will do.`;

  return (
    <Stack gap="sm" maw={420} data-testid="area-editor">
      <SegmentedControl
        fullWidth
        aria-label="Where the area starts"
        value={draft.anchor}
        data={ANCHORS}
        onChange={(value) => edit({ ...draft, anchor: value as AreaAnchor })}
      />
      <Text size="xs" c="dimmed">
        {draft.anchor === 'self'
          ? 'A melee area: the grey hex is the monster, the red hexes start next to it.'
          : 'A ranged area: the monster places it where at least one red hex is in range.'}
      </Text>
      <AreaHexGrid draft={draft} onToggle={(hex) => edit({ ...draft, cells: toggleAreaHex(draft.cells, hex) })} />
      <Text size="sm" role="status" c={problem && (isRefused || count > 0) ? 'red.5' : 'dimmed'} data-testid="area-editor-message">
        {message}
      </Text>
      <Group justify="space-between">
        <Button variant="subtle" color="gray" disabled={count === 0} onClick={() => edit({ ...draft, cells: [] })}>
          Clear
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              if (problem) setIsRefused(true);
              else onSave(normaliseArea(draft));
            }}
          >
            OK
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
