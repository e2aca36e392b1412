// The people, places and organisations an article names, as the reader follows or mutes them from
// it (GET /api/news/{id}/topics): the keys the feed matches (story/entities.ts) with display names.
import { TOPIC_LABEL_MAX, TOPIC_LABEL_MIN, topicKey, type TopicRef } from '@tidings/contracts/briefing';
import { entityKind, namedEntityLabels } from '../story/entities.js';

export interface ArticleText {
  title: string;
  content: string;
  /** The keys stored with it (NewsRecord.entities), when it has them: only those can match it by entity. */
  entities?: readonly string[];
}

export function articleTopics(article: ArticleText): TopicRef[] {
  const stored = article.entities ? new Set(article.entities) : null;
  const topics: TopicRef[] = [];
  for (const [key, label] of namedEntityLabels(article.title, article.content)) {
    const kind = entityKind(key);
    // A label the topics call would refuse, or one that would not come back to this key, is not offered.
    if (label.length < TOPIC_LABEL_MIN || label.length > TOPIC_LABEL_MAX || topicKey(kind, label) !== key) continue;
    if (stored && !stored.has(key)) continue;
    topics.push({ key, label, kind });
  }
  return topics;
}
