import type { CorpusArticle } from '../types.js';
import { art } from './art.js';
import { breakingNews } from './breaking-news.js';
import { business } from './business.js';
import { education } from './education.js';
import { entertainment } from './entertainment.js';
import { environment } from './environment.js';
import { finance } from './finance.js';
import { food } from './food.js';
import { gaming } from './gaming.js';
import { health } from './health.js';
import { lifestyle } from './lifestyle.js';
import { music } from './music.js';
import { politics } from './politics.js';
import { science } from './science.js';
import { space } from './space.js';
import { sports } from './sports.js';
import { technology } from './technology.js';
import { travel } from './travel.js';
import { world } from './world.js';

/** Every article of the starter corpus, grouped by category in the order of the category chips. */
export const CORPUS_ARTICLES: readonly CorpusArticle[] = [
  ...breakingNews,
  ...technology,
  ...business,
  ...politics,
  ...sports,
  ...entertainment,
  ...health,
  ...science,
  ...world,
  ...environment,
  ...finance,
  ...lifestyle,
  ...education,
  ...travel,
  ...food,
  ...gaming,
  ...space,
  ...art,
  ...music,
];
