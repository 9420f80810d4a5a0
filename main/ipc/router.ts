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
} from '@shared/ipc/contract';
import type { ChannelSpec } from '@shared/ipc/channels/common';
import { clipLongRuns, issuesSentence, oversizedText } from '@shared/ipc/format-issues';
import { keyedRequestIssues } from '@shared/rules/request-issues';
import { englishRefusal, refusal as requestRefusal, saysNothingChanged, wordRefusal, type Refusal } from '@shared/rules/refusal';
import { NotFoundError, RefusedError, RequestError, systemRefusal } from '../services/errors';
import { hostWords } from '../host-i18n';
import { inRequestScope, requestLanguageOf } from './request-scope';
import type { AnyLanguage } from '@shared/i18n';
import type { ScenarioWriteCheck } from '../services/scenarios';

/**
 * What the host's own code passes with one request besides its input. `check`: table mode's
 * permission check for a paired device, which the scenario's writes weigh inside their own
 * transaction (main/table/device-invoke.ts). Never from a transport's message.
 */
export interface RequestOptions {
  check?: ScenarioWriteCheck;
}

/** What a handler gets with its input: the options, and the language the request is answered in (request-scope.ts). */
export interface RequestContext extends RequestOptions {
  language: AnyLanguage;
}

export type Handlers = { [C in Channel]: (input: ParsedInput<C>, request: RequestContext) => Promise<ChannelOutput<C>> };

/** `language` is the client's (main/ipc/request-scope.ts): names and sentences come back in it. */
export type Invoke = (channel: unknown, input: unknown, language?: unknown) => Promise<IpcResult>;
/** The router: one for every request, a request's own check passed with it. */
export type RouterInvoke = (channel: unknown, input: unknown, language?: unknown, request?: RequestOptions) => Promise<IpcResult>;

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
    // Every sentence below is the request's language (main/host-i18n.ts); English word for word as before.
    const words = hostWords(request.language);
    const nothingChanged = words.t('refusals.nothingChanged');
    /** A refusal with a catalog key in the request's language; English is the sentence as thrown. */
    const say = (english: string, refusal: Refusal | undefined) =>
      refusal && words.language !== 'en' ? wordRefusal(refusal, words.t) : english;
    const keyed = (refusal: Refusal | undefined) => (refusal ? { refusal } : {});
    if (!isChannel(channel)) {
      const refusal = requestRefusal('request.unknownChannel', { channel: JSON.stringify(channel) });
      return {
        ok: false,
        code: 'unknown-channel',
        error: `${words.t(`refusals.${refusal.key}`, refusal.params)} ${nothingChanged}`,
        refusal,
      };
    }
    const tooLong = oversizedText(input, LARGE_TEXT_FIELDS[channel], words);
    if (tooLong) return { ok: false, code: 'invalid-input', error: `${tooLong}. ${nothingChanged}` };
    const parsed = contract[channel].input.safeParse(input ?? {}, { error: keyedRequestIssues });
    if (!parsed.success) {
      return { ok: false, code: 'invalid-input', error: `${issuesSentence(parsed.error, words)}. ${nothingChanged}` };
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
        return { ok: false, code: 'rule-violation', error: `${say(error.message, refusal)} ${nothingChanged}`, ...keyed(refusal) };
      }
      // A refusal whose sentence says nothing was changed already (a fact of its key) is not told twice.
      const complete = (refusal: Refusal | undefined, sentence: string) =>
        refusal && saysNothingChanged(refusal) ? sentence : `${sentence} ${nothingChanged}`;
      if (error instanceof NotFoundError)
        return { ok: false, code: 'not-found', error: complete(error.refusal, say(error.message, error.refusal)), ...keyed(error.refusal) };
      if (error instanceof RequestError)
        return { ok: false, code: 'request', error: complete(error.refusal, say(error.message, error.refusal)), ...keyed(error.refusal) };
      if (error instanceof ZodError)
        return { ok: false, code: 'invalid-input', error: `${issuesSentence(error, words)}. ${nothingChanged}` };
      logError(error);
      const known = systemRefusal(error);
      if (known) return { ok: false, code: 'request', error: `${say(englishRefusal(known), known)}. ${nothingChanged}`, refusal: known };
      return { ok: false, code: 'internal', error: words.t('refusals.request.internal', { nothingChanged }) };
    }
  };
  // Ids and names a request carried are never echoed back whole.
  return async (channel, input, language, request = {}) => {
    const result = await inRequestScope(() => route(channel, input, { ...request, language: requestLanguageOf(language) }));
    return result.ok ? result : { ...result, error: clipLongRuns(result.error) };
  };
}
