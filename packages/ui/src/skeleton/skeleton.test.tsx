import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.js';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton shape="rect" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild).toHaveAttribute('data-shape', 'rect');
  });

  it('draws paragraph lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.querySelectorAll('[part="skeleton"]');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveAttribute('data-width', 'three-quarters');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
