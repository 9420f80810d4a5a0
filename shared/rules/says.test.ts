import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { englishRefusal, refusal } from './refusal';
import { refusalOf, saidIssue, says } from './says';

const issueOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('not refused');
  return parsed.error.issues[0]!;
};

describe("a schema's own sentence (issue 28)", () => {
  const english = englishRefusal(refusal('founders.schema.points'));

  it('rides on the issue as its refusal, the message being its English words and nothing else', () => {
    const refused = [
      issueOf(z.number(says('founders.schema.points')), 'x'),
      issueOf(z.number().min(0, says('founders.schema.points')), -1),
    ];
    for (const issue of refused) {
      expect(refusalOf(issue)).toEqual(refusal('founders.schema.points'));
      expect(issue.message).toBe(english);
    }
  });

  it('a custom issue carries it the same way; an issue zod worded itself carries none', () => {
    const levels = z
      .number()
      .superRefine((level, ctx) =>
        ctx.addIssue({ code: 'custom', ...saidIssue('files.schema.content.levelOrder', { level, expected: 0 }) }),
      );
    expect(refusalOf(issueOf(levels, 3))).toEqual(refusal('files.schema.content.levelOrder', { level: 3, expected: 0 }));
    expect(refusalOf(issueOf(z.number(), 'x'))).toBeUndefined();
  });
});
