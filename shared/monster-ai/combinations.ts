/** Calls `visit` with every choice of `size` items from `items` (in the items' order). */
export function forEachCombination<T>(items: readonly T[], size: number, visit: (chosen: T[]) => void): void {
  const chosen: T[] = [];
  const pick = (from: number): void => {
    if (chosen.length === size) {
      visit(chosen.slice());
      return;
    }
    for (let i = from; i <= items.length - (size - chosen.length); i++) {
      chosen.push(items[i] as T);
      pick(i + 1);
      chosen.pop();
    }
  };
  if (size >= 0 && size <= items.length) pick(0);
}
