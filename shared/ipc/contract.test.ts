import { expect, it } from 'vitest';
import { CHANNEL_NAMES, HOST_EVENT_NAMES } from './channel-names';
import { CHANNELS, HOST_EVENTS, isChannel } from './contract';

it('the preload allow-list and the contract name the same channels', () => {
  expect([...CHANNELS].sort()).toEqual([...CHANNEL_NAMES].sort());
  expect([...HOST_EVENTS].sort()).toEqual([...HOST_EVENT_NAMES].sort());
});

it('knows only its own channels, not object properties', () => {
  expect(isChannel('campaigns.list')).toBe(true);
  expect(isChannel('toString')).toBe(false);
  expect(isChannel('__proto__')).toBe(false);
  expect(isChannel(42)).toBe(false);
});
