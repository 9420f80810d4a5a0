import { NEUTRAL } from '@shared/rules/founders';
import type { TFunction } from 'i18next';

// Player colours are names the players type ("White", "Purple"); a known name gets its swatch so the
// score track reads at a glance across the table. Anything else is shown grey.
const SWATCHES: Record<string, string> = {
  white: '#f1f3f5',
  purple: '#9c36b5',
  yellow: '#fcc419',
  blue: '#1c7ed6',
  red: '#e03131',
  green: '#2f9e44',
  orange: '#f76707',
  black: '#212529',
  pink: '#e64980',
  teal: '#0ca678',
  brown: '#8d5524',
  grey: '#868e96',
  gray: '#868e96',
};

export function swatchOf(colour: string): string {
  if (colour === NEUTRAL) return '#868e96';
  return SWATCHES[colour.trim().toLowerCase()] ?? '#adb5bd';
}

/** A tile's owner: a player's colour as typed, or the neutral owner in the screen's language. */
export function ownerLabel(owner: string, t: TFunction): string {
  return owner === NEUTRAL ? t('founders.neutral') : owner;
}
