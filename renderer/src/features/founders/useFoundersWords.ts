import { useMemo } from 'react';
import { resourceName, tileLabel } from '@shared/rules/founders/resource-words';
import { wordRefusal, type Refusal } from '@shared/rules/refusal';
import type { Translate } from '@shared/rules/words';
import { useTranslation } from 'react-i18next';

export interface FoundersWords {
  /** A resource's name: the rulebook's in the screen's language, a player's as typed ("Metall", "lumber"). */
  resource(resource: string): string;
  /** A tile as players name it ("Maschinen 2"); `resource` is the tile's own where the screen knows it. */
  tile(id: string, resource?: string): string;
  /** An engine's refusal in the screen's language, its resources and tiles named as the host names them. */
  refusal(refusal: Refusal): string;
}

/**
 * The Founders screens' one wording of resources and tiles (shared/rules/founders/resource-words.ts):
 * a new object when the language changes, so memoised parts word again.
 */
export function useFoundersWords(): FoundersWords {
  // react-i18next gives a new `t` when the language changes.
  const { t } = useTranslation();
  return useMemo(() => {
    const say: Translate = (key, values) => t(key as never, values as never) as unknown as string;
    return {
      resource: (resource) => resourceName(resource, say),
      tile: (id, resource) => tileLabel(id, say, resource),
      refusal: (refusal) => wordRefusal(refusal, say),
    };
  }, [t]);
}
