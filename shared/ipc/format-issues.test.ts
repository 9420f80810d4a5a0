import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { clipLongRuns, issueMessage, issuesSentence, oversizedText, type Wording } from './format-issues';
import { keyedRequestIssues } from '../rules/request-issues';
import { says } from '../rules/says';

const refusal = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input, { error: keyedRequestIssues });
  return parsed.success ? undefined : issuesSentence(parsed.error);
};

describe('a refused request in words', () => {
  const command = z
    .object({
      characterId: z.string().max(200),
      amount: z.number().int().max(9999),
      reason: z.string().max(2000),
      kind: z.enum(['gold', 'xp']),
    })
    .strict();
  const valid = { characterId: 'ch-1', amount: 5, reason: 'found it', kind: 'gold' };

  it('says what was wrong and the bound, never "Invalid request" or a field path', () => {
    expect(refusal(command, { ...valid, reason: 'x'.repeat(2001) })).toBe('The reason is too long: at most 2,000 characters');
    expect(refusal(command, { ...valid, amount: 10_000 })).toBe('The amount is at most 9,999');
    expect(refusal(command, { ...valid, amount: 'lots' })).toBe('The amount must be a number');
    expect(refusal(command, { ...valid, kind: 'gems' })).toBe('The kind must be one of: gold, xp');
    expect(refusal(command, { ...valid, characterId: undefined })).toBe("The character's id is missing");
    expect(refusal(command, { ...valid, extra: 1 })).toBe('The request has no field called "extra"');
  });

  it("keeps a schema's own sentence", () => {
    expect(refusal(z.object({ value: z.number().max(20, 'reputation is at most 20') }), { value: 21 })).toBe('Reputation is at most 20');
  });

  it('refuses any text over 10,000 characters before the schema, except fields bounded on their own', () => {
    expect(oversizedText({ command: { reason: 'x'.repeat(10_001) } })).toBe('The reason is too long: at most 10,000 characters');
    expect(oversizedText({ text: 'x'.repeat(20_000) }, ['text'])).toBeUndefined();
    expect(oversizedText({ notes: ['short', 'fine'] })).toBeUndefined();
  });

  it('never echoes a long id back whole', () => {
    const id = 'a'.repeat(2_000_000);
    const clipped = clipLongRuns(`There is no campaign with id ${id}. Nothing was changed.`);
    expect(clipped).toBe(`There is no campaign with id ${'a'.repeat(40)}… Nothing was changed.`);
  });
});

describe("a schema's own sentence", () => {
  const schema = z.object({ name: z.string().regex(/^[a-z]+$/, says('files.schema.backupNameForm')) });
  const german: Wording = { language: 'de', t: (key) => `[${key}]` };

  it('reads as its English words in English, and as its key in another language', () => {
    const parsed = schema.safeParse({ name: 'A/B' });
    if (parsed.success) throw new Error('not refused');
    expect(issuesSentence(parsed.error)).toBe("Name is not a backup's file name");
    expect(issuesSentence(parsed.error, german)).toBe('[refusals.files.schema.backupNameForm]');
  });

  it('leaves a message without a key as it is', () => {
    expect(issueMessage({ message: 'the amount is at most 9' }, german)).toBe('the amount is at most 9');
  });
});
