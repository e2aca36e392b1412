import { describe, expect, it } from 'vitest';
import { EDITION_MAX, EDITION_MIN } from '@tidings/contracts/briefing';
import type { RankedItem } from '../feed/rank-feed.js';
import { poolArticle } from '../test/pool-articles.js';
import { NO_TOPIC_RULES, type TopicRules } from '../topics/topic-match.js';
import { selectEdition } from './select-edition.js';

const NOW = Date.UTC(2026, 10, 29, 12);
const HOUR = 3_600_000;

let story = 0;
/** A scored candidate of its own story (unless `clusterId` says otherwise). */
function item(score: number, { source = `Outlet ${story}`, clusterId = `c${++story}`, hoursAgo = 1, title = `Council votes on budget ${story}`, sourceCount = 1 } = {}): RankedItem {
  const article = poolArticle(title, 'The council met on Tuesday and voted on the plan.', NOW - hoursAgo * HOUR, { source, clusterId });
  article.sourceCount = sourceCount;
  return { article, score };
}

const select = (scored: RankedItem[], rules: TopicRules = NO_TOPIC_RULES, storyOf?: (id: string) => string) =>
  selectEdition(scored, { now: NOW, rules, storyOf }).map((pick) => pick.item.article.id);

describe('selectEdition', () => {
  it('gives one card per story: the best-scoring article of its cluster', () => {
    const weaker = item(3, { clusterId: 'strike', source: 'A' });
    const stronger = item(4, { clusterId: 'strike', source: 'B' });
    const other = item(2);
    expect(select([weaker, stronger, other])).toEqual([stronger.article.id, other.article.id]);
  });

  it('merges the clusters of one story across days', () => {
    const dayOne = item(4, { clusterId: 'bridge-1' });
    const dayTwo = item(5, { clusterId: 'bridge-2' });
    expect(select([dayOne, dayTwo], NO_TOPIC_RULES, (id) => (id.startsWith('bridge') ? 'bridge' : id))).toEqual([dayTwo.article.id]);
  });

  it('takes at most two stories of one outlet', () => {
    const scored = [item(9, { source: 'Daily' }), item(8, { source: 'Daily' }), item(7, { source: 'Daily' }), item(6)];
    const chosen = select(scored);
    expect(chosen).toEqual([scored[0]!.article.id, scored[1]!.article.id, scored[3]!.article.id]);
  });

  it('is finite: at most EDITION_MAX stories on a busy day', () => {
    const scored = Array.from({ length: 40 }, () => item(5));
    expect(select(scored)).toHaveLength(EDITION_MAX);
  });

  it('past EDITION_MIN keeps only stories close to the top one', () => {
    const strong = Array.from({ length: EDITION_MIN + 2 }, () => item(10));
    const weak = Array.from({ length: 5 }, () => item(2));
    const chosen = select([...strong, ...weak]);
    expect(chosen).toHaveLength(EDITION_MIN + 2);
    expect(chosen).not.toContain(weak[0]!.article.id);
  });

  it('fills EDITION_MIN even with weak stories, and is shorter only when fewer stories exist', () => {
    const scored = [item(10), ...Array.from({ length: 12 }, () => item(1))];
    expect(select(scored)).toHaveLength(EDITION_MIN);
    expect(select([item(3), item(2)])).toHaveLength(2);
  });

  it('ranks a story told by more outlets higher', () => {
    const single = item(5, { sourceCount: 1 });
    const widelyTold = item(4, { sourceCount: 6 });
    expect(select([single, widelyTold])).toEqual([widelyTold.article.id, single.article.id]);
  });

  it('is the last 24 h, widened to three days on a thin day', () => {
    const today = Array.from({ length: EDITION_MIN }, () => item(5, { hoursAgo: 2 }));
    const yesterday = item(9, { hoursAgo: 30 });
    expect(select([...today, yesterday])).not.toContain(yesterday.article.id);
    expect(select([today[0]!, yesterday])).toEqual([yesterday.article.id, today[0]!.article.id]);
    expect(select([item(9, { hoursAgo: 80 })])).toEqual([]);
  });

  it('drops muted topics and ranks followed ones up, naming them', () => {
    const muted = item(9, { title: 'Port strike enters third day' });
    const followed = item(3, { title: 'Harbour council approves ferry' });
    const plain = item(4);
    const rules: TopicRules = {
      mutes: [{ key: 'keyword:port strike', label: 'port strike', kind: 'keyword' }],
      follows: [{ key: 'keyword:ferry', label: 'Ferry', kind: 'keyword' }],
    };
    const picks = selectEdition([muted, followed, plain], { now: NOW, rules });
    expect(picks.map((pick) => pick.item.article.id)).toEqual([followed.article.id, plain.article.id]);
    expect(picks[0]!.followed).toEqual(['Ferry']);
    expect(picks[1]!.followed).toEqual([]);
  });
});
