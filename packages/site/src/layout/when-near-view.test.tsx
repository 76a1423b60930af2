import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WHEN_NEAR_VIEW_LATEST_MS, WhenNearView } from './when-near-view';

/** The observer the component created, so the test can say when its element comes near the viewport. */
let observed: { callback: IntersectionObserverCallback; disconnected: boolean } | undefined;

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed = { callback, disconnected: false };
  }
  observe() {}
  disconnect() {
    if (observed) observed.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = undefined;
});

describe('WhenNearView', () => {
  it('renders its content only once its place comes near the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = render(
      <WhenNearView className="site-programme-section">
        <p>extrato</p>
      </WhenNearView>,
    );
    expect(screen.queryByText('extrato')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-near', 'false');
    expect(container.firstElementChild).toHaveClass('site-when-near', 'site-programme-section');

    act(() => observed?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('extrato')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-near', 'true');
    expect(observed?.disconnected).toBe(true);
  });

  it('renders once the page has settled even when the reader never scrolls (screen readers move by headings)', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      render(
        <WhenNearView>
          <p>extrato</p>
        </WhenNearView>,
      );
      act(() => vi.advanceTimersByTime(WHEN_NEAR_VIEW_LATEST_MS - 1));
      expect(screen.queryByText('extrato')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('extrato')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearView>
        <p>extrato</p>
      </WhenNearView>,
    );
    expect(screen.getByText('extrato')).toBeInTheDocument();
  });
});
