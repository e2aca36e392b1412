// The series names a PromQL expression reads, for holding dashboards and alert rules to the
// metrics catalogue. Not a parser: it blanks what cannot be a series name (strings, label
// matchers, ranges, grouping label lists, durations, numbers, Grafana variables) and keeps every remaining
// identifier that is not a function call or a keyword.

const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'inf', 'nan', 'atan2']);

export function seriesNames(expr: string): string[] {
  const text = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\{?\w+\}?/g, ' ')
    .replace(/(^|[^\w.])(\d+(ms|s|m|h|d|w|y))+(?![\w.])/g, '$1 ')
    .replace(/(^|[^\w.])\d+(\.\d+)?(e[+-]?\d+)?(?![\w.])/gi, '$1 ');
  const names = new Set<string>();
  for (const match of text.matchAll(/[A-Za-z_:][\w:]*/g)) {
    const rest = text.slice(match.index + match[0].length).trimStart();
    if (rest.startsWith('(') || KEYWORDS.has(match[0].toLowerCase())) continue;
    names.add(match[0]);
  }
  return [...names];
}

/** A Grafana query variable's expression: `label_values(<series selector>, <label>)` reads the selector. */
export function variableExpression(query: string): string {
  const labelValues = /^\s*label_values\((.*),\s*\w+\s*\)\s*$/s.exec(query);
  return labelValues ? labelValues[1]! : query;
}
