// growth's table: each figure per size, the ratio of the largest size to the smallest, and the aim.
import { KIND_NAMES, KINDS } from './growth-seed.js';
import type { SizeFigures } from './growth.js';
import type { Timings } from './stats.js';

type Value = number | Timings;

export const sizeLabel = (n: number) => (n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n >= 1e3 && n % 1e3 === 0 ? `${n / 1e3}k` : String(n));

interface Aim {
  text: string;
  met: (values: Value[]) => boolean;
}

const p50 = (value: Value) => (typeof value === 'number' ? value : value.p50);
const ratioOf = (values: Value[], pick: (value: Value) => number) => pick(values.at(-1)!) / pick(values[0]!);
const FLAT: Aim = { text: '≤ 1.5×', met: (values) => ratioOf(values, p50) <= 1.5 };
const exportAim = (largest: string): Aim => ({
  text: `≤ 1.5×; p95 < 1 s at ${largest}`,
  met: (values) => FLAT.met(values) && (values.at(-1) as Timings).p95 < 1000,
});
const INTAKE_AIM: Aim = { text: '≥ 20 000/s at each size', met: (values) => values.every((value) => p50(value) >= 20_000) };

const rows = (largest: string, retentionBatch: number): Array<{ label: string; value: (figures: SizeFigures) => Value; aim?: Aim }> => [
  { label: 'rows seeded', value: (f) => f.rows },
  { label: 'seeding (s)', value: (f) => f.seedSeconds },
  { label: 'seeding: database CPU per 1000 rows (ms)', value: (f) => f.seedCpuPer1000 },
  ...KIND_NAMES.map((kind) => ({ label: `find {userId} ${KINDS[kind].collection} (ms)`, value: (f: SizeFigures) => f.finds[kind], aim: FLAT })),
  { label: 'GET /api/user/export (ms)', value: (f) => f.exportMs, aim: exportAim(largest) },
  { label: 'DELETE /api/user: answer (ms)', value: (f) => f.eraseAnswer },
  { label: 'DELETE /api/user: rows erased (ms)', value: (f) => f.erased, aim: FLAT },
  { label: 'retention, nothing expired (ms)', value: (f) => f.retentionNone, aim: FLAT },
  { label: `retention, one batch (${retentionBatch}) expired (ms)`, value: (f) => f.retentionBatch, aim: FLAT },
  { label: 'GET /api/news/filtered, the feed (ms)', value: (f) => f.feed, aim: FLAT },
  { label: 'POST /api/events/batch (events/s)', value: (f) => f.intake, aim: INTAKE_AIM },
];

const number = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const cell = (value: Value) => (typeof value === 'number' ? number(value) : `${number(value.p50)} / ${number(value.p95)}`);
const ratioCell = (values: Value[]) =>
  typeof values[0] === 'number' ? ratioOf(values, p50).toFixed(2) : `${ratioOf(values, p50).toFixed(2)} / ${ratioOf(values, (v) => (v as Timings).p95).toFixed(2)}`;

/** One line a figure: its value per size, the ratio largest / smallest, the aim and whether it was met. */
export function printTable(sizes: readonly number[], figures: readonly SizeFigures[], retentionBatch: number): void {
  const labels = sizes.map(sizeLabel);
  const lines = [['figure', ...labels, `${labels.at(-1)}/${labels[0]}`, 'aim', '']];
  for (const row of rows(labels.at(-1)!, retentionBatch)) {
    const values = figures.map(row.value);
    const met = row.aim?.met(values);
    lines.push([row.label, ...values.map(cell), ratioCell(values), row.aim?.text ?? '', met === undefined ? '' : met ? 'ok' : 'MISSED']);
  }
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  for (const line of lines) console.log(`  ${line.map((text, column) => (column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!))).join('   ')}`.trimEnd());
}
