import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { StoryResponse } from '@tidings/contracts/story';
import { RATINGS_NOTE } from '@tidings/contracts/story';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { observeGetAnswers } from '@tidings/web-kit/api-client';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import StoryPage from '../../../app/story-page';

const rated = (side: 'left' | 'centre' | 'right', leaning: number) => ({ side, leaning, credibility: 0.8, country: 'IE', ownership: 'independent' as const });

const STORY: StoryResponse = {
  id: 'n1',
  title: 'Harbour strike enters its third day',
  summary: 'Dock workers walked out on Monday. Talks resumed on Wednesday.',
  category: 'business',
  articleCount: 4,
  sourceCount: 3,
  firstAt: '2025-03-03T08:00:00.000Z',
  lastAt: '2025-03-05T16:00:00.000Z',
  sample: true,
  outlets: [
    {
      source: 'Coast Courier',
      site: 'https://coast.example',
      rating: rated('left', -0.4),
      articles: [
        { id: 'n4', title: 'Talks resume at the harbour', publishedAt: '2025-03-05T16:00:00.000Z', sourceUrl: 'https://coast.example/4' },
        { id: 'n1', title: 'Dock workers walk out', publishedAt: '2025-03-03T08:00:00.000Z', sourceUrl: 'https://coast.example/1' },
      ],
    },
    {
      source: 'Bay Times',
      site: '',
      rating: rated('centre', 0),
      articles: [{ id: 'n2', title: 'Strike closes the port', publishedAt: '2025-03-03T10:00:00.000Z', sourceUrl: 'https://bay.example/2' }],
    },
    { source: 'Harbour Wire', site: '', rating: null, articles: [{ id: 'n3', title: 'Second day of the strike', publishedAt: '2025-03-04T09:00:00.000Z', sourceUrl: 'https://wire.example/3' }] },
  ],
  timeline: [
    { at: '2025-03-03T08:00:00.000Z', headline: 'Dock workers walk out', articleIds: ['n2', 'n1'], sourceCount: 2 },
    { at: '2025-03-04T09:00:00.000Z', headline: 'Second day of the strike', articleIds: ['n3'], sourceCount: 1 },
    { at: '2025-03-05T16:00:00.000Z', headline: 'Talks resume at the harbour', articleIds: ['n4'], sourceCount: 1 },
  ],
  spectrum: { left: 1, centre: 1, right: 0, unrated: 1 },
  newSinceRead: null,
};

function ReaderProbe() {
  return <output aria-label="Reader">{useArticleReader().openId ?? 'closed'}</output>;
}

function renderStory(answer: () => Response | Promise<Response>, { path = '/story/n1' }: { path?: string | string[] } = {}) {
  const server = stubFetch({ 'GET /api/news/n1/story': answer });
  const view = renderWithProviders(
    <>
      <StoryPage />
      <ReaderProbe />
    </>,
    { user: makeUser(), path, route: '/story/:id' }
  );
  return { server, ...view };
}

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => vi.unstubAllGlobals());

