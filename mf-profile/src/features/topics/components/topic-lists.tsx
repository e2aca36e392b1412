import type { Topic } from '@tidings/contracts/briefing';
import { Button } from '@tidings/web-kit/ui/button';
import { VisuallyHidden } from '@tidings/web-kit/ui/visually-hidden';
import card from '../../../components/ui/card.module.css';
import { kindName, muteEndText } from '../lib/topic-texts';
import styles from './topics.module.css';

interface TopicListsProps {
  topics: readonly Topic[];
  busyKey: string | null;
  onRemove: (topic: Topic) => void;
  onMute: (topic: Topic) => void;
}

function TopicLine({ topic, detail }: { topic: Topic; detail: string }) {
  return (
    <span className={styles.topicText}>
      <span className={styles.topicLabel}>{topic.label}</span>
      <span className={styles.topicDetail}>{detail}</span>
    </span>
  );
}

/** The follows and the mutes, each with its way out (and a follow's way to a mute). */
export function TopicLists({ topics, busyKey, onRemove, onMute }: TopicListsProps) {
  const follows = topics.filter((topic) => topic.rule === 'follow');
  const mutes = topics.filter((topic) => topic.rule === 'mute');
  return (
    <>
      <h3 className={styles.listTitle}>Following</h3>
      {follows.length === 0 ? (
        <p className={styles.none}>No topics followed yet.</p>
      ) : (
        <ul className={`${card.card} ${styles.list}`} aria-label="Followed topics">
          {follows.map((topic) => (
            <li key={topic.key} className={styles.topic}>
              <TopicLine topic={topic} detail={kindName(topic.kind)} />
              <Button variant="ghost" onClick={() => onMute(topic)} disabled={busyKey === topic.key}>
                Mute<VisuallyHidden> {topic.label}</VisuallyHidden>
              </Button>
              <Button variant="secondary" onClick={() => onRemove(topic)} disabled={busyKey === topic.key}>
                Unfollow<VisuallyHidden> {topic.label}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.listTitle}>Muted</h3>
      {mutes.length === 0 ? (
        <p className={styles.none}>No topics muted.</p>
      ) : (
        <ul className={`${card.card} ${styles.list}`} aria-label="Muted topics">
          {mutes.map((topic) => (
            <li key={topic.key} className={styles.topic}>
              <TopicLine topic={topic} detail={`Muted ${muteEndText(topic)}`} />
              <Button variant="secondary" onClick={() => onRemove(topic)} disabled={busyKey === topic.key}>
                Unmute<VisuallyHidden> {topic.label}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
