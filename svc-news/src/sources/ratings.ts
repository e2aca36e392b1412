// The outlets' ratings the project keeps, from its own open data only: the starter corpus's
// fictional outlets (corpus/sources.ts) and, for real sources, what the deployment's
// NEWS_SOURCES_FILE states. An outlet without a complete rating is unrated: it is counted as such
// on a spectrum and never guessed from its name or its articles.
import { spectrumSideOf, type SourceRating } from '@tidings/contracts/story';
import { SOURCES, type CorpusSource } from '../corpus/sources.js';
import type { NewsSource } from '../ingestion/sources.js';

export interface RatedOutlet {
  source: string;
  /** The outlet's homepage, '' when unknown. */
  site: string;
  rating: SourceRating | null;
}

function rating(leaning: number, credibility: number, country: string, ownership: SourceRating['ownership']): SourceRating {
  return { side: spectrumSideOf(leaning), leaning, credibility, country, ownership };
}

function corpusOutlet(source: CorpusSource): RatedOutlet {
  const rated = !source.unrated && /^[A-Z]{2}$/.test(source.country);
  return { source: source.name, site: source.homepage, rating: rated ? rating(source.politicalLeaning, source.credibility, source.country, source.ownership) : null };
}

/**
 * A configured source is rated only when its entry states `country` and `ownership` besides its
 * `credibility` and `politicalLeaning`: those two have defaults (0.5 and 0) that are placeholders
 * for scoring, not a rating. The default sources state neither, so they are unrated.
 */
function configuredOutlet(source: NewsSource): RatedOutlet {
  const rated = source.country !== undefined && source.ownership !== undefined;
  return { source: source.name, site: source.homepage, rating: rated ? rating(source.politicalLeaning, source.credibility, source.country!, source.ownership!) : null };
}

/** Ratings by the outlet name stored in articles' `source`. */
export class SourceRatings {
  private readonly byName = new Map<string, RatedOutlet>();

  constructor(configured: readonly NewsSource[], corpus: readonly CorpusSource[] = SOURCES) {
    // Several feeds of one outlet share its name: the first entry that rates it wins, else the first.
    for (const source of configured) {
      const outlet = configuredOutlet(source);
      const known = this.byName.get(outlet.source);
      if (!known || (!known.rating && outlet.rating)) this.byName.set(outlet.source, outlet);
    }
    // The corpus's fictional names never collide with real outlets; a configured entry wins if one does.
    for (const source of corpus) if (!this.byName.has(source.name)) this.byName.set(source.name, corpusOutlet(source));
  }

  /** The outlet with its rating; an unknown outlet is unrated with no homepage. */
  of(source: string): RatedOutlet {
    return this.byName.get(source) ?? { source, site: '', rating: null };
  }

  /** Every rated outlet, by name. */
  rated(): Array<RatedOutlet & { rating: SourceRating }> {
    return [...this.byName.values()].filter((outlet): outlet is RatedOutlet & { rating: SourceRating } => outlet.rating !== null).sort((a, b) => a.source.localeCompare(b.source));
  }
}
