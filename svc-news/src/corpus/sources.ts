/** The fictional outlets of the starter corpus. Every homepage is on the reserved `.example` TLD. */
export interface CorpusSource {
  /** Short id used when authoring articles. */
  readonly id: string;
  /** Display name stored in the article's `source`. */
  readonly name: string;
  readonly homepage: string;
  /** 0 (unreliable) … 1 (highly reliable). */
  readonly credibility: number;
  /** −1 (left) … 0 (centre) … 1 (right). */
  readonly politicalLeaning: number;
}

export const SOURCES = [
  { id: 'meridian', name: 'The Meridian Post', homepage: 'https://meridianpost.example', credibility: 0.9, politicalLeaning: 0 },
  { id: 'liffey', name: 'Liffey Courier', homepage: 'https://liffeycourier.example', credibility: 0.85, politicalLeaning: -0.1 },
  { id: 'atlantic', name: 'Atlantic Shore Times', homepage: 'https://atlanticshoretimes.example', credibility: 0.8, politicalLeaning: 0.1 },
  { id: 'circuit', name: 'Circuit Wire', homepage: 'https://circuitwire.example', credibility: 0.82, politicalLeaning: 0 },
  { id: 'ledger', name: 'Ledgerline', homepage: 'https://ledgerline.example', credibility: 0.86, politicalLeaning: 0.25 },
  { id: 'civic', name: 'Civic Dispatch', homepage: 'https://civicdispatch.example', credibility: 0.78, politicalLeaning: -0.35 },
  { id: 'northgate', name: 'Northgate Herald', homepage: 'https://northgateherald.example', credibility: 0.7, politicalLeaning: 0.4 },
  { id: 'pitchside', name: 'Pitchside Daily', homepage: 'https://pitchsidedaily.example', credibility: 0.75, politicalLeaning: 0 },
  { id: 'greenhorizon', name: 'Green Horizon Review', homepage: 'https://greenhorizonreview.example', credibility: 0.8, politicalLeaning: -0.4 },
  { id: 'laborbit', name: 'Lab & Orbit', homepage: 'https://labandorbit.example', credibility: 0.92, politicalLeaning: -0.05 },
  { id: 'marquee', name: 'Marquee Weekly', homepage: 'https://marqueeweekly.example', credibility: 0.68, politicalLeaning: -0.1 },
  { id: 'hearth', name: 'Hearth & Table', homepage: 'https://hearthandtable.example', credibility: 0.72, politicalLeaning: 0.05 },
] as const satisfies readonly CorpusSource[];

export type SourceId = (typeof SOURCES)[number]['id'];

const byId = new Map<string, CorpusSource>(SOURCES.map((s) => [s.id, s]));
const byName = new Map<string, CorpusSource>(SOURCES.map((s) => [s.name, s]));

export function sourceById(id: SourceId): CorpusSource {
  const source = byId.get(id);
  if (!source) throw new Error(`unknown corpus source id ${id}`);
  return source;
}

export function sourceByName(name: string): CorpusSource | undefined {
  return byName.get(name);
}
