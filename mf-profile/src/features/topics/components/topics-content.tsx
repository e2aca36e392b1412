import { useState } from 'react';
import { CloudOff, WifiOff } from 'lucide-react';
import type { MuteDuration, Topic } from '@tidings/contracts/briefing';
import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { toast } from '@tidings/web-kit/toast-store';
import { Button } from '@tidings/web-kit/ui/button';
import { Skeleton, SkeletonBlock, StatePanel } from '@tidings/web-kit/ui/state-panel';
import { serverMessage } from '../../../lib/server-message';
import { useRemoveTopic, useSaveTopic, useTopics } from '../api/topics';
import { isTopicsLimit, muteEndText, TOPICS_LIMIT_TEXT } from '../lib/topic-texts';
import { FollowTopicForm } from './follow-topic-form';
import { MuteTopicDialog } from './mute-topic-dialog';
import { TopicLists } from './topic-lists';
import styles from './topics.module.css';

const FAILURE = 'Failed to update your topics. Please try again.';

function failed(error: unknown): string {
  if (isTopicsLimit(error)) return TOPICS_LIMIT_TEXT;
  return serverMessage(error, FAILURE);
}

/** The section's body: the form, then the follows and mutes, or why they cannot be shown. */
export default function TopicsContent() {
  const topics = useTopics();
  const save = useSaveTopic();
  const remove = useRemoveTopic();
  const [muting, setMuting] = useState<{ label: string; kind: Topic['kind'] } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busyKey = remove.isPending ? (remove.variables?.key ?? null) : null;

  const follow = async (label: string): Promise<boolean> => {
    setRefusal(null);
    try {
      await save.mutateAsync({ label, kind: 'keyword', rule: 'follow' });
      toast({ title: 'Topic followed', description: `Stories about ${label} rank higher in your feed` });
      return true;
    } catch (error) {
      const message = failed(error);
      if (isTopicsLimit(error)) setRefusal(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
      return false;
    }
  };

  const mute = async (duration: MuteDuration) => {
    if (!muting) return;
    const { label, kind } = muting;
    setMuting(null);
    setRefusal(null);
    try {
      const topic = await save.mutateAsync({ label, kind, rule: 'mute', muteFor: duration });
      toast({ title: 'Topic muted', description: `${topic.label} is muted ${muteEndText(topic)}` });
    } catch (error) {
      const message = failed(error);
      if (isTopicsLimit(error)) setRefusal(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    }
  };

  const removeTopic = (topic: Topic) =>
    remove.mutate(topic, {
      onSuccess: () =>
        toast(topic.rule === 'follow' ? { title: 'Topic unfollowed', description: `${topic.label} is no longer followed` } : { title: 'Topic unmuted', description: `Stories about ${topic.label} can show again` }),
      onError: (error) => toast({ title: 'Error', description: failed(error), variant: 'destructive' }),
    });

  return (
    <div className={styles.topics}>
      <FollowTopicForm busy={save.isPending} onFollow={follow} onMute={(label) => setMuting({ label, kind: 'keyword' })} refusal={refusal} />
      {topics.isPending ? (
        <Skeleton label="Loading your topics" className={styles.skeleton}>
          <SkeletonBlock className={styles.skeletonLine} />
          <SkeletonBlock className={styles.skeletonLine} style={{ width: '70%' }} />
        </Skeleton>
      ) : topics.isError ? (
        <StatePanel
          icon={isOfflineError(topics.error) ? WifiOff : CloudOff}
          role={isOfflineError(topics.error) ? undefined : 'alert'}
          action={
            <Button variant="secondary" onClick={() => void topics.refetch()} aria-disabled={topics.isFetching || undefined}>
              Try again
            </Button>
          }
        >
          {isOfflineError(topics.error) ? 'You are offline: your topics have not been loaded yet.' : 'Your topics could not be loaded. Please try again.'}
        </StatePanel>
      ) : (
        <TopicLists topics={topics.data} busyKey={busyKey} onRemove={removeTopic} onMute={(topic) => setMuting({ label: topic.label, kind: topic.kind })} />
      )}
      <MuteTopicDialog label={muting?.label ?? null} onMute={(duration) => void mute(duration)} onClose={() => setMuting(null)} />
    </div>
  );
}
