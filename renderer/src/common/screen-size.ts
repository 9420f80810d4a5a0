import { useMediaQuery } from '@mantine/hooks';

/**
 * A phone: narrower than a tablet held upright (768 px, Mantine's `sm`). Screens show one part at a
 * time there (issue 17, "Screens for small devices"); from 768 px up they show their columns.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the window is a phone's width now; read at once (no first render at the wrong size). */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
