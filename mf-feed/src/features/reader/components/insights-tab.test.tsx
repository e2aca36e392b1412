import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { GENERIC_TAKEAWAYS } from '../lib/insights';
import { articleHeading, renderReader, routes, SAME_CATEGORY, READER_TEST_TIMEOUT_MS } from './reader-fixtures';

const section = (name: string) => screen.getByRole('region', { name });

describe('AI Insights tab', { timeout: READER_TEST_TIMEOUT_MS }, () => {
  it('asks for insights only once the tab is chosen, then shows summary, takeaways, sentiment and similar articles', async () => {
    const { callsTo } = stubFetch(routes());
    const { user, onOpenArticle } = renderReader();
    await articleHeading('Harbour bridge reopens');
    expect(callsTo('GET', '/api/news/n1/summary')).toHaveLength(0);
    expect(callsTo('GET', '/api/news/n1/sentiment')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'AI Insights' }));
    expect(screen.getByRole('heading', { name: 'AI-Powered Insights' })).toBeTruthy();
    expect(await within(section('AI Summary')).findByText('The bridge is open again.')).toBeTruthy();
    expect(within(section('Key Takeaways')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One.', 'Two.', 'Three.']);
    const meter = await within(section('Sentiment Analysis')).findByRole('meter', { name: 'Sentiment: Positive' });
    expect(meter.getAttribute('aria-valuenow')).toBe('62');
    expect((meter.firstElementChild as HTMLElement).style.width).toBe('62%');
    expect(within(section('Sentiment Analysis')).getByText('Positive', { selector: 'p' })).toBeTruthy();

    await user.click(await within(section('Similar Articles')).findByRole('button', { name: /New ferry timetable/ }));
    expect(onOpenArticle).toHaveBeenCalledWith({ article: SAME_CATEGORY });
  });

  it('shows the fallbacks when the summary and sentiment fail', async () => {
    stubFetch(
      routes({
        'GET /api/news/n1/summary': () => new Response('down', { status: 503, statusText: 'Service Unavailable' }),
        'GET /api/news/n1/sentiment': () => new Response('down', { status: 503, statusText: 'Service Unavailable' }),
      }),
    );
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    await user.click(screen.getByRole('tab', { name: 'AI Insights' }));
    expect(await within(section('AI Summary')).findByText('Summary not available')).toBeTruthy();
    expect(within(section('Key Takeaways')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...GENERIC_TAKEAWAYS]);
    const meter = await within(section('Sentiment Analysis')).findByRole('meter', { name: 'Sentiment: Neutral' });
    expect((meter.firstElementChild as HTMLElement).style.width).toBe('50%');
  });

  it('falls back to the generic takeaways for a short article', async () => {
    stubFetch(routes({ 'GET /api/news/n1/summary': () => json({ summary: 'Short.', takeaways: ['Short.'] }) }));
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    await user.click(screen.getByRole('tab', { name: 'AI Insights' }));
    await waitFor(() => expect(within(section('Key Takeaways')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...GENERIC_TAKEAWAYS]));
  });
});
