import { useEffect, useId } from 'react';
import { ArrowLeft, Layers } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { StoryResponse } from '@tidings/contracts/story';
import { keepStoryForOffline } from '@tidings/web-kit/offline/device-store';
import { SampleLabel } from '@tidings/web-kit/ui/sample-label';
import { Skeleton, SkeletonBlock } from '@tidings/web-kit/ui/state-panel';
import { useStory } from '../api/get-story';
import { NewSinceRead } from './new-since-read';
import { StoryOutlets } from './story-outlets';
import { StoryProblem } from './story-problem';
import { StorySpectrum } from './story-spectrum';
import { StoryTimeline } from './story-timeline';
// The reader's round icon button: the story's back button is the same control.
import topBar from '../../reader/components/reader-top-bar.module.css';
import styles from './story-screen.module.css';

/** The back button: where the reader came from in the app, or the feed when the page was opened by its link. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router names the page the history started on 'default': there is no app page behind it.
  const back = () => void (location.key === 'default' ? navigate('/', { replace: true }) : navigate(-1));
  return (
    <button type="button" className={topBar.icon} onClick={back} aria-label="Back">
      <ArrowLeft aria-hidden="true" size={22} />
    </button>
  );
}

function StorySkeleton() {
  return (
    <Skeleton label="Loading story" className={styles.skeleton}>
      <SkeletonBlock className={styles.skeletonTitle} />
      <SkeletonBlock className={styles.skeletonLine} />
      <SkeletonBlock className={styles.skeletonLine} />
      <SkeletonBlock className={styles.skeletonBar} />
      <SkeletonBlock className={styles.skeletonCard} />
      <SkeletonBlock className={styles.skeletonCard} />
    </Skeleton>
  );
}

function StoryView({ story }: { story: StoryResponse }) {
  const titleId = useId();
  const news = story.newSinceRead;
  return (
    <article className={styles.story} aria-labelledby={titleId}>
      <header className={styles.header}>
        <p className={styles.kicker}>
          <Layers aria-hidden="true" size={14} />
          Full coverage · {story.category}
        </p>
        <h1 id={titleId} className={styles.title}>
          {story.title}
        </h1>
        <p className={styles.counts}>
          {story.sourceCount === 1 ? '1 source' : `${story.sourceCount} sources`} · {story.articleCount === 1 ? '1 article' : `${story.articleCount} articles`}
          {story.sample ? <SampleLabel className={styles.sample} /> : null}
        </p>
      </header>
      <p className={styles.summary}>{story.summary}</p>
      <StorySpectrum counts={story.spectrum} />
      {news ? <NewSinceRead news={news} /> : null}
      {story.timeline.length > 0 ? <StoryTimeline entries={story.timeline} /> : null}
      <StoryOutlets outlets={story.outlets} />
    </article>
  );
}

/**
 * `/story/{id}` (issue 31): the full coverage of the story of article `id`. Articles open in the
 * reader over it; closing the reader comes back here.
 */
export function StoryScreen({ storyId }: { storyId: string }) {
  const story = useStory(storyId);
  const data = story.data;
  // A story opened once stays readable offline for a while, like an opened article.
  useEffect(() => {
    if (data) keepStoryForOffline(storyId);
  }, [data, storyId]);

  let body;
  if (data) body = <StoryView story={data} />;
  else if (story.isError) body = <StoryProblem error={story.error} onRetry={() => void story.refetch()} retrying={story.isFetching} />;
  else body = <StorySkeleton />;

  return (
    <div className={styles.page}>
      <nav className={styles.bar} aria-label="Story">
        <BackButton />
      </nav>
      {body}
    </div>
  );
}
