import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FoundersState } from '@shared/rules/founders';
import { nextTileId } from './ids';
import { useFoundersWords } from './useFoundersWords';

/** The id a new tile gets: the one typed, else the next free one of its resource ('' before a resource is chosen). */
export function tileIdFor(game: FoundersState, typed: string, resource: string | null): string {
  return typed.trim() || (resource ? nextTileId(game, resource) : '');
}

/** The new tile's id, optional: its placeholder names the id it gets when left empty. */
export function TileIdInput({
  label,
  tileId,
  resource,
  value,
  onChange,
  w,
}: {
  label: string;
  tileId: string;
  resource: string | null;
  value: string;
  onChange(value: string): void;
  w: number;
}) {
  const { t } = useTranslation();
  const words = useFoundersWords();
  return (
    <TextInput
      label={label}
      placeholder={resource ? words.tile(tileId, resource) : t('founders.board.auto')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={w}
    />
  );
}
