import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Settings({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label="User Settings">
        <Tab id="my-profile">My profile</Tab>
        <Tab id="password">Password</Tab>
      </TabList>
      <TabPanel id="my-profile">Profile form</TabPanel>
      <TabPanel id="password">Password form</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the first panel and switches with the arrow keys', async () => {
    const onSelectionChange = vi.fn();
    render(<Settings onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tabpanel', { name: 'My profile' })).toHaveTextContent('Profile form');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toHaveTextContent('Password form');
    expect(onSelectionChange).toHaveBeenLastCalledWith('password');
  });
});
