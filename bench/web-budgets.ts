// Issue 10's first-load budgets, as transferred (compressed body + headers, KB = 1024 bytes), and
// the table that prints them beside what a route downloaded.
import type { RouteFigures, Totals } from './web-assets.js';

export interface Budget {
  /** First-load JavaScript. */
  js: number;
  /** First-load CSS. */
  css: number;
}

const KB = 1024;
/** The feed's budget (shell + mf-feed + shared) holds for every screen made of the shell and one remote. */
const SHELL_AND_REMOTE: Budget = { js: 150 * KB, css: 15 * KB };
/** /auth is the shell alone: the first screen a new visitor waits for. */
const SHELL_ALONE: Budget = { js: 130 * KB, css: 15 * KB };

export function budgetFor(path: string): Budget {
  return path === '/auth' ? SHELL_ALONE : SHELL_AND_REMOTE;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const verdict = (totals: Totals, budget: number) => (totals.transferred <= budget ? 'pass' : 'FAIL');

export interface Row {
  label: string;
  path: string;
  figures: RouteFigures;
}

export function overBudget(rows: Row[]): string[] {
  return rows.flatMap(({ label, path, figures }) => {
    const budget = budgetFor(path);
    return [
      ...(figures.js.transferred > budget.js ? [`${label} JS ${kb(figures.js.transferred)} KB > ${kb(budget.js)} KB`] : []),
      ...(figures.css.transferred > budget.css ? [`${label} CSS ${kb(figures.css.transferred)} KB > ${kb(budget.css)} KB`] : []),
    ];
  });
}

export function printTable(rows: Row[]): void {
  // 'js body KB' is the compressed bodies alone: 'transfer' adds the HTTP/1.1 response headers.
  const header = ['route', 'screen', 'js files', 'js raw KB', 'js body KB', 'js transfer KB', 'js budget KB', 'js', 'css files', 'css transfer KB', 'css budget KB', 'css', 'uncompressed', 'later js (files / transfer KB)'];
  const lines = rows.map(({ label, path, figures: f }) => {
    const budget = budgetFor(path);
    return [
      label,
      f.screen,
      String(f.js.count),
      kb(f.js.raw),
      kb(f.js.encoded),
      kb(f.js.transferred),
      kb(budget.js),
      verdict(f.js, budget.js),
      String(f.css.count),
      kb(f.css.transferred),
      kb(budget.css),
      verdict(f.css, budget.css),
      String(f.js.uncompressed + f.css.uncompressed),
      `${f.laterJs.count} / ${kb(f.laterJs.transferred)}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => '  ' + cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}
