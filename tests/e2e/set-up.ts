/**
 * The first words of an error thrown while a test was being set up: its data made through the host,
 * its screen opened and waiting for its data. A failure that starts with them is not a failed check
 * (for a visual test: no picture was compared), and `npm test` counts it apart (tests/run.mjs).
 */
export const SET_UP_FAILED = 'Set-up failed, nothing was compared';

/** Runs `work`; an error it throws reads `Set-up failed, nothing was compared: <what>: <its message>`. */
export async function settingUp<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${SET_UP_FAILED}: ${what}: ${message}`, { cause: error });
  }
}
