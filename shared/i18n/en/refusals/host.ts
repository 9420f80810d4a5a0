/** The host services' own refusals (main/services, main/summary, main/db, main/host.ts): requests that name something not there or cannot be carried out; and failures of the system under Haven (disk full, permissions, ports). */
export const host = {
  /** Something a request names that is no longer in the data file (deleted, or asked for by an old screen); never its id. */
  /**
   * A row whose saved state cannot be read back (damaged inside the file, where SQLite's check does
   * not look): the one campaign, game or scenario is named and refused, the others go on working.
   */
  damagedRow:
    '{noun, select, campaign {The campaign "{name}" is damaged in the data file: its saved state cannot be read. Restore a backup (Backups), or export what can still be read with "Export what can be read" on its card under Campaigns.} game {The Founders game "{name}" is damaged in the data file: its saved state cannot be read. Restore a backup (Backups).} other {The scenario "{name}" is damaged in the data file: its saved state cannot be read. Restore a backup (Backups), or delete the scenario and set it up again.}}',
  damagedUnreadable:
    'Nothing of the campaign "{name}" can be read any more: its saved state and its history are damaged. Restore a backup (Backups).',
  missing: {
    campaign: 'That campaign is no longer in this data file; it may have been deleted.',
    foundersGame: 'That Founders game is no longer in this data file; it may have been deleted.',
    scenario: 'That scenario is no longer in this data file; it may have been deleted with its campaign.',
    /** A campaign, Founders game or scenario whose history is asked for (main/services/event-log.ts). */
    aggregate:
      '{noun, select, campaign {That campaign is no longer in this data file; it may have been deleted.} game {That Founders game is no longer in this data file; it may have been deleted.} other {That scenario is no longer in this data file; it may have been deleted with its campaign.}}',
    scenarioDrawings: 'That scenario is not in this data file (it may have been deleted). Nothing was changed.',
    historyResult: "That entry of the campaign's history is not a scenario result; it may have been undone.",
  },
  /** Undo and redo of a campaign, Founders game or scenario (main/services/event-log.ts). */
  log: {
    nothingToUndo: 'There is nothing to undo in this {noun, select, campaign {campaign} game {game} other {scenario}}.',
    nothingToRedo: 'There is nothing to redo in this {noun, select, campaign {campaign} game {game} other {scenario}}.',
  },
  /** Deleting a campaign or a Founders game asks for its name (main/services/campaigns.ts, founders.ts). */
  confirmDelete: {
    campaign: 'To delete the campaign, type its name exactly ("{name}"). Nothing was deleted.',
    foundersGame: 'To delete the game, type its name exactly ("{name}"). Nothing was deleted.',
  },
  /** Setting a scenario up (main/services/scenario-setup.ts); each sentence says that no scenario was started. */
  setup: {
    noPack: 'That content pack is not installed; install or import it first. No scenario was started.',
    noCampaign: 'That campaign is no longer in this data file; it may have been deleted. No scenario was started.',
    otherEdition:
      'The campaign is played with the {edition, select, gh1 {1st} other {2nd}} edition but the pack "{pack}" is for the other; choose a pack of the campaign\'s edition. No scenario was started.',
    noCharacter: 'One of the chosen characters is no longer in this campaign; choose who plays again. No scenario was started.',
    retired: '{name} is retired and cannot play a scenario. No scenario was started.',
    needsCampaign:
      'Campaign characters need a campaign; choose the campaign, or add the characters by class and level. No scenario was started.',
    classUnknown:
      'No installed content pack has the class of {name}, so its hit points are unknown. Import a pack with the class. No scenario was started.',
    tooFew: 'A scenario needs 1 to 4 characters; choose who plays. No scenario was started.',
    tooMany: 'A scenario has at most 4 characters. No scenario was started.',
    noMonsters: 'Ad hoc play needs at least one monster type; add one. No scenario was started.',
    noMonsterType: 'The pack "{pack}" lacks a monster type this scenario needs. No scenario was started.',
    /** Campaign mode (shared/rules/campaign/scenario-requirements.ts); `unmet` is a list of `host.requirement.*`, worded. */
    alreadyCompleted:
      'Scenario {index} "{name}" is already completed; in campaign mode it is not played again (switch the campaign to casual mode to replay it). No scenario was started.',
    requirements:
      'Scenario {index} "{name}" needs {unmet}, which the party does not have yet (casual mode plays it regardless). No scenario was started.',
  },
  /** What a scenario needs that the campaign does not have (the scenario's requirements in its content). */
  requirement: {
    completed: 'scenario {scenario} completed',
    notCompleted: 'scenario {scenario} not completed',
    achievement: '{forbidden, select, yes {no } other {}}{kind, select, global {global} other {party}} achievement {name}',
  },
  /**
   * A road event comes before the scenario is set up (shared/rules/campaign/scenario-requirements.ts).
   * `named`: "yes" when the scenario has a name (then `name`), "no" when only its number is known.
   */
  road: {
    reading:
      'The road event being read is not resolved yet; resolve it on the campaign screen before setting the scenario up. No scenario was started.',
    due: 'A road event is due on the way to scenario {scenario}{named, select, yes { "{name}"} other {}}; draw and resolve it on the campaign screen before setting the scenario up. No scenario was started.',
  },
  /**
   * Why a road event is due or not, as the campaign keeps it (shared/rules/campaign/travel.ts),
   * worded where it is shown (the campaign screen, its history, a refusal).
   */
  roadReason: {
    casual: 'casual mode takes no road events',
    sameScenario: 'the party replays the same scenario',
    lostReplay: 'the party replays the lost scenario at once',
    linked: 'scenario {scenario} is linked to scenario {from}',
    unmarked: 'scenario {scenario} takes no road event',
    due: 'travelling to scenario {scenario} takes a road event',
  },
  /** Settling an ended scenario into its campaign (main/services/scenarios.ts, scenario-settlement.ts). */
  settlement: {
    notEnded: 'The scenario has not ended yet; it can be settled after the round in which it ends. Nothing was settled.',
    campaignGone: 'The campaign of this scenario no longer exists; nothing was settled.',
    treasureNotOnMap: "Treasure {number} is not on this scenario's map; nothing was settled.",
    treasureUnknown: 'The content pack does not say what treasure {number} gives; nothing was settled.',
    rewardItemUnknown: 'The content pack does not describe the reward item {item}; nothing was settled.',
    chooseTakers: 'Choose who takes {count, plural, one {{item}} other {each of the # {item}}}; nothing was settled.',
    already: 'This scenario is already settled; undo the settlement in the campaign to settle it again.',
    noUndo: 'This scenario is settled; nothing can be undone here. Undo the settlement in the campaign first.',
    noRedo: 'This scenario is settled; nothing can be redone here. Undo the settlement in the campaign first.',
  },
  /** The town's shop and the character sheet (main/services/town.ts, character-sheet.ts). */
  town: {
    packNotUsed: 'The campaign does not use the content pack "{pack}"; choose it under Content first.',
    packNotUsedUnnamed: 'The campaign does not use that content pack; choose it under Content first.',
    sellUnknown: "{item} is not an item of this campaign's content, so its price is unknown; remove it from the character sheet instead.",
    noCharacter: 'That character is not in this campaign; nothing was changed.',
    equipUnknown:
      "{item} is not an item of this campaign's content, so its slot is unknown; {name} brings it along while nothing is equipped. Nothing was changed.",
  },
  /** The printed summaries (main/summary). */
  summary: {
    noScenario: 'That scenario is not in this data file; it may have been deleted.',
  },
  /** Table mode (main/host.ts, main/web/server.ts). */
  table: {
    needsApp: 'Table mode needs Haven running as the app or with "npm start"; this Haven serves no other device.',
    noLan: 'Haven found no local network to listen on (is this computer on Wi-Fi or a cable?); table mode stays off. Nothing was changed.',
  },
  /** Backups and restoring one (main/host.ts, main/db/restore.ts). */
  backup: {
    beforeSettlement:
      'Haven could not write the backup it makes before a settlement ({reason}); nothing was changed. Free some disk space and try again.',
    restoring: 'A backup is being restored already; wait for it to finish. Nothing was changed.',
    notFound: 'There is no backup called "{name}" in {folder}. Nothing was changed.',
    damaged: 'The backup {file} is itself damaged ({problems}); choose an older one. Nothing was changed.',
    newer: 'The backup {file} was written by a newer Haven; update Haven to restore it. Nothing was changed.',
    unreadable: 'The backup {file} cannot be read ({reason}); choose another one. Nothing was changed.',
  },
  /** The data file could not take a write (main/db/storage-errors.ts). */
  storage: {
    full: 'The disk is full; nothing was changed. Free some space and try again.',
    busy: 'Another Haven window or the command line kept the data file busy for too long; nothing was changed. Try again.',
    damaged:
      'The data file is damaged; nothing was changed. Export what you can, then restore a backup (Backups in the app, or `haven restore-backup`).',
    readOnly: 'The data file cannot be written (it is read-only or its folder is); nothing was changed.',
  },
  /** The Monster AI board (shared/monster-ai/query.ts, main/ipc/handlers/monster-ai.ts); figures are named by the player. */
  monsterAi: {
    board: '{problems}. Correct the board and ask again.',
    sameName: 'two figures are both called "{figure}"; each figure needs its own name',
    offMap: 'the figure "{figure}" stands at [{hex}], which is not a hex of the map',
    sameHex: '"{figure}" and "{other}" stand on the same hex [{hex}]; one figure per hex',
    noActive: 'the active figure "{figure}" is not among the figures',
    unsolvable: "The monster's turn cannot be worked out on this board: {reason}. Check the figures and the map, then ask again.",
    tooLarge:
      'a board of {hexes} hexes with {enemies} enemies and an area attack of {cells} hexes is too large to work out in time; use a smaller board, fewer figures or a smaller area',
    tooManyTargetGroups:
      '{targets} extra targets among {enemies} enemies give too many ways to choose them to work out in time; use fewer targets or fewer figures',
    outOfTime:
      'This position is too large to work out in time: the monster AI stopped after {seconds} seconds. Use a smaller board, fewer figures or a smaller area, then ask again.',
    outOfMemory:
      'This position is too large to work out in time: the monster AI needed more memory than it may use. Use a smaller board, fewer figures or a smaller area, then ask again.',
    replaced: 'A newer position of this board was asked about, so this one was not worked out.',
    stopped: 'The monster AI stopped before it had an answer. Ask again.',
  },
  /**
   * A failure of the system under Haven (main/services/errors.ts, describeSystemError): what
   * happened and what to do. No full stop: the router and the command line add what follows.
   */
  system: {
    isFolder: '{path} is a folder; give the name of a file (for example {example})',
    isFolderUnnamed: 'That is a folder; give the name of a file (for example campaign.json)',
    notFolder: 'A part of {path} is a file, not a folder; choose another place',
    notFolderUnnamed: 'A part of the path is a file, not a folder; choose another place',
    mkdirDenied:
      'Haven may not create the folder {path} (permission denied); choose another folder with HAVEN_DATA_DIR or fix the permissions',
    mkdirDeniedUnnamed:
      'Haven may not create the folder (permission denied); choose another folder with HAVEN_DATA_DIR or fix the permissions',
    denied: 'Haven may not use {path} (permission denied); choose another place or fix the permissions',
    deniedUnnamed: 'Haven may not use that file (permission denied); choose another place or fix the permissions',
    readOnlyDisk: '{path} is on a read-only disk; choose another place',
    readOnlyDiskUnnamed: 'That place is on a read-only disk; choose another place',
    diskFull: 'The disk is full; free some space and try again',
    noSuchFile: 'There is no such file or folder {path}',
    noSuchFileUnnamed: 'There is no such file or folder',
    portInUse: 'Port {port} is already in use (is Haven already running?); set HAVEN_PORT to another port, or 0 for any free one',
    portInUseUnnamed: 'The port is already in use (is Haven already running?); set HAVEN_PORT to another port, or 0 for any free one',
    tooManyFiles: 'Too many files are open on this computer; close some programs and try again',
    dataFileBusy: 'The data file is busy with another Haven window or command; try again in a moment',
    dataFileReadOnly: 'Haven cannot write to its data file; check that the data folder is writable',
    dataFileDamaged: 'The data file is damaged or not a Haven file',
    dataFileOther: 'The data file could not be used ({code})',
  },
};