describe('StoryPage', () => {
  it('shows a skeleton, then the title, sample label, summary, spectrum as text with its note, and every source', async () => {
    const answer = deferred<Response>();
    renderStory(() => answer.promise);
    expect(screen.getByRole('status', { name: 'Loading story' })).toBeTruthy();
    answer.resolve(json(STORY));

    expect(await screen.findByRole('heading', { level: 1, name: STORY.title })).toBeTruthy();
    expect(screen.getByText('Sample story')).toBeTruthy();
    expect(screen.getByText(STORY.summary)).toBeTruthy();
    const spectrum = region('Coverage spectrum');
    expect(within(spectrum).getByText('1 left · 1 centre · 0 right · 1 unrated')).toBeTruthy();
    expect(within(spectrum).getByText(RATINGS_NOTE)).toBeTruthy();

    const sources = region('Every source');
    const outlets = within(sources)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(outlets).toEqual(['Coast Courier', 'Bay Times', 'Harbour Wire']);
    expect(within(sources).getByText('Unrated')).toBeTruthy();
    const link = within(sources).getByRole('link', { name: 'Talks resume at the harbour' });
    expect(link.getAttribute('href')).toBe('/news/n4');
    expect(link.parentElement?.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-05T16:00:00.000Z');
    // Nobody has read it: nothing is new since.
    expect(screen.queryByRole('region', { name: 'New since you read it' })).toBeNull();
  });

  it('shows the timeline of a story that runs for days, oldest first, each entry opening its first article', async () => {
    renderStory(() => json(STORY));
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const steps = within(within(timeline).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('link').textContent)).toEqual(['Dock workers walk out', 'Second day of the strike', 'Talks resume at the harbour']);
    expect(within(steps[0]!).getByRole('link').getAttribute('href')).toBe('/news/n2');
    expect(within(steps[0]!).getByText('2 sources')).toBeTruthy();
    expect(within(steps[1]!).getByText('1 source')).toBeTruthy();
    expect(steps[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-03T08:00:00.000Z');
  });

  it('has no timeline for a story of one day', async () => {
    renderStory(() => json({ ...STORY, timeline: [] }));
    await screen.findByRole('heading', { level: 1, name: STORY.title });
    expect(screen.queryByRole('region', { name: 'Timeline' })).toBeNull();
  });

  it('highlights what is new since the reader read it; a highlight opens its article in the reader over the story', async () => {
    const news = {
      readAt: '2025-03-03T12:00:00.000Z',
      readArticleIds: ['n1'],
      developments: 2,
      highlights: [{ articleId: 'n4', source: 'Coast Courier', publishedAt: '2025-03-05T16:00:00.000Z', sentence: 'Talks resumed on Wednesday with a mediator.' }],
    };
    const { user } = renderStory(() => json({ ...STORY, newSinceRead: news }));
    const section = await screen.findByRole('region', { name: 'New since you read it' });
    expect(within(section).getByText(/2 new developments since\./)).toBeTruthy();
    const highlight = within(section).getByRole('link', { name: 'Talks resumed on Wednesday with a mediator.' });
    expect(highlight.getAttribute('href')).toBe('/news/n4');
    expect(within(section).getByText(/Coast Courier/)).toBeTruthy();
    await user.click(highlight);
    expect(screen.getByRole('status', { name: 'Reader' }).textContent).toBe('n4');
    expect(currentPath()).toBe('/story/n1');
  });

  it('tells a reader who read it that nothing is new since', async () => {
    renderStory(() => json({ ...STORY, newSinceRead: { readAt: '2025-03-06T12:00:00.000Z', readArticleIds: ['n4'], developments: 0, highlights: [] } }));
    const section = await screen.findByRole('region', { name: 'New since you read it' });
    expect(within(section).getByText(/Nothing new since\./)).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('says a story that does not exist is no longer available, with the way back to the feed', async () => {
    const { user } = renderStory(() => json({ code: 'NEWS_ARTICLE_NOT_FOUND' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeTruthy();
    expect(screen.getByText('This story is no longer available, or the link is incomplete.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to your feed' }));
    expect(currentPath()).toBe('/');
  });

  it('says when the story could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderStory(() => (fail ? new Response('down', { status: 503 }) : json(STORY)));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Could not load this story' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: STORY.title })).toBeTruthy();
  });

  it('offline, a story not kept on the device says so', async () => {
    const stop = observeGetAnswers({ standIn: () => Promise.resolve({ found: false }) });
    try {
      renderStory(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(await screen.findByRole('heading', { level: 1, name: 'Not saved for offline reading' })).toBeTruthy();
    } finally {
      stop();
    }
  });

  it('back returns to the page it was opened from, or to the feed from a link', async () => {
    const first = renderStory(() => json(STORY), { path: ['/', '/story/n1'] });
    await first.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    first.unmount();

    const second = renderStory(() => json(STORY));
    await second.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});
