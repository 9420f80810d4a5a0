import type { Messages } from '../../catalog';
import type { host as en } from '../../en/refusals/host';

export const host: Messages<typeof en> = {
  damagedRow:
    '{noun, select, campaign {Die Kampagne „{name}“ ist in der Datendatei beschädigt: Ihr gespeicherter Stand lässt sich nicht lesen. Stelle eine Sicherung wieder her (Sicherungen) oder exportiere, was sich noch lesen lässt, mit „Exportieren, was sich lesen lässt“ auf ihrer Karte unter Kampagnen.} game {Die Founders-Partie „{name}“ ist in der Datendatei beschädigt: Ihr gespeicherter Stand lässt sich nicht lesen. Stelle eine Sicherung wieder her (Sicherungen).} other {Das Szenario „{name}“ ist in der Datendatei beschädigt: Sein gespeicherter Stand lässt sich nicht lesen. Stelle eine Sicherung wieder her (Sicherungen) oder lösche das Szenario und baue es neu auf.}}',
  damagedUnreadable:
    'Von der Kampagne „{name}“ lässt sich nichts mehr lesen: Ihr gespeicherter Stand und ihr Verlauf sind beschädigt. Stelle eine Sicherung wieder her (Sicherungen).',
  missing: {
    campaign: 'Diese Kampagne ist nicht mehr in dieser Datendatei; vielleicht wurde sie gelöscht.',
    foundersGame: 'Diese Founders-Partie ist nicht mehr in dieser Datendatei; vielleicht wurde sie gelöscht.',
    scenario: 'Dieses Szenario ist nicht mehr in dieser Datendatei; vielleicht wurde es mit seiner Kampagne gelöscht.',
    aggregate:
      '{noun, select, campaign {Diese Kampagne ist nicht mehr in dieser Datendatei; vielleicht wurde sie gelöscht.} game {Diese Founders-Partie ist nicht mehr in dieser Datendatei; vielleicht wurde sie gelöscht.} other {Dieses Szenario ist nicht mehr in dieser Datendatei; vielleicht wurde es mit seiner Kampagne gelöscht.}}',
    scenarioDrawings: 'Dieses Szenario ist nicht in dieser Datendatei (vielleicht wurde es gelöscht). Es wurde nichts geändert.',
    historyResult: 'Dieser Eintrag im Verlauf der Kampagne ist kein Szenarioergebnis; vielleicht wurde er rückgängig gemacht.',
  },
  log: {
    nothingToUndo:
      '{noun, select, campaign {In dieser Kampagne} game {In dieser Partie} other {In diesem Szenario}} gibt es nichts rückgängig zu machen.',
    nothingToRedo:
      '{noun, select, campaign {In dieser Kampagne} game {In dieser Partie} other {In diesem Szenario}} gibt es nichts wiederherzustellen.',
  },
  confirmDelete: {
    campaign: 'Um die Kampagne zu löschen, tippe ihren Namen genau ein („{name}“). Es wurde nichts gelöscht.',
    foundersGame: 'Um die Partie zu löschen, tippe ihren Namen genau ein („{name}“). Es wurde nichts gelöscht.',
  },
  setup: {
    noPack: 'Dieses Inhaltspaket ist nicht installiert; installiere oder importiere es zuerst. Es wurde kein Szenario begonnen.',
    noCampaign: 'Diese Kampagne ist nicht mehr in dieser Datendatei; vielleicht wurde sie gelöscht. Es wurde kein Szenario begonnen.',
    otherEdition:
      'Die Kampagne wird mit der {edition, select, gh1 {1.} other {2.}} Edition gespielt, das Paket „{pack}“ ist aber für die andere; wählt ein Paket der Edition der Kampagne. Es wurde kein Szenario begonnen.',
    noCharacter:
      'Einer der gewählten Charaktere ist nicht mehr in dieser Kampagne; wählt erneut, wer spielt. Es wurde kein Szenario begonnen.',
    retired: '{name} ist im Ruhestand und kann kein Szenario spielen. Es wurde kein Szenario begonnen.',
    needsCampaign:
      'Kampagnencharaktere brauchen eine Kampagne; wählt die Kampagne oder fügt die Charaktere nach Klasse und Stufe hinzu. Es wurde kein Szenario begonnen.',
    classUnknown:
      'Kein installiertes Inhaltspaket hat die Klasse von {name}, daher sind ihre Trefferpunkte unbekannt. Importiere ein Paket mit der Klasse. Es wurde kein Szenario begonnen.',
    tooFew: 'Ein Szenario braucht 1 bis 4 Charaktere; wählt, wer spielt. Es wurde kein Szenario begonnen.',
    tooMany: 'Ein Szenario hat höchstens 4 Charaktere. Es wurde kein Szenario begonnen.',
    noMonsters: 'Freies Spiel braucht mindestens einen Monstertyp; fügt einen hinzu. Es wurde kein Szenario begonnen.',
    noMonsterType: 'Dem Paket „{pack}“ fehlt ein Monstertyp, den dieses Szenario braucht. Es wurde kein Szenario begonnen.',
    alreadyCompleted:
      'Szenario {index} „{name}“ ist schon abgeschlossen; im Kampagnenmodus wird es nicht noch einmal gespielt (stellt die Kampagne auf Gelegenheitsspiel um, um es zu wiederholen). Es wurde kein Szenario begonnen.',
    requirements:
      'Szenario {index} „{name}“ braucht {unmet}, was die Gruppe noch nicht hat (im Gelegenheitsspiel wird es trotzdem gespielt). Es wurde kein Szenario begonnen.',
  },
  requirement: {
    completed: 'Szenario {scenario} abgeschlossen',
    notCompleted: 'Szenario {scenario} nicht abgeschlossen',
    achievement:
      '{forbidden, select, yes {{kind, select, global {kein globaler Erfolg} other {kein Gruppenerfolg}}} other {{kind, select, global {globaler Erfolg} other {Gruppenerfolg}}}} {name}',
  },
  road: {
    reading:
      'Das Straßenereignis, das gerade gelesen wird, ist noch nicht abgehandelt; handelt es auf der Kampagnenseite ab, bevor ihr das Szenario aufbaut. Es wurde kein Szenario begonnen.',
    due: 'Auf dem Weg zu Szenario {scenario}{named, select, yes { „{name}“} other {}} steht ein Straßenereignis an; zieht es auf der Kampagnenseite und handelt es ab, bevor ihr das Szenario aufbaut. Es wurde kein Szenario begonnen.',
  },
  roadReason: {
    casual: 'im Gelegenheitsspiel gibt es keine Straßenereignisse',
    sameScenario: 'die Gruppe spielt dasselbe Szenario noch einmal',
    lostReplay: 'die Gruppe spielt das verlorene Szenario sofort noch einmal',
    linked: 'Szenario {scenario} ist mit Szenario {from} verbunden',
    unmarked: 'Szenario {scenario} verlangt kein Straßenereignis',
    due: 'die Reise zu Szenario {scenario} verlangt ein Straßenereignis',
  },
  settlement: {
    notEnded:
      'Das Szenario ist noch nicht zu Ende; es kann nach der Runde abgerechnet werden, in der es endet. Es wurde nichts abgerechnet.',
    campaignGone: 'Die Kampagne dieses Szenarios gibt es nicht mehr; es wurde nichts abgerechnet.',
    treasureNotOnMap: 'Schatz {number} ist nicht auf der Karte dieses Szenarios; es wurde nichts abgerechnet.',
    treasureUnknown: 'Das Inhaltspaket sagt nicht, was Schatz {number} gibt; es wurde nichts abgerechnet.',
    rewardItemUnknown: 'Das Inhaltspaket beschreibt den Belohnungsgegenstand {item} nicht; es wurde nichts abgerechnet.',
    chooseTakers: 'Wählt, wer {count, plural, one {{item}} other {jeden der # {item}}} nimmt; es wurde nichts abgerechnet.',
    already: 'Dieses Szenario ist schon abgerechnet; macht die Abrechnung in der Kampagne rückgängig, um es erneut abzurechnen.',
    noUndo:
      'Dieses Szenario ist abgerechnet; hier kann nichts rückgängig gemacht werden. Macht zuerst die Abrechnung in der Kampagne rückgängig.',
    noRedo:
      'Dieses Szenario ist abgerechnet; hier kann nichts wiederhergestellt werden. Macht zuerst die Abrechnung in der Kampagne rückgängig.',
  },
  town: {
    packNotUsed: 'Die Kampagne verwendet das Inhaltspaket „{pack}“ nicht; wählt es zuerst unter Inhalte.',
    packNotUsedUnnamed: 'Die Kampagne verwendet dieses Inhaltspaket nicht; wählt es zuerst unter Inhalte.',
    sellUnknown:
      '{item} ist kein Gegenstand aus den Inhalten dieser Kampagne, daher ist sein Preis unbekannt; entfernt ihn stattdessen auf dem Charakterbogen.',
    noCharacter: 'Dieser Charakter ist nicht in dieser Kampagne; es wurde nichts geändert.',
    equipUnknown:
      '{item} ist kein Gegenstand aus den Inhalten dieser Kampagne, daher ist sein Platz unbekannt; {name} nimmt ihn mit, ohne dass etwas ausgerüstet wird. Es wurde nichts geändert.',
  },
  summary: {
    noScenario: 'Dieses Szenario ist nicht in dieser Datendatei; vielleicht wurde es gelöscht.',
  },
  table: {
    needsApp: 'Der Tischmodus braucht Haven als App oder mit „npm start“; dieses Haven bedient keine anderen Geräte.',
    noLan:
      'Haven hat kein lokales Netzwerk gefunden, in dem es lauschen kann (ist dieser Computer im WLAN oder per Kabel verbunden?); der Tischmodus bleibt aus. Es wurde nichts geändert.',
  },
  backup: {
    beforeSettlement:
      'Haven konnte die Sicherung nicht schreiben, die es vor einer Abrechnung anlegt ({reason}); es wurde nichts geändert. Schaffe Platz auf dem Datenträger und versuche es erneut.',
    restoring: 'Eine Sicherung wird bereits wiederhergestellt; warte, bis das fertig ist. Es wurde nichts geändert.',
    notFound: 'In {folder} gibt es keine Sicherung namens „{name}“. Es wurde nichts geändert.',
    damaged: 'Die Sicherung {file} ist selbst beschädigt ({problems}); wähle eine ältere. Es wurde nichts geändert.',
    newer:
      'Die Sicherung {file} wurde von einem neueren Haven geschrieben; aktualisiere Haven, um sie wiederherzustellen. Es wurde nichts geändert.',
    unreadable: 'Die Sicherung {file} kann nicht gelesen werden ({reason}); wähle eine andere. Es wurde nichts geändert.',
  },
  storage: {
    full: 'Der Datenträger ist voll; es wurde nichts geändert. Schaffe Platz und versuche es erneut.',
    busy: 'Ein anderes Haven-Fenster oder die Kommandozeile hat die Datendatei zu lange belegt; es wurde nichts geändert. Versuche es erneut.',
    damaged:
      'Die Datendatei ist beschädigt; es wurde nichts geändert. Exportiere, was du kannst, und stelle dann eine Sicherung wieder her (Sicherungen in der App oder `haven restore-backup`).',
    readOnly: 'Die Datendatei kann nicht geschrieben werden (sie oder ihr Ordner ist schreibgeschützt); es wurde nichts geändert.',
  },
  monsterAi: {
    board: '{problems}. Korrigiere das Spielbrett und frage erneut.',
    sameName: 'zwei Figuren heißen beide „{figure}“; jede Figur braucht ihren eigenen Namen',
    offMap: 'die Figur „{figure}“ steht auf [{hex}], das ist kein Feld der Karte',
    sameHex: '„{figure}“ und „{other}“ stehen auf demselben Feld [{hex}]; eine Figur je Feld',
    noActive: 'die aktive Figur „{figure}“ ist nicht unter den Figuren',
    unsolvable:
      'Der Zug des Monsters lässt sich auf diesem Spielbrett nicht bestimmen: {reason}. Prüfe die Figuren und die Karte und frage dann erneut.',
    tooLarge:
      'ein Spielbrett mit {hexes} Feldern, {enemies} Gegnern und einem Flächenangriff über {cells} Felder ist zu groß, um es rechtzeitig zu berechnen; nimm ein kleineres Spielbrett, weniger Figuren oder eine kleinere Fläche',
    tooManyTargetGroups:
      '{targets} zusätzliche Ziele unter {enemies} Gegnern ergeben zu viele Möglichkeiten, sie zu wählen, um sie rechtzeitig zu berechnen; nimm weniger Ziele oder weniger Figuren',
    outOfTime:
      'Diese Stellung ist zu groß, um sie rechtzeitig zu berechnen: Die Monster-KI hat nach {seconds} Sekunden aufgehört. Nimm ein kleineres Spielbrett, weniger Figuren oder eine kleinere Fläche und frage dann erneut.',
    outOfMemory:
      'Diese Stellung ist zu groß, um sie rechtzeitig zu berechnen: Die Monster-KI bräuchte mehr Speicher, als sie nutzen darf. Nimm ein kleineres Spielbrett, weniger Figuren oder eine kleinere Fläche und frage dann erneut.',
    replaced: 'Zu diesem Spielbrett wurde eine neuere Stellung gefragt, darum wurde diese nicht berechnet.',
    stopped: 'Die Monster-KI hat aufgehört, bevor sie eine Antwort hatte. Frage erneut.',
  },
  system: {
    isFolder: '{path} ist ein Ordner; gib den Namen einer Datei an (zum Beispiel {example})',
    isFolderUnnamed: 'Das ist ein Ordner; gib den Namen einer Datei an (zum Beispiel campaign.json)',
    notFolder: 'Ein Teil von {path} ist eine Datei, kein Ordner; wähle einen anderen Ort',
    notFolderUnnamed: 'Ein Teil des Pfades ist eine Datei, kein Ordner; wähle einen anderen Ort',
    mkdirDenied:
      'Haven darf den Ordner {path} nicht anlegen (Zugriff verweigert); wähle mit HAVEN_DATA_DIR einen anderen Ordner oder korrigiere die Berechtigungen',
    mkdirDeniedUnnamed:
      'Haven darf den Ordner nicht anlegen (Zugriff verweigert); wähle mit HAVEN_DATA_DIR einen anderen Ordner oder korrigiere die Berechtigungen',
    denied: 'Haven darf {path} nicht verwenden (Zugriff verweigert); wähle einen anderen Ort oder korrigiere die Berechtigungen',
    deniedUnnamed:
      'Haven darf diese Datei nicht verwenden (Zugriff verweigert); wähle einen anderen Ort oder korrigiere die Berechtigungen',
    readOnlyDisk: '{path} liegt auf einem schreibgeschützten Datenträger; wähle einen anderen Ort',
    readOnlyDiskUnnamed: 'Dieser Ort liegt auf einem schreibgeschützten Datenträger; wähle einen anderen Ort',
    diskFull: 'Der Datenträger ist voll; schaffe Platz und versuche es erneut',
    noSuchFile: 'Es gibt keine Datei und keinen Ordner {path}',
    noSuchFileUnnamed: 'Diese Datei oder dieser Ordner existiert nicht',
    portInUse:
      'Port {port} wird schon verwendet (läuft Haven bereits?); setze HAVEN_PORT auf einen anderen Port oder auf 0 für einen beliebigen freien',
    portInUseUnnamed:
      'Der Port wird schon verwendet (läuft Haven bereits?); setze HAVEN_PORT auf einen anderen Port oder auf 0 für einen beliebigen freien',
    tooManyFiles: 'Auf diesem Computer sind zu viele Dateien geöffnet; schließe einige Programme und versuche es erneut',
    dataFileBusy: 'Die Datendatei ist mit einem anderen Haven-Fenster oder Befehl beschäftigt; versuche es gleich noch einmal',
    dataFileReadOnly: 'Haven kann nicht in seine Datendatei schreiben; prüfe, ob der Datenordner beschreibbar ist',
    dataFileDamaged: 'Die Datendatei ist beschädigt oder keine Haven-Datei',
    dataFileOther: 'Die Datendatei konnte nicht verwendet werden ({code})',
  },
};
