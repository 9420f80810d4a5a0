/** Refusals about reading an event card (shared/rules/campaign/town/choose-option.ts). */
export const event = {
  choiceFinal:
    'The party chose option {option} and has read its outcome; the choice cannot be changed (rulebook p. 41). Resolve option {option}, or undo the choice in the history.',
};
