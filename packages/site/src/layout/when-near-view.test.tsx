import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNearView } from './when-near-view';

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
