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
};
