import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('renders an anchor with its href and text', () => {
    render(<Link href="#recover-password">Forgot your password?</Link>);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '#recover-password',
    );
  });

  it("navigates through the app's RAC RouterProvider (one RAC copy for app and ui)", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/signup">Sign up</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/signup');
  });

  it('forwards ref to the <a> element', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="#signup">
        Sign up
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Sign up' }));
  });
});
