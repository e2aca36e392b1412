import { useEffect, useRef, useState } from 'react';
import type { ArticleReaderProps } from '@tidings/web-kit/article-reader';
import { keepArticleForOffline } from '@tidings/web-kit/offline/device-store';
import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import { useReadingTime } from '@tidings/web-kit/tracking/use-reading-time';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tidings/web-kit/ui/tabs';
import { ShareDialog } from '../../../components/share-dialog/share-dialog';
import { useArticle } from '../api/get-article';
import { useLoadingCover } from '../hooks/use-loading-cover';
import { useReloadReader } from '../hooks/use-reload-reader';
import { ArticleTab } from './article-tab';
import { InsightsTab } from './insights-tab';
import { LoadingCover } from './loading-cover';
import { ReaderProblem } from './reader-problem';
import { ReaderTopBar } from './reader-top-bar';
import styles from './article-reader.module.css';

type ReaderTab = 'article' | 'insights';

/** One article in the reader: remounted per article, so tab, scroll and cover start afresh. */
function ReaderView({ articleId, initialArticle, onClose, onBack, onOpenArticle }: ArticleReaderProps) {
  const article = useArticle(articleId, initialArticle);
  const { cycle, reload } = useReloadReader(articleId);
  const covered = useLoadingCover(cycle, !article.isPending);
  const [tab, setTab] = useState<ReaderTab>('article');
  const [shareOpen, setShareOpen] = useState(false);
  const data = article.data;
  // Reading is recorded for an article that exists: not for an id that turned out unknown.
  useReadingTime(data ? articleId : null);
  // An opened article stays readable offline for a while (it often came from the feed, unfetched).
  useEffect(() => {
    if (data) keepArticleForOffline(data);
  }, [data]);

  return (
    <>
      <ReaderTopBar sourceUrl={data?.sourceUrl} onBack={onBack} onReload={reload} onClose={onClose} />
      <div className={styles.stage}>
        {covered ? <LoadingCover source={data?.source} /> : null}
        {/* Under the cover nothing is reachable: the cover is all there is until it lifts. */}
        <div className={styles.scroller} inert={covered}>
          {data ? (
            <Tabs value={tab} onValueChange={(value) => setTab(value === 'insights' ? 'insights' : 'article')}>
              <div className={styles.tabBar}>
                <TabsList aria-label="Reader sections">
                  <TabsTrigger value="article">Article</TabsTrigger>
                  <TabsTrigger value="insights">AI Insights</TabsTrigger>
                </TabsList>
              </div>
              <TabsContent value="article" className={styles.panel}>
                <ArticleTab article={data} onShare={() => setShareOpen(true)} onOpenArticle={onOpenArticle} />
              </TabsContent>
              <TabsContent value="insights" className={styles.panel}>
                <InsightsTab newsId={articleId} onOpenArticle={onOpenArticle} />
              </TabsContent>
            </Tabs>
          ) : article.isError ? (
            <ReaderProblem error={article.error} onRetry={reload} onClose={onClose} />
          ) : null}
        </div>
      </div>
      {data ? <ShareDialog article={data} open={shareOpen} onOpenChange={setShareOpen} /> : null}
    </>
  );
}

/**
 * The article reader overlay (spec section 2): a full-screen Radix Dialog, so Escape and a click
 * on the backdrop close it, focus stays inside and returns where it was. The shell renders it
 * while the history names an article (see web-kit's article-reader).
 */
export function ArticleReader(props: ArticleReaderProps) {
  const article = useArticle(props.articleId, props.initialArticle);
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        ref={contentRef}
        title={article.data?.title ?? 'Article'}
        hideTitle
        variant="fullscreen"
        showClose={false}
        className={styles.reader}
        // Focus the dialog itself, not its first button: a screen reader announces the article's
        // title, a reader is not met by a focus ring on Back, and Tab still starts at Back.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <ReaderView key={props.articleId} {...props} />
      </DialogContent>
    </Dialog>
  );
}
