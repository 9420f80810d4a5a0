import IntlMessageFormat from 'intl-messageformat';
import { flatten } from './catalog';
import type { Catalogs } from './catalogs';
import { SOURCE_LANGUAGE } from './languages';

/** The argument names a message uses ({name}, {count, plural, …}), sorted. */
export function argumentsOf(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }[]) {
      if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return [...names].sort();
}

/**
 * What is wrong with the catalogs, one sentence each; empty when every language folder holds
 * exactly the English keys, each message valid ICU with the same arguments as its English and
 * none empty, and every file was read. The catalog test runs it over every folder found.
 */
export function catalogProblems(catalogs: Catalogs): string[] {
  const problems = [...catalogs.problems];
  const english = flatten(catalogs.messages(SOURCE_LANGUAGE));
  for (const language of catalogs.languages) {
    const messages = flatten(catalogs.messages(language));
    for (const key of english.keys()) if (!messages.has(key)) problems.push(`${language}: ${key} is missing`);
    for (const [key, message] of messages) {
      const source = english.get(key);
      if (source === undefined) {
        problems.push(`${language}: ${key} is not an English key`);
        continue;
      }
      if (message.trim() === '') {
        problems.push(`${language}: ${key} is empty`);
        continue;
      }
      let said: string[];
      try {
        said = argumentsOf(message, language);
      } catch (error) {
        problems.push(`${language}: ${key} is not an ICU message (${(error as Error).message})`);
        continue;
      }
      const expected = argumentsOf(source, SOURCE_LANGUAGE);
      if (said.join() !== expected.join()) {
        problems.push(`${language}: ${key} uses {${said.join('}, {')}} where English uses {${expected.join('}, {')}}`);
      }
    }
  }
  return problems;
}
