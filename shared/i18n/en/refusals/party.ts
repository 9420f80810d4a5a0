/** Refusals about who sits at the table. */
export const party = {
  onePerClass:
    '{first} and {second} are of the same class; the box holds one mat, one ability deck and one figure per class, so each class plays once in a scenario. Nothing was set up: choose another class for one of them.',
};
