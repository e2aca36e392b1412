// Constants of the product spec (section 9) that more than one deployable needs.

/** Categories of search and browse, in the order the chips show them. */
export const CATEGORIES = [
  'breaking news',
  'technology',
  'business',
  'politics',
  'sports',
  'entertainment',
  'health',
  'science',
  'world',
  'environment',
  'finance',
  'lifestyle',
  'education',
  'travel',
  'food',
  'gaming',
  'space',
  'art',
  'music',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The pseudo-category that means "no category filter". */
export const DEFAULT_CATEGORY = 'top news';

/** Interest choices of onboarding and the profile. */
export const INTEREST_CHOICES = [
  'all',
  'ireland',
  'business',
  'sports',
  'world',
  'technology',
  'entertainment',
  'science',
  'politics',
  'health',
  'economics',
  'lifestyle',
  'education',
  'environment',
] as const;
export type Interest = (typeof INTEREST_CHOICES)[number];

export const MIN_INTERESTS = 3;
export const DAILY_READING_GOAL = 3;
export const ONBOARDING_STEPS = 3;
