/** What a newcomer sees first on the Campaigns page, and the new campaign form's content packs. */
export const firstRun = {
  title: 'Getting started',
  step1: {
    title: "1. Import the game's data",
    body: "Haven brings no game content of its own. Import Gloomhaven Secretariat's edition file (gh.json or gh2e.json) or X-haven Assistant's data under Content.",
    action: 'Import the data',
    done: 'Installed: {packs}',
  },
  step2: {
    title: '2. Create a campaign that uses it',
    body: 'Name it in the form: it reads the classes, the shop, the events and the scenarios of the data you choose.',
  },
  packs: {
    label: 'Content packs',
    description: 'What the campaign reads: classes, shop, events and scenarios',
    none: 'No data of the {edition} is installed yet: import it under Content, or create the campaign now and choose its packs in Town later.',
    demo: '{name} (demo)',
  },
};
