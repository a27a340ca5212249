import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Text } from '../Text/Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args} style={{ width: 480 }}>
      <TabList aria-label="User Settings">
        <Tab id="my-profile">My profile</Tab>
        <Tab id="password">Password</Tab>
        <Tab id="appearance">Appearance</Tab>
        <Tab id="danger-zone">Danger zone</Tab>
      </TabList>
      <TabPanel id="my-profile">
        <Text tone="muted">View or edit your full name and e-mail.</Text>
      </TabPanel>
      <TabPanel id="password">
        <Text tone="muted">Change your password.</Text>
      </TabPanel>
      <TabPanel id="appearance">
        <Text tone="muted">Choose System, Light or Dark.</Text>
      </TabPanel>
      <TabPanel id="danger-zone">
        <Text tone="muted">Delete your account.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: 'My profile' });
    // The default selection is applied once the collection has been built.
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  },
};

export const SecondSelected: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Password' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Change your password.');
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['danger-zone'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Danger zone' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
