// Reading Prometheus' text exposition back: what the scrape tests (and anyone checking an endpoint
// by hand) compare with the catalogue.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  /** Family name → type, from the `# TYPE` lines. */
  families: Map<string, string>;
  samples: Sample[];
  /** The sum of the samples named `name` whose labels include `labels` (0 when none). */
  value(name: string, labels?: Record<string, string>): number;
  /** The label sets of the samples named `name`. */
  labelsOf(name: string): Array<Record<string, string>>;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseExposition(text: string): Exposition {
  const families = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice('# TYPE '.length).split(' ');
      if (name && type) families.set(name, type);
      continue;
    }
    if (line.startsWith('#') || line.trim() === '') continue;
    const match = SAMPLE.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? '').matchAll(LABEL)) labels[key!] = raw!.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  const matching = (name: string, labels: Record<string, string> = {}) =>
    samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  return {
    families,
    samples,
    value: (name, labels) => matching(name, labels).reduce((sum, sample) => sum + sample.value, 0),
    labelsOf: (name) => matching(name).map((sample) => sample.labels),
  };
}

/** GETs `http://host:port/metrics` and parses it; throws unless it answers 200. */
export async function scrapeMetrics(port: number, host = '127.0.0.1'): Promise<Exposition> {
  const response = await fetch(`http://${host}:${port}/metrics`);
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return parseExposition(await response.text());
}
