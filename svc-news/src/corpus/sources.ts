import type { OwnershipKind } from '@tidings/contracts/story';

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
  /** ISO 3166-1 alpha-2 of where the outlet is based. */
  readonly country: string;
  readonly ownership: OwnershipKind;
  /**
   * Set on an outlet Tidings has published no rating for: it counts as unrated on a story's
   * spectrum and never as left, centre or right. Its numeric fields exist only because scoring
   * needs them; they are neutral placeholders, not a rating.
   */
  readonly unrated?: true;
}

export const SOURCES = [
  { id: 'meridian', name: 'The Meridian Post', homepage: 'https://meridianpost.example', credibility: 0.9, politicalLeaning: 0, country: 'GB', ownership: 'corporate' },
  { id: 'liffey', name: 'Liffey Courier', homepage: 'https://liffeycourier.example', credibility: 0.85, politicalLeaning: -0.1, country: 'IE', ownership: 'independent' },
  { id: 'atlantic', name: 'Atlantic Shore Times', homepage: 'https://atlanticshoretimes.example', credibility: 0.8, politicalLeaning: 0.1, country: 'US', ownership: 'corporate' },
  { id: 'circuit', name: 'Circuit Wire', homepage: 'https://circuitwire.example', credibility: 0.82, politicalLeaning: 0, country: 'US', ownership: 'independent' },
  { id: 'ledger', name: 'Ledgerline', homepage: 'https://ledgerline.example', credibility: 0.86, politicalLeaning: 0.25, country: 'GB', ownership: 'corporate' },
  { id: 'civic', name: 'Civic Dispatch', homepage: 'https://civicdispatch.example', credibility: 0.78, politicalLeaning: -0.35, country: 'US', ownership: 'nonprofit' },
  { id: 'northgate', name: 'Northgate Herald', homepage: 'https://northgateherald.example', credibility: 0.7, politicalLeaning: 0.4, country: 'GB', ownership: 'corporate' },
  { id: 'pitchside', name: 'Pitchside Daily', homepage: 'https://pitchsidedaily.example', credibility: 0.75, politicalLeaning: 0, country: 'GB', ownership: 'independent' },
  { id: 'greenhorizon', name: 'Green Horizon Review', homepage: 'https://greenhorizonreview.example', credibility: 0.8, politicalLeaning: -0.4, country: 'IE', ownership: 'nonprofit' },
  { id: 'laborbit', name: 'Lab & Orbit', homepage: 'https://labandorbit.example', credibility: 0.92, politicalLeaning: -0.05, country: 'US', ownership: 'nonprofit' },
  { id: 'marquee', name: 'Marquee Weekly', homepage: 'https://marqueeweekly.example', credibility: 0.68, politicalLeaning: -0.1, country: 'US', ownership: 'corporate' },
  { id: 'hearth', name: 'Hearth & Table', homepage: 'https://hearthandtable.example', credibility: 0.72, politicalLeaning: 0.05, country: 'IE', ownership: 'independent' },
  { id: 'millrace', name: 'Millrace Monitor', homepage: 'https://millracemonitor.example', credibility: 0.77, politicalLeaning: -0.3, country: 'GB', ownership: 'independent' },
  { id: 'ironbark', name: 'Ironbark Gazette', homepage: 'https://ironbarkgazette.example', credibility: 0.74, politicalLeaning: 0.35, country: 'US', ownership: 'corporate' },
  // A community newsletter with no published rating: credibility 0.5 and leaning 0 are neutral placeholders for scoring, not a rating.
  { id: 'wellspring', name: 'Wellspring Community Bulletin', homepage: 'https://wellspringbulletin.example', credibility: 0.5, politicalLeaning: 0, country: 'GB', ownership: 'independent', unrated: true },
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
