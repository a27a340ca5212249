import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech and full width, 16px high by default', () => {
    const { container } = render(<Skeleton />);
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.style.width).toBe('100%');
    expect(skeleton.style.height).toBe('16px');
  });

  it('takes width, height and radius, and a style on top', () => {
    const { container } = render(
      <Skeleton width={32} height="2rem" radius="9999px" style={{ opacity: 0.5 }} />,
    );
    const skeleton = container.firstElementChild as HTMLElement;
    expect(skeleton.style.width).toBe('32px');
    expect(skeleton.style.height).toBe('2rem');
    expect(skeleton.style.borderRadius).toBe('9999px');
    expect(skeleton.style.opacity).toBe('0.5');
  });
});
