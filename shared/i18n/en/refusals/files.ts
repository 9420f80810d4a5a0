/** Refusals about files from outside (issue 18): content packs and their imports (main/content, main/services/content.ts) and campaign files (shared/exchange, main/services/exchange*). */
export const files = {
  /** One problem in an imported file: the file, the place in it (a JSON path) and what is wrong there. */
  problem: '{file} {path}: {reason}',
  importRefused: 'The import was refused: {problems}{more, plural, =0 {} other { (and # more)}}. Nothing was written.',
  /** Names for what is not a file of its own. */
  label: {
    upload: '(upload)',
    source: '(source)',
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
    noGloomhavenEdition: 'no Gloomhaven edition among the X-haven Assistant edition files: {found}',
    /** `xha` and `folder` are file names ("editions/<Edition>.json"), values because "<" would start a tag. */
    unknown:
      'not a data set Haven can import: expected X-haven Assistant files ({xha}) or Gloomhaven Secretariat data (gh.json, or a {folder} folder with base.json)',
  },
  /** A pack's references (shared/content/validate-pack.ts). */
  validate: {
    duplicateId: 'duplicate id "{id}"',
    unknownMonster: 'unknown monster "{id}"',
    unknownDeck: 'unknown ability deck "{id}"',
    unknownRoom: 'door to unknown room {room}',
  },
};
