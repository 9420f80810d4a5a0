/** Refusals about files from outside (issue 18): content packs and their imports (main/content, main/services/content.ts) and campaign files (shared/exchange, main/services/exchange*). */
export const files = {
  /** One problem in an imported file: the file, the place in it (a JSON path) and what is wrong there. */
  problem: '{file} {path}: {reason}',
  importRefused: 'The import was refused: {problems}{more, plural, =0 {} other { (and # more)}}. Nothing was written.',
  /** Names for what is not a file of its own. */
  label: {
    upload: '(upload)',
    source: '(source)',
    folder: '(folder)',
    pack: 'pack "{id}"',
    packUnnamed: 'pack',
  },
  /** Content packs installed and removed (main/services/content.ts). */
  pack: {
    notInstalled: 'No content pack "{id}" is installed.',
    noRecord: 'The content pack "{pack}" has no {kind} "{id}".',
    inUse:
      'The pack "{name}" cannot be removed while {count, plural, one {the scenario {names} uses it; settle or delete that scenario first} other {the scenarios {names} use it; settle or delete those scenarios first}}. Nothing was changed.',
    /** A list's last two names ("a", "b" and "c"). */
    listEnd: '{rest} and {last}',
  },
  /** Files sent in pieces from the import screen (main/content/uploads.ts, import-pack.ts). */
  upload: {
    noFile: 'no file was chosen',
    leavesFolder: 'refused: the file name leaves its folder',
    tooLarge: 'refused: {size} MB is over the {limit} an import may hold',
    noFileNumber: 'this import has {count, plural, one {# file} other {# files}}; there is no file number {number}',
    outOfOrder: 'a piece arrived out of order (at byte {offset, number}, expected {expected, number}); choose the files again',
    tooManyBytes: 'more bytes arrived than the {size, number} the file was said to hold',
    short: 'only {received, number} of its {size, number} bytes arrived; choose the files again',
    closed: 'This import is no longer open (it finished, failed or waited too long); choose the files again.',
  },
  /** Reading a folder, a file or a zip from disk (main/content/read-*.ts). */
  read: {
    noSuchFile: 'no such file or folder',
    permission: 'permission denied: Haven may not read it',
    notAFolder: 'a part of this path is not a folder',
    aFolder: 'a folder, not a file',
    linkLoop: 'a loop of symbolic links',
    notAFile: 'refused: not a regular file (a device, a pipe or a socket); only files can be imported',
    unreadable: 'cannot be read ({code})',
    unknownError: 'unknown error',
    overLimit: 'refused: {size} is over the {limit} limit',
    readOverLimit: 'refused: more than {limit} read, over the {limit} limit',
    overTheLimit: 'refused: over the {limit} limit',
    noJsonFiles: 'no JSON files found here',
    failed: 'could not be read: {message}',
    tooManyFiles: 'refused: more than {max} JSON files in this folder',
    notUtf8: 'is not UTF-8 text: the byte at offset {offset, number} is not valid UTF-8 (save the file as UTF-8 and import it again)',
  },
  /** A file that is not JSON (main/content/parse-json-text.ts): where it stops making sense. */
  json: {
    truncated:
      'not valid JSON: the file ends too early at line {line}, column {column} (position {position}); it may be truncated (an interrupted download or copy)',
    unexpected: 'not valid JSON at line {line}, column {column} (position {position}): unexpected {found}',
    invalid: 'not valid JSON: {message}',
  },
  /** A zip archive (main/content/read-zip.ts). */
  zip: {
    outside: 'refused: the entry name points outside the archive',
    tooManyFiles: 'refused: more than {max} JSON files',
    entryTooLarge: 'refused: {size} unpacked is over the {limit} limit for one file',
    cannotUnpack: 'cannot be unpacked ({message}); nothing was imported',
    unpacksTooLarge: 'refused: unpacks to more than the {limit} limit for one file (its header says {size})',
    allTooLarge: 'refused: unpacks to more than the {limit} limit for all files',
    notAZip: 'not a readable zip archive ({message}); nothing was imported',
    noEntries: 'not a readable zip archive (no entries found); nothing was imported',
  },
  /** What kind of data a source is (shared/content/import/import-files.ts). */
  source: {
    layoutsNotPack: 'these are scenario layouts (the Virtual Gloomhaven Board), not a content pack',
    noGloomhavenEdition: 'no Gloomhaven edition among the X-haven Assistant edition files: {found}',
    /** `xha` and `folder` are file names ("editions/<Edition>.json"), values because "<" would start a tag. */
    unknown:
      'not a data set Haven can import: expected X-haven Assistant files ({xha}), Gloomhaven Secretariat data (gh.json, or a {folder} folder with base.json) or the Virtual Gloomhaven Board (its repository, or its {scenarios} folder)',
  },
  /** A pack's references (shared/content/validate-pack.ts). */
  validate: {
    duplicateId: 'duplicate id "{id}"',
    unknownMonster: 'unknown monster "{id}"',
    unknownDeck: 'unknown ability deck "{id}"',
    unknownRoom: 'door to unknown room {room}',
  },
  /** What the importers find wrong in a community data set (shared/content/import/ghs, xha); names and numbers from the file stay values. */
  importer: {
    notGhsEdition: '"{edition}" is not a Gloomhaven edition (expected "gh" or "gh2e")',
    notXhaEdition: '"{edition}" is not a Gloomhaven edition (expected "Gloomhaven" or "Gloomhaven 2nd Edition")',
    /** `folder` is a file name ("data/<edition>/base.json"), a value because "<" would start a tag. */
    noBase: 'no base.json: this is not a Gloomhaven Secretariat edition folder ({folder})',
    severalEditions: 'several editions ({paths}): import one {folder} folder at a time',
    unknownImmunity: 'unknown immunity "{name}"',
    /** `rank` is normal, elite or boss. */
    noStats: 'no {rank} stats for level {level}',
    notFormula: '"{value}" is neither a number nor a formula in C and L',
    levelStats: 'a level needs both "normal" and "elite" stats',
    bossLevel: 'a boss level needs "health", "move" and "attack"',
    perkCard: 'unknown modifier card in perk of type "{type}"',
    modifierCard: 'unknown modifier card "{card}"',
    itemSlot: 'unknown item slot "{slot}"',
    sectionScenario: 'section {section} belongs to scenario "{scenario}", which the file does not have',
    sectionRoom: 'section {section} reveals room {room} of scenario {scenario}, which it already has',
    /** `deck` is city or road. */
    eventNumber: '"{card}" is not a {deck} event card number',
  },
  /**
   * Scenario maps imported from the Virtual Gloomhaven Board (shared/content/import/vgb): what is
   * wrong with a layout, named by its scenario (`scenario` is one of `scenario.*`).
   */
  layout: {
    scenario: {
      gloomhaven: 'Gloomhaven scenario {number} ({name})',
      'forgotten-circles': 'Forgotten Circles scenario {number} ({name})',
      solo: 'Solo scenario {number} ({name})',
      unnamed: 'a scenario',
    },
    set: {
      gloomhaven: 'Gloomhaven',
      'forgotten-circles': 'Forgotten Circles',
      solo: 'Solo',
    },
    notInstalled: 'No scenario layouts are imported.',
    twoFiles: 'a second file for the same scenario (the first is {other}); import one copy of the data',
    tooDeep: 'its map tiles stand on one another more than {max} deep',
    noScenarios: 'no scenario layouts in it',
    problem: {
      shape: "{scenario}: {path} is not as Haven's layouts are written",
      unknownTile: '{scenario}: "{tile}" is no map tile of Gloomhaven',
      tileTwice: '{scenario}: the tile {tile} is on the map twice',
      noFirstTile: '{scenario}: every tile stands on another, so no tile starts the map',
      manyFirstTiles: '{scenario}: several tiles start the map ({tiles}); one does, the others stand on its doors',
      halfPlaced: '{scenario}: the tile {tile} names what it stands on but not which of its hexes stands there',
      notOnLayout: '{scenario}: the map names the tile {tile} ({path}) but does not place it',
      loop: '{scenario}: the door tree loops: the tiles {tiles} stand on one another',
      cellOutOfRange: "{scenario}: a hex at {path} lies out of range (more than {max} hexes from its tile's corner)",
      unknownMonster: '{scenario}: no installed content pack knows the monster "{monster}"',
    },
    /** Not refusals: the data's known faults, imported as well as they can be (the warnings of a layout import). */
    report: {
      outsideTile:
        '{scenario}: {count, plural, one {one standee of {monster} stands} other {# standees of {monster} stand}} on a corridor outside the tile {tile}; kept there, check {count, plural, one {it} other {them}} against the scenario book.',
      offMap:
        '{scenario}: {count, plural, one {one standee of {monster} stands} other {# standees of {monster} stand}} off the map beside the tile {tile}; left out, place {count, plural, one {it} other {them}} by hand.',
      placedTwice: '{scenario}: the tile {tile} is put in {places} different places; it stays where it was put first.',
      overlaySkipped: '{scenario}: an overlay Haven does not know ({type}, on {tile}) was left out.',
      missing: '{set} scenario {number} has no layout in the data.',
    },
  },
  /**
   * Not refusals: what an import reports beside the pack it made (ImportReport's notes and
   * warnings, shown after an import), keyed the same way so the content page words them.
   */
  report: {
    noRoadEvents: 'The data has {count, plural, one {# city event} other {# city events}} and no road events.',
    spawnLevel:
      'scenario {scenario} spawns "{name}", which no monster is named: matched to "{monster}", its level change {change} kept as a special rule.',
    /** `place` is "scenario 11" or "section 6.1" (placeScenario, placeSection). */
    monsterMatched: '{place} names the monster "{name}", which no record is named: matched to "{meant}".',
    placeScenario: 'scenario {number}',
    placeSection: 'section {number}',
    xhaLacks:
      'X-haven Assistant has no items, events, personal quests, battle goals, treasures or scenario unlocks; import them from Gloomhaven Secretariat.',
    noRooms: 'No {file}: the scenarios have no rooms or monster placements.',
    reputationFaction:
      '{path}: a reputation milestone of "{faction}" at {value} ({section}) names no faction of the campaign sheet; skipped.',
  },
  /**
   * Zod's own sentences for a shape the data does not have (shared/content/zod-words.ts), word for
   * word as zod says them in English; the type, the bound and the values stay values.
   */
  zod: {
    invalidType: 'Invalid input: expected {expected}, received {received}',
    missing: 'Invalid input: expected {expected}, received undefined',
    invalidValue: 'Invalid input: expected {value}',
    invalidOption: 'Invalid option: expected one of {values}',
    tooBigSized:
      'Too big: expected {origin} to have {bound, select, exactly {exactly } inclusive {<=} other {<}}{maximum} {origin, select, string {characters} file {bytes} map {entries} other {items}}',
    tooBig: 'Too big: expected {origin} to be {bound, select, exactly {exactly } inclusive {<=} other {<}}{maximum}',
    tooSmallSized:
      'Too small: expected {origin} to have {bound, select, exactly {exactly } inclusive {>=} other {>}}{minimum} {origin, select, string {characters} file {bytes} map {entries} other {items}}',
    tooSmall: 'Too small: expected {origin} to be {bound, select, exactly {exactly } inclusive {>=} other {>}}{minimum}',
    unrecognizedKeys: 'Unrecognized {count, plural, one {key} other {keys}}: {keys}',
    pattern: 'Invalid string: must match pattern {pattern}',
    invalidInput: 'Invalid input',
    /** The names of JSON's types as zod writes them. */
    types: {
      string: 'string',
      number: 'number',
      int: 'int',
      boolean: 'boolean',
      array: 'array',
      object: 'object',
      record: 'record',
      tuple: 'tuple',
      null: 'null',
      undefined: 'undefined',
      nan: 'NaN',
    },
  },
  /** Campaign files and Gloomhaven Secretariat backups (shared/exchange, main/services/exchange*.ts). */
  exchange: {
    refused: '{what}: {issues}. Nothing was imported; the data is unchanged.',
    notCampaignFile: 'This is not a campaign file Haven can import',
    newerHaven: 'This campaign file was written by a newer Haven',
    notGhsBackup: 'This is not a Gloomhaven Secretariat backup Haven can import',
    /** One problem at a field path inside the file ("history.3.command.amount"). */
    issue: '{path}: {message}',
    /** A problem in words the catalog does not have (zod's own). */
    asIs: '{text}',
    moreProblems: '{count, plural, one {and # more problem} other {and # more problems}}',
    nothing: 'nothing',
    notObject: 'the file must hold a JSON object',
    format: 'expected "{expected}", found {found}',
    wholeNumber: 'expected a whole number, found {found}',
    newerVersion: '{version} (this Haven reads version {reads}; update Haven to import it)',
    unknownVersion: 'unknown format version {version}; this Haven reads version {reads}',
    theFile: 'the file',
    tooLarge: '{what} is {size} MB; at most {max} MB is read',
    notJson: '{what} is not JSON ({message})',
    tooManyValues: 'the file holds more than {max, number} values',
    tooDeep: 'nested more than {max} levels deep',
    longText: 'a text of {length, number} characters (at most {max, number})',
    longFieldName: 'a field name of {length} characters',
    idsDiffer: 'differs from campaign.state.id',
    seqOrder: '{seq} does not follow {previous}',
    liveAfterUndone: 'a live entry after an undone one (undone entries come last)',
    cannotApply: 'they cannot be applied ({message})',
    invalidCampaign: 'applying them gives an invalid campaign ({problem})',
    theCampaign: 'the campaign',
    unknownEvent: 'unknown event',
    stateMismatch: 'does not match what its history gives when replayed from campaign.initialState',
    notGhs: 'neither a GHS game export (it has "revision") nor a GHS data dump (it has "game" or "ghs-game")',
    ghsEdition: 'the campaign is of GHS edition "{edition}"; Haven keeps Gloomhaven (gh) and Gloomhaven 2nd edition (gh2e) campaigns',
    ghsNoEdition: 'the save names no edition (gh or gh2e)',
  },
  /** The scenario logs a campaign file carries (main/services/exchange-tables.ts) and the campaign exported. */
  tables: {
    noCampaign: 'There is no such campaign. It may have been deleted.',
    noTable: "{path}: this Haven has no {table} table yet; update Haven to import this campaign's scenario logs. Nothing was imported.",
    unknownColumns: '{path}: unknown {count, plural, one {column} other {columns}} {columns}. Nothing was imported.',
    otherCampaign: '{path}: the session belongs to another campaign. Nothing was imported.',
    packAreaSession: "{path}: a pack's area names a session. Nothing was imported.",
    noSession: '{path}: no session of this file has that id. Nothing was imported.',
    notWritten: '{path}: {message}. Nothing was imported.',
  },
  /** A request's schema's own sentences (shared/ipc/channels/*.ts), worded through `says` (shared/ipc/format-issues.ts). */
  schema: {
    idString: '{what} must be a string',
    idEmpty: '{what} must not be empty',
    idTooLong: '{what} is too long: at most {max} characters',
    notNamed: '{what} is not named',
    idOfTooLong: 'the id of {what} is too long: at most {max} characters',
    theImport: 'the import',
    backupName: "name must be a backup's file name",
    backupNameEmpty: 'name must not be empty',
    backupNameLong: "name is longer than any backup's name",
    backupNameForm: "name is not a backup's file name",
    paper: 'paper is a4 or letter',
    fileText: "text must be the file's text",
    fileEmpty: 'the file is empty',
    fileTooLarge: 'the file is larger than {max} MB',
    fileAtMost: 'a file is at most {limit}',
    fileNameEmpty: 'a file name must not be empty',
    fileNameLong: 'a file name is at most {max} characters',
    sendInPieces: 'the file is too large to send whole; the import screen sends it in pieces',
    chooseFiles: 'choose a file, a zip or a folder to import',
    filesAtOnce: 'at most {max, number} files at once',
    filesInPieces: 'the files are too large to send whole; the import screen sends them in pieces',
    packIdLong: 'a pack id is at most {max} characters',
    packIdForm: 'a pack id is lower-case letters, digits and dashes',
    filesOrUpload: 'send either the files or the id of an upload',
    itemNamed: 'an item must be named',
    itemNameLong: 'an item name is at most {max} characters',
    areaHexes: 'an area has at most {max} hexes',
    areasAtOnce: 'at most {max} areas at once',
    gameName: 'the game needs a name',
    gameNameLong: 'the name is at most {max} characters',
    players: 'a game has 1 to 4 players',
    checkmarksNegative: 'checkmarks cannot be negative',
    checkmarksMost: 'a battle goal gives at most 3 checkmarks',
    pieceAtMost: 'a piece is at most {max, number} characters',
    /** A new campaign (shared/ipc/campaign-types.ts) and a scenario set up (shared/ipc/scenario-types.ts). */
    setup: {
      campaignName: 'the campaign needs a name',
      edition: 'the edition is gh1 (1st edition) or gh2 (2nd edition)',
      packsAtMost: 'at most {max} content packs',
      choosePack: 'choose a content pack',
      characterName: 'a character needs a name',
      scenarioLevel: 'the scenario level is {min} to {max}',
    },
    /** A campaign's commands (the commands.ts files under shared/rules/campaign). */
    command: {
      chooseCharacter: 'a character must be chosen',
      chooseScenario: 'a scenario must be chosen',
      itemName: 'the item needs a name',
      oneCard: 'name at least one card',
      progressNegative: 'progress cannot be negative',
      reputationNumber: 'reputation must be a number',
      reputationWhole: 'reputation must be a whole number',
      reputationAtLeast: 'reputation is at least {min}',
      reputationAtMost: 'reputation is at most {max}',
      level: 'the level is {min} to {max}',
      startingGold: 'starting gold cannot be negative',
      cardLevel: 'the card level is {min} to {max}',
      attackHexesLeast: 'an attack targets at least {min, plural, one {# hex} other {# hexes}}',
      attackHexesMost: 'an attack targets at most {max, plural, one {# hex} other {# hexes}}',
      experienceNegative: 'experience earned cannot be negative',
      goldNegative: 'gold earned cannot be negative',
      checkmarksNegative: 'checkmarks earned cannot be negative',
      scenarioCharacters: 'a scenario has at most {max} characters',
      masteries: 'a character has two masteries',
    },
    /** The monster-turn query (shared/monster-ai/query.ts), sent by the Monster AI page. */
    monsterTurn: {
      queryIdLong: "the query's id is at most {max} characters",
      coordinateNumber: 'a hex coordinate must be a number',
      coordinateWhole: 'a hex coordinate is a whole number',
      coordinateAtLeast: 'a hex coordinate is at least {min, number}',
      coordinateAtMost: 'a hex coordinate is at most {max, number}',
      hex: 'a hex is two whole numbers, [column, row]',
      hexesOfEachKind: 'a map lists at most {max, number} hexes of each kind',
      figureName: 'a figure needs a name',
      figureNameLong: "a figure's name is at most {max} characters",
      mapOneHex: 'the map needs at least one hex',
      mapHexes: 'a map has at most {max, number} hexes',
      thinWalls: 'a map lists at most {max, number} thin walls',
      initiativeAtLeast: 'an initiative is at least {min}',
      initiativeAtMost: 'an initiative is at most {max, number}',
      figures: 'a board holds at most {max} figures',
      moveWhole: 'a move is a whole number',
      moveAtLeast: 'a move is at least {min}',
      moveAtMost: 'a move is at most {max}',
      rangeWhole: 'a range is a whole number',
      rangeAtLeast: 'a range is at least {min}',
      rangeAtMost: 'a range is at most {max}',
      targetsWhole: 'targets is a whole number',
      targetsAtLeast: 'an attack has at least {min, plural, one {# target} other {# targets}}',
      targetsAtMost: 'an attack has at most {max, plural, one {# target} other {# targets}}',
      areaAtLeast: 'an area of effect covers at least one hex',
      areaAtMost: 'an area of effect covers at most {max} hexes',
    },
    /** A content pack's and a community data file's own shapes (shared/content/model/vocabulary.ts, shared/content/import/ghs/raw-shapes.ts). */
    content: {
      formula: 'a formula may use digits, C, L, X, V, H, + - x /, brackets, floor() and ceil()',
      recordId: 'an id is lower-case letters, digits and dashes',
      eventCard: 'a 2nd-edition event is numbered "C-01" or "R-01"',
      levelOrder: 'level {level} out of order (expected {expected})',
      bossNeedsBossStats: 'a boss needs boss stats',
      bossStatsNotBoss: 'boss stats on a monster that is not a boss',
    },
    /** A campaign file's own shape (shared/exchange/campaign-file.ts). */
    file: {
      dateTime: 'a date and time (ISO 8601) is expected',
      oneEvent: 'a history entry has at least one event',
      table: 'scenario_sessions, scenario_log or card_areas',
    },
  },
};
