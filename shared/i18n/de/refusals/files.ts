import type { Messages } from '../../catalog';
import type { files as en } from '../../en/refusals/files';

export const files: Messages<typeof en> = {
  problem: '{file} {path}: {reason}',
  importRefused: 'Der Import wurde abgelehnt: {problems}{more, plural, =0 {} other { (und # weitere)}}. Es wurde nichts geschrieben.',
  label: {
    upload: '(Upload)',
    source: '(Quelle)',
    pack: 'Paket „{id}“',
    packUnnamed: 'Paket',
  },
  pack: {
    notInstalled: 'Das Inhaltspaket „{id}“ ist nicht installiert.',
    noRecord: 'Das Inhaltspaket „{pack}“ hat keinen Eintrag „{id}“ ({kind}).',
    inUse:
      'Das Paket „{name}“ kann nicht entfernt werden, solange {count, plural, one {das Szenario {names} es nutzt; schließt dieses Szenario zuerst ab oder löscht es} other {die Szenarien {names} es nutzen; schließt diese Szenarien zuerst ab oder löscht sie}}. Es wurde nichts geändert.',
    listEnd: '{rest} und {last}',
  },
  upload: {
    noFile: 'es wurde keine Datei gewählt',
    leavesFolder: 'abgelehnt: der Dateiname verlässt seinen Ordner',
    tooLarge: 'abgelehnt: {size} MB sind mehr als die {limit}, die ein Import enthalten darf',
    noFileNumber: 'dieser Import hat {count, plural, one {# Datei} other {# Dateien}}; es gibt keine Datei Nummer {number}',
    outOfOrder:
      'ein Teil kam in falscher Reihenfolge an (bei Byte {offset, number}, erwartet {expected, number}); wähle die Dateien erneut',
    tooManyBytes: 'es kamen mehr Bytes an als die {size, number}, die die Datei haben sollte',
    short: 'nur {received, number} ihrer {size, number} Bytes kamen an; wähle die Dateien erneut',
    closed: 'Dieser Import ist nicht mehr offen (er ist fertig, gescheitert oder hat zu lange gewartet); wähle die Dateien erneut.',
  },
  read: {
    noSuchFile: 'diese Datei oder dieser Ordner existiert nicht',
    permission: 'Zugriff verweigert: Haven darf sie nicht lesen',
    notAFolder: 'ein Teil dieses Pfads ist kein Ordner',
    aFolder: 'ein Ordner, keine Datei',
    linkLoop: 'eine Schleife symbolischer Links',
    notAFile: 'abgelehnt: keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket); nur Dateien können importiert werden',
    unreadable: 'kann nicht gelesen werden ({code})',
    unknownError: 'unbekannter Fehler',
    overLimit: 'abgelehnt: {size} sind mehr als die Grenze von {limit}',
    readOverLimit: 'abgelehnt: mehr als {limit} gelesen, über der Grenze von {limit}',
    overTheLimit: 'abgelehnt: über der Grenze von {limit}',
    noJsonFiles: 'hier wurden keine JSON-Dateien gefunden',
    failed: 'konnte nicht gelesen werden: {message}',
    tooManyFiles: 'abgelehnt: mehr als {max} JSON-Dateien in diesem Ordner',
    notUtf8:
      'ist kein UTF-8-Text: das Byte an Position {offset, number} ist kein gültiges UTF-8 (speichere die Datei als UTF-8 und importiere sie erneut)',
  },
  json: {
    truncated:
      'kein gültiges JSON: die Datei endet zu früh in Zeile {line}, Spalte {column} (Position {position}); sie ist vielleicht abgeschnitten (ein unterbrochener Download oder eine unterbrochene Kopie)',
    unexpected: 'kein gültiges JSON in Zeile {line}, Spalte {column} (Position {position}): unerwartet {found}',
    invalid: 'kein gültiges JSON: {message}',
  },
  zip: {
    outside: 'abgelehnt: der Name des Eintrags zeigt aus dem Archiv hinaus',
    tooManyFiles: 'abgelehnt: mehr als {max} JSON-Dateien',
    entryTooLarge: 'abgelehnt: {size} entpackt sind mehr als die Grenze von {limit} für eine Datei',
    cannotUnpack: 'kann nicht entpackt werden ({message}); es wurde nichts importiert',
    unpacksTooLarge: 'abgelehnt: entpackt mehr als die Grenze von {limit} für eine Datei (ihr Kopf sagt {size})',
    allTooLarge: 'abgelehnt: entpackt mehr als die Grenze von {limit} für alle Dateien',
    notAZip: 'kein lesbares Zip-Archiv ({message}); es wurde nichts importiert',
    noEntries: 'kein lesbares Zip-Archiv (keine Einträge gefunden); es wurde nichts importiert',
  },
  source: {
    noGloomhavenEdition: 'keine Gloomhaven-Edition unter den Editionsdateien von X-haven Assistant: {found}',
    unknown:
      'keine Daten, die Haven importieren kann: erwartet werden Dateien von X-haven Assistant ({xha}) oder Daten von Gloomhaven Secretariat (gh.json oder ein Ordner {folder} mit base.json)',
  },
  validate: {
    duplicateId: 'doppelte ID „{id}“',
    unknownMonster: 'unbekanntes Monster „{id}“',
    unknownDeck: 'unbekannter Fähigkeitenstapel „{id}“',
    unknownRoom: 'Tür zu unbekanntem Raum {room}',
  },
};
