import type { Messages } from '../../catalog';
import type { phase as en } from '../../en/refusals/phase';

export const phase: Messages<typeof en> = {
  inTownOnly:
    '{action, select, create {Neue Charaktere werden} enhance {{name} kann Verbesserungen} retire {{name} kann sich} catchUp {{name} kann auf die Wohlstandsstufe} other {{name} kann das}} nur während eines Besuchs in Gloomhaven {action, select, create {erschaffen} enhance {kaufen} retire {zur Ruhe setzen} catchUp {aufsteigen} other {tun}}; kehrt zuerst in die Stadt zurück.',
  afterCityEvent:
    'Die Stadtphase beginnt mit ihrem Stadtereignis: zieht und löst es zuerst ab, dann {action, select, create {könnt ihr den neuen Charakter erschaffen} enhance {kann {name} Verbesserungen kaufen} retire {kann sich {name} zur Ruhe setzen} catchUp {kann {name} auf die Wohlstandsstufe aufsteigen} levelUp {kann {name} eine Stufe aufsteigen} buy {kann {name} Gegenstände kaufen} sell {kann {name} Gegenstände verkaufen} donate {kann {name} spenden} other {kann {name} das tun}}.',
  levelsBeforeLeaving: 'Eine verdiente Stufe wird in der Stadt genommen, bevor die Gruppe Gloomhaven verlässt: {due}.',
  levelDue: '{name} steigt auf Stufe {level} auf',
  casualResult:
    'Im Gelegenheitsspiel wird das Ergebnis eines Szenarios nicht in die Kampagne geschrieben: Szenario {scenario} wird weder als abgeschlossen noch als gespielt markiert. Wechselt in den Kampagnenmodus, um es festzuhalten.',
  casualTravel:
    'Im Gelegenheitsspiel reist die Gruppe nicht: baut das Szenario unter „Szenario spielen“ auf, und die Kampagne bleibt, wo sie ist. Wechselt in den Kampagnenmodus, um zu reisen.',
};
