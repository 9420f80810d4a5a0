import type { Messages } from '../catalog';
import type { refusals as en } from '../en/refusals';
import { files } from './refusals/files';
import { host } from './refusals/host';
import { party } from './refusals/party';
import { phase } from './refusals/phase';

export const refusals: Messages<typeof en> = {
  nothingChanged: 'Es wurde nichts geändert.',
  host,
  files,
  phase,
  party,
  input: {
    theRequest: 'die Anfrage',
    field: 'das Feld „{words}“',
    fieldId: 'die Kennung von „{owner}“',
    kinds: {
      number: 'eine Zahl',
      string: 'ein Text',
      boolean: 'ja oder nein (true oder false)',
      array: 'eine Liste',
      object: 'eine Gruppe von Feldern',
      int: 'eine ganze Zahl',
    },
    tooLong: '{label} ist zu lang: höchstens {max} Zeichen',
    atMostEntries: '{label} enthält höchstens {max} Einträge',
    atMost: '{label} ist höchstens {max}',
    empty: '{label} darf nicht leer sein',
    tooShort: '{label} ist zu kurz: mindestens {min} Zeichen',
    atLeastEntries: '{label} enthält mindestens {min} Einträge',
    atLeast: '{label} ist mindestens {min}',
    missing: '{label} fehlt',
    mustBe: '{label} muss {kind} sein',
    oneOf: '{label} muss eines hiervon sein: {values}',
    noSuchField: '{label} hat kein Feld namens {fields}',
    noForm: '{label} hat keine der Formen, die Haven kennt',
    badFormat: '{label} hat nicht die erwartete Form',
    multipleOf: '{label} muss ein Vielfaches von {divisor} sein',
    separator: '; ',
    tooNested: 'Die Anfrage ist zu groß oder zu tief verschachtelt',
    longFieldName: 'Die Anfrage hat einen Feldnamen mit mehr als 200 Zeichen',
  },
  request: {
    otherWindow: 'Anfragen werden nur aus Havens eigenem Fenster angenommen. {nothingChanged}',
    unknownChannel: 'Haven kennt keine Anfrage namens {channel}.',
    internal:
      'Haven konnte das wegen eines Fehlers in Haven selbst nicht tun. {nothingChanged} Die Einzelheiten stehen in haven.log im Datenordner von Haven.',
  },
  campaign: {
    settledAlready:
      'Szenario {scenario} ist schon abgeschlossen; im Kampagnenmodus kann es nicht noch einmal gespielt werden (im Gelegenheitsspiel schon). Es wurde nichts abgerechnet.',
    settlementTwice: 'Die Abrechnung nennt einen Charakter zweimal ({name}).',
    settlementNoCharacter: 'Ein Charakter der Abrechnung ist nicht in dieser Kampagne; die Abrechnung wurde nicht angewendet.',
    retiredNoShare: '{name} ist im Ruhestand und kann keinen Anteil an einem Szenario erhalten.',
    treasureNotPlayed: 'Schatz {number} geht an einen Charakter, der das Szenario nicht gespielt hat. Es wurde nichts abgerechnet.',
    treasureLooted:
      'Schatz {number} wurde in dieser Kampagne schon geplündert; jeder nummerierte Schatz wird einmal geplündert. Es wurde nichts abgerechnet.',
    treasureUnknownItem:
      'Schatz {number} gibt Gegenstand {item}, den kein installiertes Inhaltspaket beschreibt. Es wurde nichts abgerechnet.',
    itemToPlayer: '{item} muss an einen Charakter gehen, der das Szenario gespielt hat; wählt, wer ihn nimmt. Es wurde nichts abgerechnet.',
    ownsNothingSettled: '{name} besitzt {item} schon; gebt es einem anderen Charakter. Es wurde nichts abgerechnet.',
    goalsDealt:
      'Die Kampfziele sind schon ausgeteilt; jeder Spieler behält seine, bis das Szenario abgerechnet ist (macht das Austeilen rückgängig, um neu auszuteilen).',
    noGoalsToDeal:
      'Es gibt kein Kampfziel zum Austeilen: Die Gruppe hat keinen aktiven Charakter, oder die Inhalte haben keine Kampfziele.',
    noGoalsDealt: '{known, select, no {Dieser Charakter} other {{name}}} hat keine Kampfziele ausgeteilt bekommen; teilt sie zuerst aus.',
    goalKept: '{known, select, no {Dieser Charakter} other {{name}}} hat schon ein Kampfziel behalten; die andere Karte wurde abgeworfen.',
    goalNotDealt: 'Dieses Kampfziel wurde {known, select, no {diesem Charakter} other {{name}}} nicht ausgeteilt.',
    goalLostScenario: '{name} erhält aus einem verlorenen Szenario keine Häkchen für Kampfziele.',
    goalWorth: '{name} hat „{goal}“ behalten, erfüllt {checks, plural, one {# Häkchen} other {# Häkchen}} wert (oder keines).',
    equip: {
      oneOfSlot:
        'Es wird nur ein Gegenstand für {slot, select, head {den Kopf} body {den Körper} other {die Beine}} auf einmal ausgerüstet; {names} ist es schon. {item} wurde nicht ausgerüstet; lege zuerst einen anderen Gegenstand ab.',
      takesBothHands: '{names} braucht beide Hände. {item} wurde nicht ausgerüstet; lege zuerst einen anderen Gegenstand ab.',
      handsFull: 'Beide Hände halten schon {names}. {item} wurde nicht ausgerüstet; lege zuerst einen anderen Gegenstand ab.',
      bothHandsNeeded:
        'Beide Hände werden gebraucht, und {names} hält schon eine. {item} wurde nicht ausgerüstet; lege zuerst einen anderen Gegenstand ab.',
      smallItems:
        'Auf Stufe {level} bringt ein Charakter höchstens {limit, plural, one {# kleinen Gegenstand} other {# kleine Gegenstände}} mit (die Hälfte der Stufe, aufgerundet). {item} wurde nicht ausgerüstet; lege zuerst einen anderen Gegenstand ab.',
    },
    achievementRecorded: 'Der {scope, select, global {globale Erfolg} other {Gruppenerfolg}} „{name}“ ist schon eingetragen.',
    noAchievement: 'Es gibt keinen {scope, select, global {globalen Erfolg} other {Gruppenerfolg}} „{name}“.',
    classUnlocked: 'Die Klasse {name} ist schon freigeschaltet.',
    scenarioUnlocked: 'Szenario {scenario} ist schon freigeschaltet.',
    playLocked: 'Szenario {scenario} ist nicht freigeschaltet; schaltet es frei, bevor ihr es spielt.',
    completedAlready:
      'Szenario {scenario} ist schon abgeschlossen; im Kampagnenmodus kann es nicht noch einmal gespielt werden (im Gelegenheitsspiel schon).',
    xpFloor: '{name} hat {xp} EP; das kann nicht unter {floor} fallen, das Minimum für Stufe {level}.',
    equipNotOwned: '{name} besitzt {item} nicht; es wurde nichts ausgerüstet.',
    allPerks:
      '{name} hat alle {allowed} bisher verdienten Vorteile genommen (einen pro Stufe über 1, einen pro 3 Häkchen, dazu Boni aus dem Ruhestand).',
    noPerk: '{name} hat keinen Vorteil „{perk}“.',
    checkmarksBelowZero: '{name} hat {checkmarks} Häkchen; kann nicht {amount} verlieren.',
    checkmarksCostPerk: '{name} kann nicht so viele Häkchen verlieren: Es würde einen schon genommenen Vorteil kosten.',
    catchUpLimit: '{name} ist auf Stufe {level}; bei Wohlstand {prosperity} darf ein Charakter nur bis Stufe {max} aufholen.',
    noQuest: '{name} hat keine Persönliche Aufgabe; ein Charakter ohne sie kann nie in den Ruhestand gehen.',
    questNotFulfilled: 'Die Persönliche Aufgabe von {name} ist noch nicht erfüllt; für den Ruhestand muss sie erfüllt sein.',
    confirmQuest: 'Bestätige, dass die Persönliche Aufgabe „{quest}“ von {name} erfüllt ist; der Ruhestand verlangt es.',
    newCharacterId: 'Ein neuer Charakter braucht eine Kennung.',
    characterIdTaken: 'Dieser Charakter wurde schon angelegt; die Anfrage kam zweimal.',
    startLevel:
      'Ein neuer Charakter kann bei diesem Wohlstand höchstens auf Stufe {level} beginnen{edition, select, gh2 { (die Hälfte der Wohlstandsstufe, aufgerundet)} other {}}.',
    secondEditionOnly:
      'Fraktionsruf, Inspiration, Durchdringung und Meisterschaften sind Regeln der 2. Edition; diese Kampagne spielt die 1. Edition.',
    factionAtEnd:
      'Der Ruf bei {faction, select, merchants {der Händlergilde} military {dem Militär} other {den Dämonen}} ist schon {from}, so weit es geht.',
    inspiration: 'Die Gruppe hat {from} Inspiration; sie kann nicht {spend} ausgeben.',
    imbuement: 'Die Durchdringung steht bei {from}; sie kann nicht um {by} sinken.',
    noCharacterWithId: 'Diesen Charakter gibt es in dieser Kampagne nicht.',
    masteriesPaid:
      'Die Meisterschaften von {name} haben Vorteilsmarken bezahlt; entferne einen Vorteil, bevor du eine Meisterschaft zurücknimmst.',
    setUpAlready: 'Diese Kampagne wurde schon aus ihren Inhalten aufgebaut; ihre Ereignisstapel und Meilensteine sind an ihrem Platz.',
    noSecondEditionSetup:
      'Keines der Inhaltspakete der Kampagne sagt, wie eine Kampagne der 2. Edition beginnt; wählt zuerst unter Inhalte das Paket Gloomhaven 2nd Edition.',
    notInCampaign: 'Dieser Charakter ist nicht in dieser Kampagne.',
    retiredNothingBought: '{name} ist im Ruhestand; es wurde nichts gekauft.',
    enhancingLocked: 'Verbessern wird mit dem globalen Erfolg „{achievement}“ möglich; es wurde nichts gekauft.',
    noSticker: 'Die {edition, select, gh1 {1.} other {2.}} Edition hat keinen Aufkleber {sticker}; es wurde nichts gekauft.',
    enhancedCards:
      'Die Klasse von {name} hat schon {count, plural, one {# verbesserte Karte} other {# verbesserte Karten}}, so viele wie Wohlstandsstufe {limit} erlaubt; es wurde nichts gekauft.',
    enhancementCosts: '{name} hat {gold} Gold; diese Verbesserung kostet {cost}. Es wurde nichts gekauft.',
    notInShopYet: '{item} ist noch nicht im Laden: Er kommt bei Wohlstand {prosperity} (die Stadt steht bei {level}).',
    noneInShop: 'Alle {count} {item} gehören der Gruppe; im Laden ist keiner mehr übrig.',
    itemCosts: '{item} kostet bei Ruf {reputation} {price} Gold; {name} hat {gold}.',
    designUnlocked: 'Der Entwurf von {item} ist schon freigeschaltet.',
    eventInCampaign:
      '{deck, select, city {Stadtereignis} other {Straßenereignis}} {card} ist schon in der Kampagne (in einem Stapel, gezogen oder entfernt).',
    resolveBeforeDrawing:
      'Handle das gerade gelesene {deck, select, city {Stadtereignis} other {Straßenereignis}} ab, bevor du ein weiteres ziehst.',
    cityEventInTown: 'Stadtereignisse werden in Gloomhaven gezogen; kehrt zuerst in die Stadt zurück.',
    cityEventDone: 'Dieser Besuch in Gloomhaven hatte schon sein Stadtereignis (eines pro Besuch).',
    noRoadEventDue: 'Auf dem Weg zu Szenario {scenario} steht kein Straßenereignis an: {reason}.',
    roadEventOnTheWay: 'Straßenereignisse werden auf dem Weg zu einem Szenario gezogen; wählt zuerst, wohin die Gruppe reist.',
    eventDeckEmpty: 'Der {deck, select, city {Stadtereignisstapel} other {Straßenereignisstapel}} ist leer; füge zuerst Karten hinzu.',
    noQuestToTrack: '{name} hat keine Persönliche Aufgabe, die verfolgt werden könnte.',
    noEventDrawn: 'Es wurde keine Ereigniskarte gezogen.',
    collectiveGainShared: 'Gemeinsam erhaltenes Gold wird verteilt, nie bezahlt. Es wurde nichts geändert.',
    collectivePaid: 'Gemeinsam bezahltes Gold zahlen die Charaktere, sie erhalten es nicht. Es wurde nichts geändert.',
    outcomePrice:
      'Für diesen Ausgang muss die Gruppe gemeinsam {price} Gold zahlen, und sie hat {party}; wählt den Ausgang, der sonst gilt. Es wurde nichts geändert.',
    sharesDiffer:
      'Die Anteile ergeben zusammen {shared} Gold; die Karte {way, select, takes {nimmt} other {gibt}} gemeinsam {expected}. Es wurde nichts geändert.',
    cannotPay: '{name} hat {gold} Gold und kann nicht {amount} zahlen. Es wurde nichts geändert.',
    ownsGiveAnother: '{name} besitzt {item} schon; gebt es einem anderen Charakter. Es wurde nichts geändert.',
    foreignCondition: '{condition} ist kein Zustand dieser Edition; es wurde nichts geändert.',
    tradeOnlyInTown:
      '{name} kann Gegenstände nur in Gloomhaven {verb, select, buy {kaufen} other {verkaufen}}, und die Gruppe ist {where, select, road {unterwegs} other {beim Szenario}}; kehrt zuerst in die Stadt zurück. Es wurde nichts geändert.',
    resolveFirst: 'Handle zuerst das gerade gelesene {deck, select, city {Stadtereignis} other {Straßenereignis}} ab.',
    alreadyInTown: 'Die Gruppe ist schon in Gloomhaven.',
    cannotTurnBack: 'Das Straßenereignis ist abgehandelt; die Gruppe ist auf dem Weg zum Szenario und kann nicht umkehren.',
    travelLocked: 'Szenario {scenario} ist nicht freigeschaltet; schaltet es frei, bevor ihr dorthin reist.',
    travelCompleted: 'Szenario {scenario} ist schon abgeschlossen; im Kampagnenmodus wird es nicht noch einmal gespielt.',
    roadEventDoneTo: 'Die Gruppe hat das Straßenereignis auf dem Weg zu Szenario {scenario} schon abgehandelt; spielt es als Nächstes.',
    noSuchCharacterHere: 'Diesen Charakter gibt es in dieser Kampagne nicht.',
    levelUpInTown: '{name} kann nur in Gloomhaven aufsteigen; kehrt zuerst in die Stadt zurück.',
    notEnoughXp: '{name} hat {xp} EP, nicht genug für Stufe {level}; es wurde nichts geändert.',
    retired: '{name} ist im Ruhestand.',
    retiredNotesOnly: '{name} ist im Ruhestand; nur die Notizen können noch geändert werden.',
    donateOnlyInTown: '{name} kann nur in Gloomhaven spenden; kehrt zuerst in die Stadt zurück.',
    donatedThisVisit: '{name} hat bei diesem Besuch in der Stadt schon gespendet (einmal pro Besuch).',
    donationCosts: '{name} hat {gold} Gold; eine Spende kostet {cost}.',
    goldBelowZero: '{name} hat {gold} Gold und kann nicht {amount} verlieren. Gold fällt nie unter 0.',
    ownsItemAlready: '{name} besitzt {item} schon; ein Charakter kann nicht zwei Exemplare eines Gegenstands besitzen.',
    doesNotOwnItem: '{name} besitzt {item} nicht.',
    noSuchCharacter: 'Diesen Charakter gibt es in dieser Kampagne nicht; vielleicht wurde er gelöscht.',
  },
  founders: {
    treeTwice: 'Der Ressourcenbaum nennt {resource} zweimal; behalte einen Eintrag dafür.',
    basicNoPrerequisites:
      '{resource} ist eine Grundressource und hat daher keine Voraussetzungen; entferne sie oder mache es zu Stufe 2 oder 3.',
    needsPrerequisites: '{resource} ist eine Ressource der Stufe {tier}; trage die auf seinem Plättchen gedruckten Voraussetzungen ein.',
    prerequisiteTwice: '{resource} nennt {prerequisite} zweimal als Voraussetzung; behalte eine.',
    prerequisiteUnknown: '{resource} braucht {prerequisite}, das nicht im Ressourcenbaum ist; trage zuerst {prerequisite} ein.',
    prerequisiteTier:
      '{resource} (Stufe {tier}) kann nicht aus {prerequisite} (Stufe {below}) hergestellt werden; eine Voraussetzung muss von niedrigerer Stufe sein.',
    remainderOfBasic:
      '{on, select, tile {Das {name}-Plättchen} other {{name}}} zeigt (+{remainder}) für {resource}, aber {resource} ist eine Grundressource und hat nichts zu bezahlen; lass das (+n) weg oder korrigiere die Stufe von {resource}.',
    remainderMismatch:
      '{on, select, tile {Das {name}-Plättchen} other {{name}}} zeigt {resource} {points} (+{remainder}), aber {resource} zahlt wie eingetragen {pays} an seine Voraussetzungen, was +{expected} übrig lässt; prüfe dieses Plättchen und den Eintrag für {resource}.',
    noActivePlayer: 'Es gibt keinen Spieler {player}, der den Marker des aktiven Spielers halten könnte; nenne den aktiven Spieler.',
    noCaller: 'Es gibt keinen Spieler {player}, der die Abstimmung einberufen könnte; nenne einen Spieler dieser Partie.',
    noPlayer: 'In dieser Partie gibt es keinen Spieler {player}; nenne einen Spieler dieser Partie.',
    incomeTwoPlayers:
      'Die Aktionskarte Einkommen wird nur in einer Partie zu zweit verwendet (Aktion für 2 Spieler: Einkommen); diese Partie hat {count} Spieler. Sammelt das Einkommen stattdessen über eine Abstimmung ein.',
    notSetUp: 'Die Partie ist noch nicht aufgebaut; tragt zuerst ihre Spieler ein.',
    ended: 'Die Partie ist beendet und ihre Endwertung festgehalten; macht das Ende der Partie rückgängig, um etwas zu ändern.',
    allHouses: '{player} hat alle {most} Häuser gebaut; ein Spieler kann bis zu drei bauen.',
    voteTied:
      'Die Vorschläge {tied} haben gleich viel Einfluss, und {decider} entscheidet, welcher gebaut wird (wenigste Punkte, dann am nächsten beim Einberufenden); wählt, wofür sich {decider} entscheidet, und tragt die Abstimmung erneut ein.',
    cannotLose:
      '{player} hat {has} {what, select, money {Geld} fleetingInfluence {flüchtigen Einfluss} other {dauerhaften Einfluss}} und kann nicht {lose} verlieren; verringere die Änderung.',
    malformed: 'Dieser Founders-Befehl ist nicht richtig aufgebaut, daher wurde nichts geändert ({problems}).',
    setUpAlready: 'Diese Partie ist schon aufgebaut; beginne eine neue Partie, um eine andere aufzubauen.',
    sameColour: 'Zwei Spieler sind {colour}; gib jedem Spieler seine eigene Farbe.',
    neutralColour: '„{neutral}“ kennzeichnet neutrale Plättchen; gib diesem Spieler den Namen seiner Farbe.',
    neutralNotBasic: 'Nur Grundressourcen können neutral sein, und {resource} ist keine Grundressource im Ressourcenbaum.',
    tierInUse: '{usedBy} wird aus {resource} hergestellt, daher muss {resource} auf Stufe {tier} bleiben; korrigiere zuerst {usedBy}.',
    tierOnBoard:
      '{resource}-Plättchen liegen schon auf dem Spielplan, daher kann sich seine Stufe nicht ändern; mache zuerst ihr Platzieren rückgängig.',
    tileIdTaken: 'Das Plättchen {id} liegt schon auf dem Spielplan; gib dem neuen Plättchen eine andere Kennung.',
    notInTree: '{resource} ist nicht im Ressourcenbaum; trage es zuerst von seinem Plättchen ein.',
    builtNotImported: '{resource} ist ein Ressourcengebäude der Stufe {tier}: Es wird gebaut, nicht importiert.',
    stallNeedsOwner:
      '{resource} ist in dieser Partie keine neutrale Ressource, daher gehört sein Handelsstand einem Spieler; nenne den Besitzer.',
    noOwner: 'In dieser Partie gibt es keinen Spieler {player}; nenne die Farbe eines Spielers oder „{neutral}“.',
    stallNeutral:
      '{resource} ist in dieser Partie neutral, daher sind seine Handelsstände neutral; importiere es mit dem Besitzer „{neutral}“.',
    voteOnce: 'Jeder Spieler stimmt einmal ab; {player} hat {count} Stimmen. Gib für jeden Spieler genau eine Stimme ein.',
    noVoter: 'In dieser Partie gibt es keinen Spieler {player}; entferne diese Stimme.',
    tooMuchInfluence:
      '{player} hat {fleeting} flüchtigen und {lasting} dauerhaften Einfluss eingesetzt, hat aber {hasFleeting} flüchtigen und {hasLasting} dauerhaften; verringere den eingesetzten Einfluss.',
    notTied: 'Der Vorschlag {choice} ist nicht unter den gleichauf liegenden Vorschlägen ({tied}); {decider} wählt einen davon.',
    buildingIdTaken: 'Ein Prestigegebäude mit der Kennung {id} ist schon platziert; gib diesem eine andere Kennung.',
    requiresTwice:
      '{name} nennt {resource} zweimal; jedes Ressourcensymbol auf einem Prestigegebäude wird einmal beliefert, nenne es also einmal.',
    requiresUnknown: '{name} benötigt {resource}, das nicht im Ressourcenbaum ist; trage {resource} zuerst von seinem Plättchen ein.',
    deliveryUnknown: 'Die Lieferung nennt ein Plättchen oder Gebäude, das nicht im Spiel ist.',
    pickPlayer: 'In dieser Partie gibt es keinen Spieler {player}; wähle einen von {players}.',
    importedNotBuilt: '{resource} ist eine Grundressource: Sie wird mit einer Handelsaktion importiert, nicht gebaut.',
    noBuilding: 'Es wurde kein Prestigegebäude {building} platziert; platziert es zuerst.',
    noTile: 'Auf dem Spielplan liegt kein Ressourcenplättchen {tile}; nenne ein platziertes Plättchen.',
    notRequired: '{name} benötigt kein {resource}; es benötigt {needed}.',
    deliveredAlready:
      '{by, select, neutral {Der neutrale Vorrat} other {{by}}} hat {resource} schon an {name} geliefert; eine Ressource wird an ein Gebäude nur einmal geliefert.',
    neutralDelivered: 'Neutrales {resource} wird beim Platzieren von {name} geliefert, nicht über eine Verbindung (Neutrale Gebäude).',
    noTileOf: 'Auf dem Spielplan liegt kein Ressourcenplättchen {tile}; nenne ein platziertes {resource}-Plättchen.',
    wrongTile: 'Plättchen {tile} ist {is}, nicht {resource}; nenne ein {resource}-Plättchen.',
    noSuppliers:
      'Nichts hält fest, welche Plättchen das Plättchen {tile} ({resource}) beliefert haben; nenne sie im „from“ seiner Lieferung.',
    noSupplyTile: 'Auf dem Spielplan liegt kein Ressourcenplättchen {tile}; das Plättchen {id} ({resource}) braucht {needs}.',
    madeFrom: '{resource} wird aus {needs} hergestellt, nicht aus {from} (Plättchen {tile}); nenne ein Plättchen für jedes von {needs}.',
    twoTiles: 'Für {from} des Plättchens {id} ({resource}) wurden zwei Plättchen genannt; es verwendet ein {from}-Plättchen.',
    needsTile: 'Das Plättchen {id} ({resource}) braucht {needs}; nenne das {names}-Plättchen, das es verwendet.',
    notCreated: 'Die Partie wurde nicht angelegt: {reason}',
    schema: {
      colour: 'ein Spieler braucht eine Farbe',
      colourLong: 'eine Farbe hat höchstens {max} Zeichen',
      race: 'ein Spieler braucht ein Volk',
      raceLong: 'ein Volk hat höchstens {max} Zeichen',
      resource: 'eine Ressource braucht einen Namen',
      resourceLong: 'eine Ressource hat höchstens {max} Zeichen',
      neutralMost: 'eine Partie hat höchstens {max} neutrale Ressourcen',
      tile: 'ein Plättchen braucht eine Kennung',
      owner: 'ein Plättchen braucht die Farbe seines Besitzers',
      building: 'ein Prestigegebäude muss gewählt sein',
      buildingName: 'ein Prestigegebäude braucht einen Namen',
      player: 'ein Spieler muss gewählt sein',
      reason: 'eine Änderung braucht einen Grund für den Verlauf',
      tier: 'eine Ressource hat Stufe 1, 2 oder 3',
      points: 'gedruckte Punkte sind eine ganze Zahl ab 0',
      remainder: 'ein (+n) ist eine ganze Zahl',
      startingMoney: 'das Startgeld ist eine ganze Zahl ab 0',
      startingMoneyMost: 'das Startgeld ist höchstens {max}',
      influence: 'Einfluss ist eine ganze Zahl ab 0',
      change: {
        points: 'die Punkte müssen eine ganze Zahl sein',
        money: 'das Geld muss eine ganze Zahl sein',
        fleetingInfluence: 'der flüchtige Einfluss muss eine ganze Zahl sein',
        lastingInfluence: 'der dauerhafte Einfluss muss eine ganze Zahl sein',
      },
      requires: 'ein Prestigegebäude benötigt mindestens eine Ressource',
      from: 'eine fortgeschrittene Ressource wird aus mindestens einem Plättchen gebaut',
      proposal: 'eine Stimme gilt einem der drei Vorschläge',
    },
  },
  scenario: {
    invalidCommand: 'Der Befehl ist ungültig ({problem} bei {at}); nichts wurde geändert.',
    invalidCommandTop: 'Der Befehl ist ungültig ({problem} auf oberster Ebene); nichts wurde geändert.',
    scenarioEnded:
      'Das Szenario ist beendet ({outcome, select, none {ohne Ergebnis} success {Erfolg} lost {verloren} other {{outcome}}}); nichts wurde geändert. Rechnet es ab und kehrt zur Kampagne zurück.',
    summonNotOnBoard: 'Diese Beschwörung ist nicht auf dem Spielplan; nichts wurde geändert.',
    notLivingFigure:
      '„{name}“ ist keine lebende Figur dieses Szenarios und kann daher nicht auf seinen Spielplan gesetzt werden; nichts wurde geändert.',
    boardUnchanged:
      'Das ändert nichts auf dem Spielplan (das Feld ist vielleicht eine Wand, außerhalb des Plans oder besetzt); nichts wurde geändert.',
    roundEndedScenario: 'Das Szenario ist beendet; keine Runde wurde beendet.',
    roundNotStarted:
      'In Runde {round} haben die Züge noch nicht begonnen; sie wurde nicht beendet. Zieht zuerst die Monster-Fähigkeitskarten und spielt die Züge.',
    turnInProgress: '{name} ist noch am Zug; die Runde wurde nicht beendet. Beendet zuerst diesen Zug.',
    turnsLeft: '{name} war in Runde {round} noch nicht am Zug; die Runde wurde nicht beendet. Spielt zuerst diesen Zug.',
    notRestingTurn: 'Eine lange Rast wird im Zug des rastenden Charakters gemacht; gerade ist kein Charakter am Zug.',
    notLongResting:
      '{name} hat in dieser Runde zwei Karten gespielt, keine lange Rast; nichts wurde geändert. Eine lange Rast wird bei der Kartenwahl angesagt.',
    longRestedAlready: '{name} hat die lange Rast dieses Zuges schon gemacht; nichts wurde geändert.',
    longRestHeals:
      'In der 1. Edition heilt eine lange Rast immer 2 und frischt jeden verbrauchten Gegenstand auf (Regelbuch S. 17); die Rast von {name} wurde nicht gemacht.',
    shortRestUnknownCharacter: 'Dieser Charakter ist nicht in diesem Szenario; keine kurze Rast wurde vermerkt.',
    shortRestExhausted: '{name} ist erschöpft und nimmt nicht mehr am Szenario teil; keine kurze Rast wurde vermerkt.',
    notCleanup: 'Eine kurze Rast wird am Ende der Runde gemacht, nach dem Zug jeder Figur; die kurze Rast von {name} wurde nicht vermerkt.',
    shortRestedAlready: '{name} hat in dieser Runde schon kurz gerastet; nichts wurde geändert.',
    unknownCharacter: 'Dieser Charakter ist nicht in diesem Szenario; nichts wurde geändert.',
    itemNotBrought: '{name} hat {item} nicht in dieses Szenario mitgebracht; nichts wurde geändert.',
    itemExhausted: '{name} ist erschöpft und benutzt keine Gegenstände mehr; nichts wurde geändert.',
    itemUnlimited: '{item} wird durch Benutzen weder verbraucht noch verloren; es gibt nichts zu markieren.',
    itemUsed:
      '{item} ist {status, select, spent {verbraucht, bis eine lange Rast es auffrischt} other {verloren, bis das Szenario endet oder eine Fähigkeit es auffrischt}}; nichts wurde geändert.',
    itemReady: '{item} ist schon bereit; nichts wurde geändert.',
    noSuchCharacter: 'Diesen Charakter gibt es in diesem Szenario nicht; nichts wurde vermerkt.',
    exhaustedNotRecorded: '{name} ist erschöpft und nimmt nicht mehr am Szenario teil; nichts wurde vermerkt.',
    cardsRevealed:
      'Die Karten der Runde {round} sind schon aufgedeckt; die Wahl von {name} wurde nicht vermerkt. Wählt nach dem Ende der Runde erneut.',
    badMonsterTieOrder:
      'Die Reihenfolge bei Gleichstand muss jeden Monstertyp des Szenarios einmal nennen ({list}); die Reihenfolge wurde nicht geändert.',
    badCharacterTieOrder:
      'Die Reihenfolge bei Gleichstand muss jeden Charakter einmal nennen ({list}); die Reihenfolge wurde nicht geändert.',
    turnEndedScenario: 'Das Szenario ist beendet; kein Zug wurde begonnen.',
    monsterCardsHidden:
      'Die Monster-Fähigkeitskarten der Runde {round} sind noch nicht aufgedeckt; kein Zug wurde begonnen. Vermerkt die Initiative jedes Charakters und zieht die Monsterkarten.',
    turnStillRunning: '{name} ist noch am Zug; kein neuer Zug wurde begonnen. Beendet zuerst diesen Zug.',
    everyoneActed: 'In Runde {round} waren alle Figuren am Zug; kein Zug wurde begonnen. Beendet die Runde.',
    noActiveTurn: 'Gerade ist niemand am Zug; nichts wurde beendet. Beginnt zuerst den nächsten Zug.',
    onlyCharactersLoot:
      'Nur Charaktere plündern am Ende ihres Zuges, nicht {name}; der Zug wurde nicht beendet. Beendet ihn ohne Geldmarker.',
    unknownMonsterType:
      'Im Inhalt dieses Szenarios gibt es diesen Monstertyp nicht; keine Monster wurden hinzugefügt. Fügt den Typ zuerst dem Szenario-Aufbau hinzu.',
    bossOnly: '{name} ist ein Boss und kann nur als Boss aufgestellt werden; keine Monster wurden hinzugefügt.',
    notBoss: '{name} ist kein Boss; stellt es als normal oder Elite auf; keine Monster wurden hinzugefügt.',
    missingStats:
      '{name} hat keine Werte für {rank, select, elite {Elite} boss {Boss} other {normal}} auf Monsterstufe {level}; keine Monster wurden hinzugefügt. Korrigiert das Inhaltspaket.',
    noSuchStandee:
      '{name} hat Aufsteller 1 bis {count}, nicht {number}; keine Monster wurden hinzugefügt. Wählt eine Nummer in diesem Bereich oder lasst sie weg, um eine zu ziehen.',
    standeeTaken:
      '{name} {number} steht schon auf der Karte; keine Monster wurden hinzugefügt. Wählt eine freie Aufstellernummer oder lasst sie weg, um eine zu ziehen.',
    emptyAbilityDeck: 'Der Fähigkeitsstapel „{deck}“ hat keine Karten zum Ziehen; nichts wurde gezogen. Prüft das Inhaltspaket.',
    monsterCardsRevealed:
      'Die Monster-Fähigkeitskarten für Runde {round} sind schon aufgedeckt; nichts wurde gezogen. Spielt die Züge und beendet zuerst die Runde.',
    initiativeMissing:
      '{names} {count, plural, one {hat} other {haben}} noch keine Karten oder lange Rast gewählt; nichts wurde gezogen. Vermerkt zuerst ihre Initiative.',
    roomRevealed: 'Raum „{room}“ ist schon aufgedeckt; nichts wurde hinzugefügt.',
    invalidSetup: 'Der Szenario-Aufbau ist ungültig ({problem} bei {at}); nichts wurde aufgebaut. Prüft das Inhaltspaket und die Gruppe.',
    reservedCharacterId:
      'Ein Charakter hat die Kennung „monsters“ oder „allies“, die gemeinsame Modifikatorstapel bezeichnen; nichts wurde aufgebaut. Gebt dem Charakter eine andere Kennung.',
    duplicateCharacter: 'Zwei Charaktere teilen sich eine Kennung; nichts wurde aufgebaut. Gebt jedem Charakter eine eigene Kennung.',
    missingAbilityDeck:
      'Monstertyp „{name}“ verwendet den Fähigkeitsstapel „{deck}“, den der Inhalt nicht enthält; nichts wurde aufgebaut. Importiert den Stapel oder korrigiert den Typ.',
    badStatFormula:
      'Monstertyp „{name}“ hat eine Wertformel, die sich nicht ausrechnen lässt ({error}); nichts wurde aufgebaut. Korrigiert das Inhaltspaket.',
    missingLevel:
      'Monstertyp „{name}“ hat keine Werte für Monsterstufe {level}; nichts wurde aufgebaut. Korrigiert das Inhaltspaket oder wählt eine andere Szenariostufe.',
    perkRemovesMissingCard:
      'Ein Vorteil von {name} entfernt eine Karte „{card}“, die der Stapel nicht enthält; nichts wurde aufgebaut. Prüft die Vorteile des Charakters.',
    foreignCondition:
      '{name} würde mit {condition, select, poison {Gift} wound {Wunde} immobilize {Lähmung} disarm {Entwaffnung} stun {Betäubung} muddle {Verwirrung} invisible {Unsichtbarkeit} strengthen {Stärkung} safeguard {Bewahrung} ward {Abschirmung} bless {Segen} curse {Fluch} other {{condition}}} beginnen, das diese Edition nicht kennt; nichts wurde aufgebaut.',
    notAttackersTurn: '{name} ist nicht am Zug; kein Angriff wurde ausgeführt. Beginnt zuerst den Zug.',
    attackerNotOnMap: '{name} ist nicht auf der Karte; kein Angriff wurde ausgeführt.',
    attackerStunned: '{name} ist betäubt und kann in diesem Zug nicht angreifen; kein Angriff wurde ausgeführt.',
    attackerDisarmed: '{name} ist entwaffnet und kann in diesem Zug nicht angreifen; kein Angriff wurde ausgeführt.',
    noModifierDeck: '{name} hat keinen Angriffsmodifikatorstapel; kein Angriff wurde ausgeführt.',
    attackValueMissing:
      'Es wurde kein Angriffswert angegeben und {name} hat in dieser Runde keinen Angriff auf einer Karte; kein Angriff wurde ausgeführt. Gebt den Angriffswert ein.',
    noCardChoiceGh1: 'In der 1. Edition wird immer die bessere Karte verwendet; kein Angriff wurde ausgeführt. Lasst die Wahl weg.',
    noCardChoice:
      'Nur ein Charakter wählt zwischen seinen zwei Karten; andere Figuren verwenden die bessere; kein Angriff wurde ausgeführt. Lasst die Wahl weg.',
    onlyCharactersNegate: 'Nur ein Charakter kann Karten verlieren, um Schaden abzuwenden, nicht {name}; kein Angriff wurde ausgeführt.',
    targetNotOnMap: '{name} ist nicht auf der Karte; kein Angriff wurde ausgeführt.',
    targetInvisible:
      '{name} ist unsichtbar und kann nicht von Feinden als Ziel gewählt werden; kein Angriff wurde ausgeführt. Wählt ein anderes Ziel.',
    figureNotOnMap: '{name} ist nicht auf der Karte; nichts wurde geändert. Wählt eine Figur auf der Karte.',
    stunnedHeal: '{name} ist betäubt und führt in diesem Zug keine Fähigkeiten aus, kann also nicht heilen; nichts wurde geändert.',
    stunnedInfuse:
      '{name} ist betäubt und führt in diesem Zug keine Fähigkeiten aus, kann also nicht {element, select, fire {Feuer} ice {Eis} air {Luft} earth {Erde} light {Licht} dark {Dunkelheit} other {{element}}} erzeugen; nichts wurde geändert.',
    stunnedConsume:
      '{name} ist betäubt und führt in diesem Zug keine Fähigkeiten aus, kann also nicht {element, select, fire {Feuer} ice {Eis} air {Luft} earth {Erde} light {Licht} dark {Dunkelheit} other {{element}}} verbrauchen; nichts wurde geändert.',
    conditionNotInEdition:
      '{condition, select, poison {Gift} wound {Wunde} immobilize {Lähmung} disarm {Entwaffnung} stun {Betäubung} muddle {Verwirrung} invisible {Unsichtbarkeit} strengthen {Stärkung} safeguard {Bewahrung} ward {Abschirmung} bless {Segen} curse {Fluch} other {{condition}}} ist ein Zustand der 2. Edition und diese Kampagne spielt die 1. Edition; nichts wurde geändert.',
    immune:
      '{name} ist immun gegen {condition, select, poison {Gift} wound {Wunde} immobilize {Lähmung} disarm {Entwaffnung} stun {Betäubung} muddle {Verwirrung} invisible {Unsichtbarkeit} strengthen {Stärkung} safeguard {Bewahrung} ward {Abschirmung} bless {Segen} curse {Fluch} other {{condition}}}; nichts wurde geändert.',
    conditionAbsent:
      '{name} hat {condition, select, poison {Gift} wound {Wunde} immobilize {Lähmung} disarm {Entwaffnung} stun {Betäubung} muddle {Verwirrung} invisible {Unsichtbarkeit} strengthen {Stärkung} safeguard {Bewahrung} ward {Abschirmung} bless {Segen} curse {Fluch} other {{condition}}} nicht; nichts wurde geändert.',
    infuseOutsideTurn:
      '{element, select, fire {Feuer} ice {Eis} air {Luft} earth {Erde} light {Licht} dark {Dunkelheit} other {{element}}} wird am Ende des Zuges der handelnden Figur erzeugt, und gerade ist niemand am Zug; nichts wurde geändert. Beginnt zuerst den Zug oder markiert die Erzeugung als sofort für eine Szenarioregel.',
    elementInert:
      '{element, select, fire {Feuer} ice {Eis} air {Luft} earth {Erde} light {Licht} dark {Dunkelheit} other {{element}}} ist inaktiv und kann daher nicht verbraucht werden; nichts wurde geändert. Führt die Fähigkeit ohne ihren Elementbonus aus.',
    elementNotAvailable:
      '{element, select, fire {Feuer} ice {Eis} air {Luft} earth {Erde} light {Licht} dark {Dunkelheit} other {{element}}} war zu Beginn dieses Zuges weder stark noch schwindend und kann daher nicht verbraucht werden; nichts wurde geändert. Führt die Fähigkeit ohne ihren Elementbonus aus.',
    unknownDeck:
      'Diesen Angriffsmodifikatorstapel gibt es in diesem Szenario nicht; nichts wurde geändert. Wählt den Stapel der Monster, der Verbündeten (2. Edition) oder eines Charakters.',
    blessCurseLimit:
      'Alle {count} {which, select, bless {Segenkarten} monsterCurse {Fluchkarten der Monster} other {Fluchkarten der Charaktere}} sind schon in Stapeln, daher hat dieser {card, select, bless {Segen} other {Fluch}} keine Wirkung; nichts wurde geändert.',
    immuneToCurse: '{name} ist immun gegen Fluch; keine Fluchkarte wurde hinzugefügt.',
    unknownOwner: 'Es gibt keinen solchen aktiven Charakter, dem {name} gehören könnte; nichts wurde beschworen.',
    summonExists: '{name} ist schon als Beschwörung auf der Karte; nichts wurde beschworen.',
    noCharacterId: 'Diesen Charakter gibt es in diesem Szenario nicht; nichts wurde geändert.',
    exhaustedGainsNothing: '{name} ist erschöpft und erhält in diesem Szenario nichts mehr; nichts wurde geändert.',
  },
};
