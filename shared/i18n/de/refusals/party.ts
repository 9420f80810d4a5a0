import type { Messages } from '../../catalog';
import type { party as en } from '../../en/refusals/party';

export const party: Messages<typeof en> = {
  onePerClass:
    '{first} und {second} gehören derselben Klasse an; die Schachtel enthält je Klasse ein Tableau, ein Fähigkeitendeck und eine Figur, daher spielt jede Klasse einmal in einem Szenario. Es wurde nichts aufgebaut: Wählt für einen von beiden eine andere Klasse.',
};
