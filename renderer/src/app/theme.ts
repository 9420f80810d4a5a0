import { createTheme } from '@mantine/core';

// Readable at the table: slightly larger type, warm accent, generous radius.
export const theme = createTheme({
  primaryColor: 'orange',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  fontSizes: { md: '1rem', lg: '1.15rem' },
  // A system set to reduce motion gets menus, drawers and dialogs without their fades and slides.
  respectReducedMotion: true,
});
