import type { BlindspotStory } from '@tidings/contracts/story';

// The words of the Blindspot view (issue 31).

export const BLINDSPOT_HEADING = 'Blindspot';
export const BLINDSPOT_INTRO = 'Stories covered mostly from one side of the spectrum.';
export const BLINDSPOT_EMPTY = 'No blindspots right now';
export const BLINDSPOT_EMPTY_HINT = 'Every story in the news is covered from more than one side.';
export const BLINDSPOT_ERROR = 'Failed to load blindspots. Please try again.';
export const BLINDSPOT_OFFLINE = 'You are offline. Blindspots show again when you are back online.';

export function coveredByText(coveredBy: BlindspotStory['coveredBy']): string {
  return `Covered mostly by ${coveredBy}-leaning outlets`;
}

export function storiesCount(count: number): string {
  return `${count} ${count === 1 ? 'story' : 'stories'}`;
}

export const storyPath = (id: string) => `/story/${encodeURIComponent(id)}`;
