// JSON Feed 1.0/1.1 (https://jsonfeed.org/version/1.1). Validated loosely: unknown fields pass,
// wrong types on the fields we read make that item unusable rather than the whole feed.
import { z } from 'zod';
import { parseDate } from './feed-dates.js';
import { joinAuthors, looksLikeImage, resolveUrl, titleFromText, uniqueNonEmpty } from './feed-fields.js';
import { FeedParseError, type FeedEntry, type ParsedFeed } from './feed-types.js';

const optionalText = z.string().optional().catch(undefined);
const author = z.object({ name: optionalText, url: optionalText }).loose();
// 1.1 has `authors`, 1.0 had `author`; feeds mix them and some give `authors` as one object.
const authors = z
  .union([z.array(author), author.transform((one) => [one])])
  .optional()
  .catch(undefined);

const item = z
  .object({
    id: z.union([z.string(), z.number()]).optional().catch(undefined),
    url: optionalText,
    external_url: optionalText,
    title: optionalText,
    content_html: optionalText,
    content_text: optionalText,
    summary: optionalText,
    image: optionalText,
    banner_image: optionalText,
    date_published: optionalText,
    date_modified: optionalText,
    author: author.optional().catch(undefined),
    authors,
    tags: z.array(z.string()).optional().catch(undefined),
    attachments: z
      .array(z.object({ url: z.string(), mime_type: optionalText }).loose())
      .optional()
      .catch(undefined),
  })
  .loose();

const jsonFeed = z
  .object({
    version: z.string().startsWith('https://jsonfeed.org/version/'),
    title: optionalText,
    home_page_url: optionalText,
    author: author.optional().catch(undefined),
    authors,
    items: z.array(z.unknown()),
  })
  .loose();

export function parseJsonFeed(body: string, feedUrl: string): ParsedFeed {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (error) {
    throw new FeedParseError('invalid-json', 'The body is not valid JSON', { cause: error });
  }
  const feed = jsonFeed.safeParse(raw);
  if (!feed.success) throw new FeedParseError('unknown-format', 'The JSON is not a JSON Feed');
  const feedAuthor = byline(feed.data);
  const entries = feed.data.items.flatMap((rawItem) => {
    const parsed = item.safeParse(rawItem);
    const entry = parsed.success ? toEntry(parsed.data, feedUrl, feedAuthor) : undefined;
    return entry ? [entry] : [];
  });
  return {
    format: 'json',
    title: titleFromText(feed.data.title?.trim() ?? ''),
    homepage: feed.data.home_page_url ? resolveUrl(feed.data.home_page_url, feedUrl) : undefined,
    entries,
  };
}

type Author = z.infer<typeof author>;

/** Names, or failing a name the author's page, of everyone credited. */
function byline(data: { author?: Author | undefined; authors?: Author[] | undefined }): string | undefined {
  return joinAuthors([...(data.authors ?? []), ...(data.author ? [data.author] : [])].map((a) => a.name ?? a.url));
}

function toEntry(data: z.infer<typeof item>, feedUrl: string, feedAuthor: string | undefined): FeedEntry | undefined {
  const url = resolveUrl(data.url ?? data.external_url ?? '', feedUrl);
  if (!url) return undefined;
  // content_text is plain text: escape it so it survives the HTML sanitiser unchanged.
  const contentHtml = data.content_html ?? (data.content_text ? textToHtml(data.content_text) : '');
  const images = (data.attachments ?? []).filter((a) => looksLikeImage(a.url, a.mime_type ?? '')).map((a) => a.url);
  return {
    guid: data.id === undefined || data.id === '' ? undefined : String(data.id),
    url,
    // JSON Feed titles are plain text; FeedEntry titles are HTML, so "<div>" must stay visible.
    title: titleFromText(data.title?.trim() ?? ''),
    contentHtml: contentHtml || (data.summary ? textToHtml(data.summary) : ''),
    summaryHtml: data.summary && contentHtml ? textToHtml(data.summary) : undefined,
    publishedAt: parseDate(data.date_published ?? data.date_modified ?? ''),
    author: byline(data) ?? feedAuthor,
    imageCandidates: uniqueNonEmpty([data.image, data.banner_image, ...images].map((href) => (href ? resolveUrl(href, feedUrl) : undefined))),
    categories: uniqueNonEmpty((data.tags ?? []).map((tag) => tag.trim())),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function textToHtml(value: string): string {
  return escapeHtml(value)
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.trim()}</p>`)
    .join('');
}
