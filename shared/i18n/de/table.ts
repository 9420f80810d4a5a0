import type { Messages } from '../catalog';
import type { table as en } from '../en/table';

export const table: Messages<typeof en> = {
  page: {
    title: 'Tischmodus',
    intro:
      'Die Spieler treten dem Spiel mit ihren Handys und Tablets in diesem Netzwerk bei: Jedes Gerät wird einmal mit einem hier gezeigten Code gekoppelt, als Spielleitung oder als Spieler eines Charakters, und ändert nur, was seine Rolle erlaubt. Der Tischmodus ist aus, bis du ihn einschaltest, und schaltet sich ab, wenn Haven beendet wird.',
    on: 'Tischmodus ist an',
    off: 'Tischmodus ist aus: Haven antwortet nur auf diesem Computer',
    qr: 'QR-Code der zu öffnenden Adresse',
    open: 'Öffne auf dem Handy oder Tablet',
    typeCode: 'und gib den Kopplungscode ein',
    newCode: 'Neuer Code',
    expired: 'Dieser Code ist abgelaufen: Erzeuge einen neuen.',
    goodFor: 'Gilt für ein Gerät, {minutes, plural, one {noch etwa eine Minute} other {noch # Minuten}} (bis {time}).',
    noDevice: 'Noch ist kein Gerät gekoppelt.',
    devices: 'Gekoppelte Geräte',
    fingerprints:
      'Jedes Gerät zeigt oben denselben Fingerabdruck: Zeigt eines einen anderen, ist es nicht mit diesem Computer gekoppelt – entferne es.',
    connected: 'verbunden',
    lastSeen: 'zuletzt gesehen {time}',
    fingerprint: 'Der Fingerabdruck, den dieses Gerät zeigt',
    revoke: 'Entfernen',
    revokeDevice: '{name} entfernen',
  },
  pairing: {
    title: 'Am Tisch mitspielen',
    intro:
      'Öffne auf dem Computer, auf dem Haven läuft, den Tischmodus und schalte ihn ein: Er zeigt einen Kopplungscode. Gib ihn hier ein, um auf diesem Gerät mitzuspielen.',
    code: 'Kopplungscode',
    next: 'Weiter',
    name: 'Name dieses Geräts',
    namePlaceholder: 'Annas Handy',
    role: 'Dieses Gerät ist für',
    playing: '{name} spielen',
    gm: 'Die Spielleitung',
    gmHint: 'Alles, was der Host-Computer kann',
    noSeats: 'Es wird gerade kein Szenario gespielt, daher gibt es noch keinen Charakter zur Auswahl.',
    pair: 'Dieses Gerät koppeln',
    unreachable: 'Havens Host ist nicht erreichbar. Prüfe, ob dieses Gerät im selben Netzwerk ist, und versuche es erneut.',
    refused: 'Der Host hat diese Kopplung abgelehnt.',
    hostGone: 'Havens Host ist nicht erreichbar. Läuft er noch? Wenn Haven neu gestartet wurde, öffne die Adresse, die es ausgegeben hat.',
    revokedNotice:
      'Der Host hat dieses Gerät entfernt (oder den Tischmodus ausgeschaltet). Kopple es mit einem neuen Code erneut, um wieder mitzuspielen.',
  },
  role: {
    gm: 'Spielleitung',
    player: 'Spieler von {name}',
  },
  reasons: {
    monsters: 'Nur die Spielleitung kann Monster ändern.',
    others: 'Nur die Spielleitung kann die Charaktere und Beschwörungen der anderen Spieler ändern.',
    elements: 'Nur die Spielleitung kann die Elemente ändern.',
    round:
      'Nur die Spielleitung kann die Runde führen: die Monsterkarten ziehen, die anderen Züge beginnen und beenden, die Runde beenden.',
    ties: 'Nur die Spielleitung kann die Reihenfolge gleichstehender Figuren ändern.',
    monsterDeck: 'Nur die Spielleitung kann die Modifikatorstapel der Monster und Verbündeten ändern.',
    board: 'Nur die Spielleitung kann den Spielplan, seine Räume und die Szenarioziele ändern.',
    campaign: 'Nur die Spielleitung kann die Kampagne, die Stadt und die anderen Charaktere ändern.',
    undo: 'Nur die Spielleitung kann die Änderung eines anderen rückgängig machen oder wiederholen.',
    other: 'Nur die Spielleitung kann das tun.',
    tableIsHosts: 'Der Tischmodus wird nur auf dem Host-Computer verwaltet; nichts wurde geändert.',
    exportIsHosts:
      'Eine Kampagnendatei enthält den verborgenen Zustand des Spiels (die Reihenfolge der Stapel), daher wird sie nur auf dem Host-Computer exportiert; nichts wurde geändert.',
    otherScenario: 'Das Gerät von {name} folgt nur dem Szenario, in dem {name} spielt; nichts wurde geändert.',
    otherCampaign:
      'Das Gerät von {name} sieht nur die Kampagne, in der {name} spielt, und den eigenen Bogen von {name}; nichts wurde geändert.',
  },
  refusals: {
    change:
      'Das Gerät von {name} darf nur {name} ändern: Initiative, Trefferpunkte, Zustände, Erfahrung, die eigenen Angriffe, den Zug, die Beute und die Beschwörungen von {name} sowie den Bogen von {name}.',
    undo: 'Das Gerät von {name} darf nur die eigenen Änderungen von {name} rückgängig machen; die letzte war die eines anderen.',
    redo: 'Das Gerät von {name} darf nur die eigenen Änderungen von {name} wiederholen; die letzte war die eines anderen.',
    tail: '{reason}; nichts wurde geändert.',
  },
  host: {
    off: 'Der Tischmodus ist auf dem Host aus. Bitte den Host, ihn einzuschalten und einen Kopplungscode zu zeigen.',
    revoked: 'Der Host hat dieses Gerät entfernt oder den Tischmodus ausgeschaltet. Kopple es mit einem neuen Code erneut.',
    noSuchAddress: 'Diese Adresse gibt es bei Haven nicht.',
    post: 'Eine Kopplung wird mit POST gesendet.',
    json: 'Eine Kopplung wird als JSON gesendet; nichts wurde gekoppelt.',
    unreadable: 'Diese Kopplungsanfrage ließ sich nicht lesen; nichts wurde gekoppelt.',
    wait: 'Es wurden zu viele falsche Kopplungscodes versucht. Warte {seconds, plural, one {# Sekunde} other {# Sekunden}} und versuche es erneut; nichts wurde gekoppelt.',
    expired: 'Dieser Kopplungscode ist abgelaufen. Bitte den Host um einen neuen; nichts wurde gekoppelt.',
    wrongCode:
      'Das ist nicht der Kopplungscode, den der Host zeigt (oder er wurde schon benutzt). Prüfe ihn und versuche es erneut; nichts wurde gekoppelt.',
    name: 'Gib diesem Gerät einen Namen mit 1 bis 40 Zeichen („Annas Handy“); nichts wurde gekoppelt.',
    role: 'Wähle eine Rolle: Spielleitung oder Spieler eines Charakters; nichts wurde gekoppelt.',
    seat: 'Wähle den Charakter, den dieses Gerät spielt, aus einem laufenden Szenario; nichts wurde gekoppelt.',
    refusedHost: 'Haven antwortet nur unter seiner eigenen Adresse auf diesem Computer (127.0.0.1, localhost oder [::1] mit seinem Port).',
    refusedKey:
      'Dieser Browser hat diesen Start von Haven nicht geöffnet. Öffne die Adresse, die Haven beim Start ausgegeben hat; sie enthält den Schlüssel für diesen Start.',
    refusedOrigin: 'Havens Verbindung ist nur für Havens eigene Seiten offen.',
    wrongKey: 'Dieser Schlüssel gehört nicht zu diesem Start. Öffne die Adresse, die Haven beim letzten Start ausgegeben hat.',
    starting: 'Haven startet noch.',
    badRequest: 'Haven konnte die Adresse dieser Anfrage nicht lesen.',
    socketPath: 'Havens Verbindung liegt unter /ws.',
  },
};
