/** The frame around every screen: the header, its links and menus, loading and language. */
export const shell = {
  appName: 'Haven',
  pages: {
    campaigns: 'Campaigns',
    content: 'Content',
    founders: 'Founders of Gloomhaven',
    board: 'Monster AI',
    backups: 'Backups',
    table: 'Table mode',
  },
  menu: 'Menu',
  menuLabel: 'Pages',
  theme: { toDark: 'Switch to dark theme', toLight: 'Switch to light theme' },
  language: {
    label: 'Language',
    system: 'As the system ({language})',
  },
  device: {
    fingerprint: 'The fingerprint of this pairing: the host lists the same',
  },
  /** A screen or a part of the play screen that ran into a fault while it was drawn (issue 29). */
  fault: {
    screen: {
      title: 'This page could not be shown',
      body: 'Haven ran into a fault while drawing it. Everything saved before is kept, and the rest of Haven still works. Try again, or go back to the campaigns.',
    },
    part: {
      title: 'This part could not be shown',
      body: 'Haven ran into a fault while drawing it. Everything saved before is kept, and the rest of the screen still works.',
    },
    retry: 'Try again',
    toCampaigns: 'Back to the campaigns',
  },
};
