/**
 * Two ids in code-unit order, what `<` gives: the tie-breaker of every sorted list, so equal scores
 * and times keep one stable order. Not localeCompare, whose order depends on the locale.
 */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
