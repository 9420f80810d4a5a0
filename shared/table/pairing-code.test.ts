import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, waitSentence } from './attempt-limiter';
import { CODE_ALPHABET, codeFromBytes, formatCode, formatFingerprint, normalizeCode } from './pairing-code';

describe('pairing codes', () => {
  it('are six signs none of which can be misread, shown in two groups', () => {
    const code = codeFromBytes(Uint8Array.from([0, 1, 30, 31, 62, 247, 9]));
    expect(code).toBe('AB9AA9');
    expect(formatCode(code)).toBe('AB9-AA9');
    for (const sign of '01ILO') expect(CODE_ALPHABET).not.toContain(sign);
  });
  it('skip bytes that would favour the first signs', () => {
    expect(codeFromBytes(Uint8Array.from([255, 248, 0, 0, 0, 0, 0, 0]))).toBe('AAAAAA');
    expect(() => codeFromBytes(Uint8Array.from([255, 255, 255, 255, 255, 255]))).toThrow();
  });
  it('read what a person typed: any case, spaces and dashes; nothing else', () => {
    expect(normalizeCode(' ab9-ab8 ')).toBe('AB9AB8');
    expect(normalizeCode('AB9AB')).toBeNull();
    expect(normalizeCode('AB0AB8')).toBeNull();
    expect(normalizeCode(42)).toBeNull();
    expect(normalizeCode('A'.repeat(1000))).toBeNull();
  });
  it('fingerprints are eight signs from five bytes of hash', () => {
    expect(formatFingerprint(Uint8Array.from([0, 0, 0, 0, 0]))).toBe('0000 0000');
    expect(formatFingerprint(Uint8Array.from([255, 255, 255, 255, 255, 9]))).toBe('ZZZZ ZZZZ');
    expect(formatFingerprint(Uint8Array.from([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe('1111 1111');
  });
});

describe('wrong codes from one address are limited (issue 26)', () => {
  it('ten wrong tries from one address in five minutes stop that address alone until the oldest is five minutes old', () => {
    const limiter = createAttemptLimiter();
    for (let i = 0; i < 10; i++) {
      expect(limiter.waitFor('10.0.0.2', i * 1000)).toBe(0);
      limiter.fail('10.0.0.2', i * 1000);
    }
    expect(limiter.waitFor('10.0.0.2', 10_000)).toBe(290_000);
    expect(limiter.waitFor('10.0.0.3', 10_000)).toBe(0);
    expect(limiter.waitFor('10.0.0.2', 300_000)).toBe(0);
  });
  it('wrong tries from many addresses together stop no one (issue 26: twenty from five addresses locked everyone out)', () => {
    const limiter = createAttemptLimiter();
    for (let i = 0; i < 200; i++) limiter.fail(`10.0.0.${i % 20}`, 0);
    expect(limiter.waitFor('10.0.0.99', 1000)).toBe(0);
  });
  it('remembers at most maxKeys addresses, forgetting the oldest', () => {
    const limiter = createAttemptLimiter({ perKey: 1, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) limiter.fail(key, 0);
    expect(limiter.waitFor('a', 1)).toBe(0);
    expect(limiter.waitFor('d', 1)).toBeGreaterThan(0);
  });
  it('say how long to wait', () => {
    expect(waitSentence(41_200)).toBe(
      'This device typed too many wrong pairing codes. Wait 42 seconds and try again (other devices can pair meanwhile); nothing was paired.',
    );
  });
});
