import { Copy, Share2 } from 'lucide-react';
import type { NewsArticle } from '@tidings/contracts/news';
import { shareLinkFor } from '@tidings/web-kit/article-reader';
import { Dialog, DialogContent } from '@tidings/web-kit/ui/dialog';
import { BrandIcon } from './brand-icons';
import { shareTargets } from './share-targets';
import { useCopyLink } from './use-copy-link';
import styles from './share-dialog.module.css';

export interface ShareDialogProps {
  article: Pick<NewsArticle, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const hasWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The share dialog (spec section 2): the four networks as links that open their share page in a
 * new tab, 'Copy Link' for `{origin}/news/{id}`, and the system share sheet where the browser
 * has one. Controlled, so the feed card and the reader each open it from their own button.
 */
export function ShareDialog({ article, open, onOpenChange }: ShareDialogProps) {
  const link = shareLinkFor(window.location.origin, article.id);
  const copyLink = useCopyLink();

  async function copy() {
    if (await copyLink(link)) onOpenChange(false);
  }

  async function shareWithSystem() {
    try {
      await navigator.share({ title: article.title, url: link });
      onOpenChange(false);
    } catch (error) {
      // Dismissing the system sheet rejects with AbortError: the user simply changed their mind.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('System share failed', error);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Share" description={article.title} variant="sheet" className={styles.content}>
        <ul className={styles.networks}>
          {shareTargets(link, article.title).map((target) => (
            <li key={target.network}>
              <a className={styles.network} href={target.href} target="_blank" rel="noopener noreferrer" aria-label={`Share on ${target.label}`}>
                <span className={styles.badge} data-network={target.network}>
                  <BrandIcon network={target.network} />
                </span>
                <span className={styles.label}>{target.label}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.linkRow}>
          <span className={styles.link} title={link}>
            {link}
          </span>
          <button type="button" className={styles.copy} onClick={() => void copy()}>
            <Copy aria-hidden="true" size={18} />
            Copy Link
          </button>
        </div>
        {hasWebShare() ? (
          <button type="button" className={styles.system} onClick={() => void shareWithSystem()}>
            <Share2 aria-hidden="true" size={18} />
            More sharing options
          </button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
