/** The hex board of each scenario session (migration 0005). The position is JSON text; the handler parses it. */
export interface ScenarioBoardTables {
  scenario_boards: ScenarioBoardsTable;
}

export interface ScenarioBoardsTable {
  session_id: string;
  /** A haven-board/1 position (shared/board/position.ts). */
  position: string;
  updated_at: string;
}
