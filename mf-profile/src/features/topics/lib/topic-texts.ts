import { TOPIC_LABEL_MAX, TOPIC_LABEL_MIN, TOPICS_MAX } from '@tidings/contracts/briefing-texts';
import type { Topic } from '@tidings/contracts/briefing';
import { NEWS_ERROR_CODES } from '@tidings/contracts/news-limits';
import { HttpError } from '@tidings/web-kit/api-client';

/** The field's problem, or null when the label can be sent (the server's schema trims it too). */
export function topicLabelProblem(label: string): string | null {
  const length = label.trim().length;
  if (length < TOPIC_LABEL_MIN) return `Enter at least ${TOPIC_LABEL_MIN} characters`;
  if (length > TOPIC_LABEL_MAX) return `Use at most ${TOPIC_LABEL_MAX} characters`;
  return null;
}

export const TOPICS_LIMIT_TEXT = `You follow or mute ${TOPICS_MAX} topics, the most there can be. Remove one to add another.`;

export function isTopicsLimit(error: unknown): boolean {
  return error instanceof HttpError && error.status === 409 && error.code === NEWS_ERROR_CODES.topicsLimit;
}

const UNTIL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "until Dec 6, 9:30 AM" or "for good". */
export function muteEndText(topic: Pick<Topic, 'until'>): string {
  if (topic.until === null) return 'for good';
  const until = new Date(topic.until);
  return Number.isNaN(until.getTime()) ? 'for a while' : `until ${UNTIL.format(until)}`;
}

const KIND_NAMES: Record<Topic['kind'], string> = { keyword: 'Keyword', person: 'Person', place: 'Place', organisation: 'Organisation' };

export function kindName(kind: Topic['kind']): string {
  return KIND_NAMES[kind];
}
