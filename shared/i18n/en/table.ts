/**
 * Table mode (issue 17): the host's Table mode page, the pairing page a phone opens, the reasons a
 * paired device's controls are greyed out, and what the host answers a device (its refusals, the
 * pairing's wrong code or wait). The host words its own answers in the device's language.
 */
export const table = {
  page: {
    title: 'Table mode',
    intro:
      'Players join the game from their phones and tablets on this network: each one pairs once with a code shown here, as the game master or as the player of one character, and changes only what its role allows. Table mode is off until you turn it on, and turns itself off when Haven closes.',
    on: 'Table mode is on',
    off: 'Table mode is off: Haven answers on this computer only',
    qr: 'QR code of the address to open',
    open: 'On the phone or tablet, open',
    typeCode: 'and type the pairing code',
    newCode: 'New code',
    expired: 'This code has expired: make a new one.',
    goodFor: 'Good for one device, for {minutes, plural, one {about a minute} other {# more minutes}} (until {time}).',
    noDevice: 'No device is paired yet.',
    devices: 'Paired devices',
    fingerprints:
      'Each device shows the same fingerprint at its top: if one shows another, it did not pair with this computer — revoke it.',
    connected: 'connected',
    lastSeen: 'last seen {time}',
    fingerprint: 'The fingerprint this device shows',
    revoke: 'Revoke',
    revokeDevice: 'Revoke {name}',
  },
  pairing: {
    title: 'Join the table',
    intro:
      'On the computer running Haven, open Table mode and turn it on: it shows a pairing code. Type it here to join the game on this device.',
    code: 'Pairing code',
    next: 'Next',
    name: 'Name of this device',
    namePlaceholder: 'Anna’s phone',
    role: 'This device is for',
    playing: 'Playing {name}',
    gm: 'The game master',
    gmHint: 'Everything the host can do',
    noSeats: 'No scenario is being played, so there is no character to choose yet.',
    pair: 'Pair this device',
    unreachable: "Haven's host is not reachable. Check that this device is on the same network and try again.",
    refused: 'The host refused this pairing.',
    hostGone: "Haven's host is not reachable. Is it still running? If Haven was restarted, open the address it printed.",
    revokedNotice: 'The host revoked this device (or turned table mode off). Pair it again with a new code to rejoin.',
  },
  role: {
    gm: 'game master',
    player: 'player of {name}',
  },
  /** Why a player's device may not do something: what a greyed-out control shows, and the core of the host's refusal. */
  reasons: {
    monsters: 'Only the game master can change monsters.',
    others: "Only the game master can change the other players' characters and summons.",
    elements: 'Only the game master can change the elements.',
    round: 'Only the game master can run the round: draw the monster cards, start and end the other turns, end the round.',
    ties: 'Only the game master can change the order of tied figures.',
    monsterDeck: "Only the game master can change the monsters' and allies' modifier decks.",
    board: 'Only the game master can change the board, its rooms and the scenario goals.',
    campaign: 'Only the game master can change the campaign, the town and the other characters.',
    undo: "Only the game master can undo or redo someone else's change.",
    other: 'Only the game master can do this.',
    tableIsHosts: 'Table mode is managed on the host computer only; nothing was changed.',
    exportIsHosts:
      "A campaign file carries the game's hidden state (the order of the decks), so it is exported on the host computer only; nothing was changed.",
    otherScenario: "{name}'s device follows only the scenario {name} plays in; nothing was changed.",
    otherCampaign: "{name}'s device sees only the campaign {name} plays in and {name}'s own sheet; nothing was changed.",
  },
  /** The host's whole refusal of a player's request: what the device may do, then the reason. */
  refusals: {
    change:
      "{name}'s device may change only {name}: initiative, hit points, conditions, experience, {name}'s own attacks, turn, loot and summons, and {name}'s sheet.",
    undo: "{name}'s device may undo only {name}'s own changes; the last one was someone else's.",
    redo: "{name}'s device may redo only {name}'s own changes; the last one was someone else's.",
    /** `reason` is a reason above without its full stop. */
    tail: '{reason}; nothing was changed.',
  },
  /** What the host answers a phone or tablet before (and instead of) pairing. */
  host: {
    off: 'Table mode is off on the host. Ask the host to turn it on and show a pairing code.',
    revoked: 'The host revoked this device, or turned table mode off. Pair it again with a new code.',
    noSuchAddress: 'Haven has no such address.',
    post: 'Pairing is sent with POST.',
    json: 'Pairing is sent as JSON; nothing was paired.',
    unreadable: 'This pairing request could not be read; nothing was paired.',
    wait: 'Too many wrong pairing codes were tried. Wait {seconds, plural, one {# second} other {# seconds}} and try again; nothing was paired.',
    expired: 'This pairing code has expired. Ask the host for a new one; nothing was paired.',
    wrongCode: 'This is not the pairing code the host shows (or it was used already). Check it and try again; nothing was paired.',
    name: 'Give this device a name of 1 to 40 characters ("Anna\'s phone"); nothing was paired.',
    role: 'Choose a role: game master or player of a character; nothing was paired.',
    seat: 'Choose the character this device plays, from a scenario being played; nothing was paired.',
    refusedHost: 'Haven answers only at its own address on this computer (127.0.0.1, localhost or [::1] with its port).',
    refusedKey:
      'This browser has not opened this launch of Haven. Open the address Haven printed when it started; it carries the key for this launch.',
    refusedOrigin: "Haven's connection is open only to Haven's own pages.",
    wrongKey: 'This key is not the one of this launch. Open the address Haven printed when it last started.',
    starting: 'Haven is still starting.',
    badRequest: "Haven could not read this request's address.",
    socketPath: "Haven's connection is at /ws.",
  },
};
