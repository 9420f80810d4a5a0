import { ZodError } from 'zod';
import {
  contract,
  isChannel,
  LARGE_TEXT_FIELDS,
  type Change,
  type Channel,
  type ChannelOutput,
  type IpcResult,
  type ParsedInput,
} from '../../shared/ipc/contract';
import type { ChannelSpec } from '../../shared/ipc/channels/common';
import { clipLongRuns, issuesSentence, oversizedText, requestIssueMessage } from '../../shared/ipc/format-issues';
import { describeSystemError, NotFoundError, RefusedError, RequestError } from '../services/errors';
import { hostWords } from '../host-i18n';
import { inRequestLanguage } from './request-language';
import type { ScenarioWriteCheck } from '../services/scenarios';

/**
 * What one request brings besides its input. `check`: table mode's permission check for a paired
 * device, which the scenario's writes weigh inside their own transaction (main/table/device-invoke.ts).
 * Set only by the host's own code, never from a transport's message.
 */
export interface RequestContext {
  check?: ScenarioWriteCheck;
}

export type Handlers = { [C in Channel]: (input: ParsedInput<C>, request: RequestContext) => Promise<ChannelOutput<C>> };

/** `language` is the client's (main/ipc/request-language.ts): names and sentences come back in it. */
export type Invoke = (channel: unknown, input: unknown, language?: unknown) => Promise<IpcResult>;
/** The router: one for every request, a request's own check passed with it. */
export type RouterInvoke = (channel: unknown, input: unknown, language?: unknown, request?: RequestContext) => Promise<IpcResult>;

const NOTHING_CHANGED = 'Nothing was changed.';
/** A message that says so already (the rules engines' sentences do) is not told twice. */
const SAYS_NOTHING_CHANGED = /\bnothing (was |has )?changed\b/i;

/**
 * The single entry of every request, whatever the transport: checks the channel, parses the
 * input with the contract's schema, runs the handler, announces what the channel declares it
 * changed (shared/ipc/host-events.ts) before the answer goes back, and turns every failure into a
 * message a person can act on. Never throws.
 */
export function createRouter(
  handlers: Handlers,
  logError: (error: unknown) => void = console.error,
  announce: (change: Change) => void = () => {},
): RouterInvoke {
  const route = async (channel: unknown, input: unknown, request: RequestContext): Promise<IpcResult> => {
    if (!isChannel(channel)) {
      return { ok: false, code: 'unknown-channel', error: `Haven has no request called ${JSON.stringify(channel)}. ${NOTHING_CHANGED}` };
    }
    const tooLong = oversizedText(input, LARGE_TEXT_FIELDS[channel]);
    if (tooLong) return { ok: false, code: 'invalid-input', error: `${tooLong}. ${NOTHING_CHANGED}` };
    const parsed = contract[channel].input.safeParse(input ?? {}, { error: requestIssueMessage });
    if (!parsed.success) {
      return { ok: false, code: 'invalid-input', error: `${issuesSentence(parsed.error)}. ${NOTHING_CHANGED}` };
    }
    try {
      const handler = handlers[channel] as (input: unknown, request: RequestContext) => Promise<unknown>;
      const value = await handler(parsed.data, request);
      const spec: ChannelSpec = contract[channel];
      const changes = spec.changes as ((input: unknown, output: unknown) => readonly Change[]) | undefined;
      for (const change of changes?.(parsed.data, value) ?? []) announce(change);
      return { ok: true, value };
    } catch (error) {
      if (error instanceof RefusedError) {
        const refusal = error.violation.refusal;
        if (!refusal) return { ok: false, code: 'rule-violation', error: `${error.message} ${NOTHING_CHANGED}` };
        // A refusal with a catalog key is worded in the request's language (English: the engine's own sentence).
        const words = hostWords();
        const sentence = words.language === 'en' ? error.message : words.t(`refusals.${refusal.key}`, refusal.params);
        return { ok: false, code: 'rule-violation', error: `${sentence} ${words.t('refusals.nothingChanged')}`, refusal };
      }
      if (error instanceof NotFoundError) return { ok: false, code: 'not-found', error: `${error.message} ${NOTHING_CHANGED}` };
      if (error instanceof RequestError)
        return {
          ok: false,
          code: 'request',
          error: SAYS_NOTHING_CHANGED.test(error.message) ? error.message : `${error.message} ${NOTHING_CHANGED}`,
        };
      if (error instanceof ZodError) return { ok: false, code: 'invalid-input', error: `${issuesSentence(error)}. ${NOTHING_CHANGED}` };
      logError(error);
      const known = describeSystemError(error);
      if (known) return { ok: false, code: 'request', error: `${known}. ${NOTHING_CHANGED}` };
      return {
        ok: false,
        code: 'internal',
        error: `Haven could not do this, because of a fault in Haven itself. ${NOTHING_CHANGED} The details are in haven.log in Haven's data folder.`,
      };
    }
  };
  // Ids and names a request carried are never echoed back whole.
  return async (channel, input, language, request = {}) => {
    const result = await inRequestLanguage(language, () => route(channel, input, request));
    return result.ok ? result : { ...result, error: clipLongRuns(result.error) };
  };
}
