import type { CampaignState } from '@shared/rules/campaign';
import type { MonstersDefeated, ScenarioCharacterLine } from './summary-types';

/** The parts of a scenario session's state a summary reads; every field may be missing in an old row. */
export interface SessionStateLike {
  round?: number;
  outcome?: 'success' | 'lost' | null;
  level?: { scenarioLevel?: number; goldPerMoneyToken?: number };
  characters?: Record<string, { id: string; name: string; level: number; experience: number; moneyTokens: number }>;
  monsterTypes?: Record<string, { name?: string; isBoss?: boolean }>;
  /** The scenario's imported map, when it was set up on one (checked before it is read). */
  map?: unknown;
}

type LogEvent = { type: string; standeeId?: string; standees?: { id: string; typeId: string; rank: 'normal' | 'elite' | 'boss' }[] };

/** Monsters that died in the live log, by type and rank (ranks from when each standee was placed). */
export function monstersDefeatedOf(state: SessionStateLike, events: readonly LogEvent[]): MonstersDefeated[] {
  const placed = new Map<string, { typeId: string; rank: 'normal' | 'elite' | 'boss' }>();
  const byType = new Map<string, MonstersDefeated>();
  for (const event of events) {
    for (const standee of event.standees ?? []) placed.set(standee.id, standee);
    if (event.type !== 'MonsterDied' || !event.standeeId) continue;
    const standee = placed.get(event.standeeId) ?? { typeId: event.standeeId.split('#')[0] ?? event.standeeId, rank: 'normal' as const };
    const name = state.monsterTypes?.[standee.typeId]?.name ?? standee.typeId;
    const line = byType.get(name) ?? byType.set(name, { typeId: standee.typeId, name, normal: 0, elite: 0, boss: 0 }).get(name)!;
    line[standee.rank] += 1;
  }
  return [...byType.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Before the settlement: experience and money tokens as they stand at the table. */
export function sessionCharacters(state: SessionStateLike, campaign: CampaignState | null): ScenarioCharacterLine[] {
  const goldPerToken = state.level?.goldPerMoneyToken ?? null;
  return Object.values(state.characters ?? {}).map((c) => {
    const known = campaign?.characters.find((k) => k.id === c.id);
    return {
      name: c.name,
      classId: known?.classId ?? '',
      level: c.level,
      xpGained: c.experience,
      goldLooted: goldPerToken === null ? null : c.moneyTokens * goldPerToken,
      checkmarks: null,
      itemsGained: [],
    };
  });
}
