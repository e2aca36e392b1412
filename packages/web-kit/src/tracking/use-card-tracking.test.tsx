import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { CARD_ROOT_MARGIN, CARD_VISIBLE_RATIO } from './card-visibility';
import { bodiesOf, trackingRoutes } from './testing/tracking-routes';
import { resetTrackingClient, startSession } from './tracking-client';
import { useCardTracking } from './use-card-tracking';

/** Stands in for the browser's observer: the test says which cards are in view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(target: Element, ratio: number) {
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

function Card({ id }: { id: string }) {
  return <article ref={useCardTracking(id)} aria-label={`Story ${id}`} />;
}

function Feed({ ids }: { ids: string[] }) {
  return (
    <>
      {ids.map((id) => (
        <Card key={id} id={id} />
      ))}
    </>
  );
}

describe('useCardTracking', () => {
  const observer = () => FakeIntersectionObserver.instances[0]!;
  const card = (id: string) => document.querySelector(`[aria-label="Story ${id}"]`)!;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => resetTrackingClient());

  it('watches every card with one observer at threshold 0.2 and a 50 px margin', () => {
    stubFetch(trackingRoutes());
    const { unmount } = render(<Feed ids={['a1', 'a2', 'a3']} />);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(observer().options).toEqual({ threshold: CARD_VISIBLE_RATIO, rootMargin: CARD_ROOT_MARGIN });
    expect(observer().targets.size).toBe(3);
    unmount();
    expect(observer().targets.size).toBe(0);
  });

  it("posts 'viewed' when a card is 20 % in view, 'read' 5 s later, and the time when it leaves", async () => {
    const { calls } = stubFetch(trackingRoutes());
    startSession('u1');
    render(<Feed ids={['a1', 'a2']} />);
    observer().show(card('a1'), 0.1);
    expect(bodiesOf(calls, 'POST', '/api/engagement')).toEqual([]);
    observer().show(card('a1'), 0.2);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    observer().show(card('a1'), 0);
    observer().show(card('a2'), 1);
    const engagements = bodiesOf(calls, 'POST', '/api/engagement') as { newsId: string; engagementType: string }[];
    expect(engagements.map((body) => `${body.newsId} ${body.engagementType}`)).toEqual(['a1 viewed', 'a1 read', 'a2 viewed']);
    expect(bodiesOf(calls, 'PUT', '/api/engagement/time')).toEqual([{ newsId: 'a1', timeSpentMs: 6000 }]);
  });

  it('treats a card unmounted in view as leaving it', async () => {
    const { calls } = stubFetch(trackingRoutes());
    startSession('u1');
    const { rerender } = render(<Feed ids={['a1']} />);
    observer().show(card('a1'), 1);
    await act(() => vi.advanceTimersByTimeAsync(5500));
    rerender(<Feed ids={[]} />);
    expect(bodiesOf(calls, 'PUT', '/api/engagement/time')).toEqual([{ newsId: 'a1', timeSpentMs: 5500 }]);
  });
});
