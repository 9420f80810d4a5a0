/** What the party draws outside the rules (migration 0007). JSON columns hold text; the service parses them. */
export interface DrawingTables {
  card_areas: CardAreasTable;
  board_drafts: BoardDraftsTable;
}

export interface CardAreasTable {
  /** A content pack's id, or 'session:' + the session's id in ad hoc play without a pack. */
  owner: string;
  /** Set only for a session's own areas, so they go with it. */
  session_id: string | null;
  deck: string;
  card_id: string;
  /** The area (an Aoe) as JSON; null when the party said the card has none. */
  area: string | null;
  updated_at: string;
}

export interface BoardDraftsTable {
  name: string;
  /** A board position (shared/map/position.ts) as JSON. */
  position: string;
  updated_at: string;
}
