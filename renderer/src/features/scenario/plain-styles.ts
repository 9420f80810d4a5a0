/**
 * Styles for plain elements in the play screen's busiest lists (turn order rows, standee and summon
 * tiles, ability cards). A Mantine component costs tens of microseconds to render; a draw mounts
 * a hundred of them at once, so these lists use plain elements with Mantine's CSS variables.
 */
export const PLAIN_BUTTON: React.CSSProperties = {
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
  background: 'transparent',
  border: 0,
  padding: 0,
  margin: 0,
};

export const DIMMED: React.CSSProperties = { color: 'var(--mantine-color-dimmed)' };
