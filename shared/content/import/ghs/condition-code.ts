/**
 * A condition as Gloomhaven Secretariat's data codes it (`{type, value}` in gh.json, `{type,
 * values}` in gh2e.json), as one line the rules read from the campaign
 * (shared/rules/campaign/town/outcome-conditions.ts): "reputationGT 4", "payCollectiveGold 10",
 * "traits persuasive", "otherwise". Undefined for a printed sentence or no condition.
 */
export function conditionCode(condition: unknown): string | undefined {
  if (typeof condition !== 'object' || condition === null || !('type' in condition)) return undefined;
  const { type, value, values } = condition as { type: unknown; value?: unknown; values?: unknown };
  if (typeof type !== 'string' || !/^[a-z][A-Za-z]*$/.test(type)) return undefined;
  const list: unknown[] = Array.isArray(values) ? values : value === undefined ? [] : [value];
  const args = list.map((v) => String(v).trim().replace(/\s+/g, '-')).filter(Boolean);
  return [type, ...args].join(' ').slice(0, 200);
}
