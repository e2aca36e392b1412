import { useId } from 'react';
import type { Edition } from '@tidings/contracts/briefing';
import { EDITION_TEXTS, editionProgressText, nextEditionText } from '@tidings/contracts/briefing-texts';
import type { ListenItem } from '@tidings/web-kit/listen/listen-types';
import { isOfflineError } from '@tidings/web-kit/offline/offline-error';
import { readsOnDevice } from '@tidings/web-kit/tracking/tracking-client';
import { ListenButton } from '@tidings/web-kit/ui/listen-button';
import { useUser } from '@tidings/web-kit/user';
import { useEdition } from '../api/get-edition';
import { useRefreshAfterReader } from '../hooks/use-refresh-after-reader';
import { readItemIds } from '../lib/edition-progress';
import { EditionCard } from './edition-card';
import { EditionSkeleton } from './edition-skeleton';
import { EditionEmpty, EditionError, EditionOffline } from './edition-states';
import styles from './edition-screen.module.css';

const listenItems = (edition: Edition): ListenItem[] =>
  edition.items.map(({ article, summary }) => ({ newsId: article.id, title: article.title, text: summary, source: article.source }));

function EditionView({ edition, read, now }: { edition: Edition; read: ReadonlySet<string>; now: Date }) {
  const headingId = useId();
  const progressId = useId();
  const total = edition.items.length;
  const progress = editionProgressText(read.size, total);
  return (
    <section className={styles.edition} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.headingRow}>
          <h1 id={headingId} className={styles.heading}>
            {EDITION_TEXTS.heading}
          </h1>
          <ListenButton items={() => listenItems(edition)} startIndex={0} origin="edition" label="Listen" className={styles.listen} />
        </div>
        <p id={progressId} className={styles.progressText}>
          {progress}
        </p>
        <div className={styles.progress} role="progressbar" aria-labelledby={progressId} aria-valuemin={0} aria-valuemax={total} aria-valuenow={read.size} aria-valuetext={progress}>
          <div className={styles.progressFill} style={{ width: `${total > 0 ? (read.size / total) * 100 : 0}%` }} />
        </div>
      </header>
      <ol className={styles.list}>
        {edition.items.map((item) => (
          <li key={item.article.id}>
            <EditionCard item={item} read={read.has(item.article.id)} />
          </li>
        ))}
      </ol>
      <footer className={styles.end}>
        <p className={styles.caughtUp}>{EDITION_TEXTS.caughtUp}</p>
        <p className={styles.next}>{nextEditionText(new Date(edition.nextAt), now, edition.timeZone)}</p>
      </footer>
    </section>
  );
}

/**
 * Today's edition (issue 32): a finite list of the day's stories for this reader, the progress
 * through it, and "You're all caught up" at its end. Loaded on demand from the feed's "Today"
 * tab; the answer is kept on the device (web-kit's saved-routes), so it opens offline.
 */
export default function EditionScreen() {
  const { data: user } = useUser();
  const edition = useEdition();
  useRefreshAfterReader(() => edition.refetch());
  const retry = { onRetry: () => void edition.refetch(), retrying: edition.isFetching };
  const data = edition.data;

  if (!data) {
    if (edition.isError && isOfflineError(edition.error)) return <EditionOffline {...retry} />;
    if (edition.isError) return <EditionError {...retry} />;
    return <EditionSkeleton />;
  }
  const now = new Date();
  if (data.items.length === 0) return <EditionEmpty {...retry} next={nextEditionText(new Date(data.nextAt), now, data.timeZone)} />;
  // A failed refetch leaves the edition on screen as it was (react-query keeps its last data).
  const read = readItemIds(data, user ? readsOnDevice(user.id) : []);
  return <EditionView edition={data} read={read} now={now} />;
}
