/**
 * Scenario maps laid out by themselves (issue 27): the tile table, the layout model and its
 * checks, placing it along its door tree into rooms, the board it gives (the starting room, or
 * every room) and the room a door reveals, and reconciling its monsters with a content pack's
 * rooms. Pure; imports only shared/hex and shared/map.
 */
export { SIDES, across, cellToHex, hexToCell, type Cell, type Side } from './cell';
export { SINGLE_HEX, TILE_NAMES, isTileName, tileSide, type ThinWall, type TileName, type TileSide } from './tile-table';
export {
  DOOR_KINDS,
  MAX_CELL,
  OVERLAY_KINDS,
  RANKS,
  SCENARIO_SETS,
  TRAP_KINDS,
  layoutSchema,
  type DoorKind,
  type Layout,
  type LayoutCorridor,
  type LayoutDoor,
  type LayoutMonster,
  type LayoutOverlay,
  type LayoutTile,
  type OverlayKind,
  type Rank,
  type ScenarioRef,
  type ScenarioSet,
  type TrapKind,
} from './model';
export { checkLayout, type CheckOptions, type CheckedLayout, type LayoutProblem } from './check';
export { placeCell, placeHex, turnAbout, type Placement } from './placement';
export {
  assembleLayout,
  overlappingHexes,
  type AssembledCorridor,
  type AssembledDoor,
  type AssembledLayout,
  type AssembledMonster,
  type AssembledOverlay,
  type AssembledRoom,
  type AssembledTile,
} from './assemble';
export {
  layOutBoard,
  openDoor,
  rankColumn,
  revealRoom,
  roomMonsters,
  type LayOutOptions,
  type LayoutBoard,
  type OpenedDoor,
  type RoomMonster,
} from './board';
export { assignSpots, reconcileRoom, type MonsterRank, type PackRoom, type ReconciledRoom, type WantedMonster } from './reconcile';
export { layoutView, type LayoutView } from './view';
export { isSameScenario, layoutRefOf, packRoomsOnLayout } from './pack-scenario';
export { stampOf, STAMP_TILES } from './stamp';
