import { describe, expect, it } from 'vitest';
import { spectrumSideOf, type SourceRating } from '@tidings/contracts/story';
import { SourceRatings } from '../sources/ratings.js';
import { parseSourceList } from '../ingestion/sources.js';
import { blindspotSide, spectrumOf } from './spectrum.js';

const rated = (leaning: number): { rating: SourceRating } => ({ rating: { side: spectrumSideOf(leaning), leaning, credibility: 0.8, country: 'IE', ownership: 'independent' } });
const unrated = { rating: null };

describe('the spectrum', () => {
  it('counts outlets per side and the unrated apart', () => {
    expect(spectrumOf([rated(-0.5), rated(-0.2), rated(0), rated(0.19), rated(-0.19), rated(0.4), unrated, unrated])).toEqual({ left: 2, centre: 3, right: 1, unrated: 2 });
    expect(spectrumOf([])).toEqual({ left: 0, centre: 0, right: 0, unrated: 0 });
  });

  it('a blindspot: at least 3 rated outlets, at least 2/3 on one side, none on the other', () => {
    expect(blindspotSide({ left: 2, centre: 1, right: 0, unrated: 5 })).toBe('left');
    expect(blindspotSide({ left: 0, centre: 1, right: 3, unrated: 0 })).toBe('right');
    expect(blindspotSide({ left: 2, centre: 0, right: 0, unrated: 4 })).toBeNull(); // too few rated
    expect(blindspotSide({ left: 3, centre: 0, right: 1, unrated: 0 })).toBeNull(); // the other side covers it too
    expect(blindspotSide({ left: 1, centre: 2, right: 0, unrated: 0 })).toBeNull(); // mostly centre
    expect(blindspotSide({ left: 0, centre: 0, right: 0, unrated: 6 })).toBeNull();
  });
});

describe('source ratings', () => {
  it("the corpus's outlets are rated unless marked unrated; configured sources only with country and ownership; unknown outlets unrated", () => {
    const ratings = new SourceRatings(
      parseSourceList([
        { id: 'a', name: 'Rated Wire', url: 'https://a.example/rss', homepage: 'https://a.example/', defaultCategory: 'world', politicalLeaning: -0.4, credibility: 0.7, country: 'IE', ownership: 'nonprofit' },
        { id: 'b', name: 'Plain Wire', url: 'https://b.example/rss', homepage: 'https://b.example/', defaultCategory: 'world', politicalLeaning: -0.4 },
      ]),
      [
        { id: 'x', name: 'Corpus Rated', homepage: 'https://x.example', credibility: 0.9, politicalLeaning: 0.3, country: 'GB', ownership: 'corporate' },
        { id: 'y', name: 'Corpus Unrated', homepage: 'https://y.example', credibility: 0.5, politicalLeaning: 0, country: 'GB', ownership: 'independent', unrated: true },
      ],
    );
    expect(ratings.of('Rated Wire')).toEqual({ source: 'Rated Wire', site: 'https://a.example/', rating: { side: 'left', leaning: -0.4, credibility: 0.7, country: 'IE', ownership: 'nonprofit' } });
    expect(ratings.of('Plain Wire')).toEqual({ source: 'Plain Wire', site: 'https://b.example/', rating: null });
    expect(ratings.of('Corpus Rated').rating).toMatchObject({ side: 'right', country: 'GB', ownership: 'corporate' });
    expect(ratings.of('Corpus Unrated').rating).toBeNull();
    expect(ratings.of('Nobody Knows')).toEqual({ source: 'Nobody Knows', site: '', rating: null });
    expect(ratings.rated().map((outlet) => outlet.source)).toEqual(['Corpus Rated', 'Rated Wire']);
  });
});
