import { z } from 'zod';

/**
 * The screens' policy allows no eval (main/web/static.ts: script-src 'self'). Zod compiles a fast
 * parser with `new Function` where it may, and finds out by trying: under the policy that try is
 * refused and reported as a violation on every page load (issue 29). Jitless, it never tries. This
 * module is imported first (main.tsx), before any schema is made: zod reads the setting then.
 */
z.config({ jitless: true });
