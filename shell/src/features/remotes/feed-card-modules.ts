// The web-kit modules the feed's first card needs and the shell itself does not use. A host
// provides only the shared modules it imports, so without this import mf-feed would provide its
// own copies: each a chunk the federation runtime asks for only once remoteEntry.js has run, one
// more round trip before the first story on a phone. start-feed-early imports this on the feed's
// routes, beside the shell's own start-up; the shell's build keeps these modules out of its
// web-kit chunk (FEED_CARD_MODULES), so other routes do not carry them. e2e feed.spec.ts checks
// that the first card needs no mf-feed file but remoteEntry.js and the page's own chunk.
import '@tidings/web-kit/category-hue';
import '@tidings/web-kit/ui/sample-label';
import '@tidings/web-kit/offline-queue/use-pending-intent';
import '@tidings/web-kit/offline-queue/bookmark-write';
import '@tidings/web-kit/tracking/use-card-tracking';
