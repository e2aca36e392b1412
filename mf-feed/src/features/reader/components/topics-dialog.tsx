import { useId, useState, type FormEvent } from 'react';
import type { MuteDuration, Topic, TopicKind, TopicRef } from '@tidings/contracts/briefing';
import { MUTE_DURATION_LABELS, MUTE_DURATIONS, TOPIC_LABEL_MAX, TOPIC_LABEL_MIN } from '@tidings/contracts/briefing-texts';
import { Button } from '@tidings/web-kit/ui/button';
import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import { Input } from '@tidings/web-kit/ui/input';
import { Spinner } from '@tidings/web-kit/ui/spinner';
import { useArticleTopics, useTopicChange, useTopics, type TopicChange } from '../api/topics';
import styles from './topics-dialog.module.css';

const KIND_LABELS: Record<TopicKind, string> = { keyword: 'Keyword', person: 'Person', place: 'Place', organisation: 'Organisation' };

/** "Following", "Muted for good", "Muted until 3 Mar 2026, 14:00", or nothing for a topic with no rule. */
export function topicStateText(topic: Topic | undefined): string | null {
  if (!topic) return null;
  if (topic.rule === 'follow') return 'Following';
  if (!topic.until) return 'Muted for good';
  return `Muted until ${new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(topic.until))}`;
}

interface TopicRowProps {
  topic: TopicRef;
  stored: Topic | undefined;
  busy: boolean;
  onChange: (change: TopicChange) => void;
}

/** One topic: its kind and state, Follow or Unfollow, and Mute with its four durations (or Unmute). */
function TopicRow({ topic, stored, busy, onChange }: TopicRowProps) {
  const [choosing, setChoosing] = useState(false);
  const durationsId = useId();
  const state = topicStateText(stored);
  const { label, kind } = topic;
  const remove = (was: Topic['rule']) => onChange({ action: 'remove', label, key: stored?.key ?? topic.key, was });
  const mute = (muteFor: MuteDuration) => {
    setChoosing(false);
    onChange({ action: 'mute', label, kind, muteFor });
  };
  return (
    <li className={styles.row}>
      <div className={styles.name}>
        <p className={styles.label}>{label}</p>
        <p className={styles.kind}>
          {KIND_LABELS[kind]}
          {state ? ` · ${state}` : ''}
        </p>
      </div>
      <div className={styles.actions}>
        {stored?.rule === 'follow' ? (
          <Button variant="secondary" aria-label={`Unfollow ${label}`} aria-disabled={busy || undefined} onClick={() => !busy && remove('follow')}>
            Unfollow
          </Button>
        ) : (
          <Button variant="primary" aria-label={`Follow ${label}`} aria-disabled={busy || undefined} onClick={() => !busy && onChange({ action: 'follow', label, kind })}>
            Follow
          </Button>
        )}
        {stored?.rule === 'mute' ? (
          <Button variant="ghost" aria-label={`Unmute ${label}`} aria-disabled={busy || undefined} onClick={() => !busy && remove('mute')}>
            Unmute
          </Button>
        ) : (
          <Button variant="ghost" aria-label={`Mute ${label}`} aria-expanded={choosing} aria-controls={durationsId} onClick={() => setChoosing((value) => !value)}>
            Mute
          </Button>
        )}
      </div>
      {choosing ? (
        <div id={durationsId} className={styles.durations} role="group" aria-label={`Mute ${label} for how long`}>
          {MUTE_DURATIONS.map((duration) => (
            <Button key={duration} variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && mute(duration)}>
              {MUTE_DURATION_LABELS[duration]}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** A keyword to follow: any word or phrase, as the contract bounds it. */
function FollowKeyword({ busy, onChange }: { busy: boolean; onChange: (change: TopicChange) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const label = value.trim();
    if (label.length < TOPIC_LABEL_MIN || label.length > TOPIC_LABEL_MAX) {
      setError(`Enter ${TOPIC_LABEL_MIN} to ${TOPIC_LABEL_MAX} characters`);
      return;
    }
    setError(undefined);
    if (busy) return;
    onChange({ action: 'follow', label, kind: 'keyword' });
    setValue('');
  };
  return (
    <form className={styles.keyword} onSubmit={submit} noValidate>
      <Input label="Follow a keyword" value={value} maxLength={TOPIC_LABEL_MAX} autoComplete="off" error={error} onChange={(event) => setValue(event.target.value)} />
      <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
        Follow keyword
      </Button>
    </form>
  );
}

function ArticleTopicList({ newsId, busy, onChange }: { newsId: string; busy: boolean; onChange: (change: TopicChange) => void }) {
  const article = useArticleTopics(newsId);
  const topics = useTopics();
  if (article.isPending || topics.isPending) {
    return (
      <div className={styles.status}>
        <Spinner size="sm" label="Loading topics" />
      </div>
    );
  }
  if (article.isError || topics.isError) {
    return (
      <div className={styles.status} role="alert">
        <p>Could not load the topics.</p>
        <Button variant="secondary" onClick={() => void Promise.all([article.refetch(), topics.refetch()])}>
          Try again
        </Button>
      </div>
    );
  }
  if (article.data.length === 0) return <p className={styles.status}>This story names no people, places or organisations to follow.</p>;
  const byKey = new Map(topics.data.map((topic) => [topic.key, topic]));
  return (
    <ul className={styles.list} aria-label="Topics in this story">
      {article.data.map((topic) => (
        <TopicRow key={topic.key} topic={topic} stored={byKey.get(topic.key)} busy={busy} onChange={onChange} />
      ))}
    </ul>
  );
}

export interface TopicsDialogProps {
  newsId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The reader's topics sheet: loaded on demand by ArticleTopics. */
export default function TopicsDialog({ newsId, open, onOpenChange }: TopicsDialogProps) {
  const change = useTopicChange();
  const onChange = (next: TopicChange) => change.mutate(next);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent variant="sheet" title="Topics" description="Follow to see more about a topic in your feed and today's edition; mute to see none for a while.">
        <ArticleTopicList newsId={newsId} busy={change.isPending} onChange={onChange} />
        <FollowKeyword busy={change.isPending} onChange={onChange} />
      </DialogContent>
    </Dialog>
  );
}
