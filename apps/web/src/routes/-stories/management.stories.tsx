import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_MEMBER_ID, mockApi, mockDb, mockId } from '@vita/api/mocks';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DateFormatProvider } from '../../lib/date-format';
import { resetMockApi, withApp } from '../../testing/story-app';

/** Dates in one locale and zone, so screenshots match on every machine. */
const withFixedDates: Decorator = (Story) => (
  <DateFormatProvider locale="en-US" timeZone="UTC">
    <Story />
  </DateFormatProvider>
);

/** Items, CVs (with CV files) and Users Management, rendered through the real routes. */
const meta = {
  title: 'Screens/Management',
  // withApp renders the app; withFixedDates (listed after it) wraps it from outside.
  decorators: [withApp, withFixedDates],
  beforeEach: resetMockApi,
  parameters: { layout: 'fullscreen' },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for an overlay (dialog, menu) to finish animating in. */
async function settled(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible());
}

function seedItems(count: number) {
  mockDb.items = mockDb.items.filter((item) => item.owner_id !== MOCK_MEMBER_ID);
  for (let n = 1; n <= count; n += 1) {
    mockDb.items.push({
      id: mockId(5000 + n),
      title: `Follow-up task ${n}`,
      description: n % 3 === 0 ? null : `Details of task ${n}`,
      owner_id: MOCK_MEMBER_ID,
    });
  }
}

function seedUsers(count: number) {
  for (let n = 1; n <= count; n += 1) {
    mockDb.users.push({
      id: mockId(6000 + n),
      email: `user${n}@example.com`,
      full_name: n === 1 ? null : `User Number ${n}`,
      is_active: n % 2 === 0,
      is_superuser: n === 4,
      password: 'password123',
    });
  }
}

// Items

export const Items: Story = {
  parameters: { app: { path: '/items', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Items Management' });
    const grid = await canvas.findByRole('grid', { name: 'Items' });
    await expect(await within(grid).findByText('Update LinkedIn headline')).toBeVisible();
    // Only the member's own items: the admin's are not listed.
    await expect(within(grid).queryByText('Plan user interviews')).toBeNull();
  },
};

export const ItemsLoading: Story = {
  parameters: { app: { path: '/items', as: 'member' } },
  beforeEach: ({ msw }) => msw.use(http.get(mockApi('/items/'), () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Items' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
  },
};

export const ItemsEmpty: Story = {
  parameters: { app: { path: '/items', as: 'member' } },
  beforeEach: () => {
    seedItems(0);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("You don't have any items yet");
    await expect(canvas.getByText('Add a new item to get started')).toBeVisible();
  },
};

export const ItemsSecondPage: Story = {
  parameters: { app: { path: '/items?page=2', as: 'member' } },
  beforeEach: () => {
    seedItems(8);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Follow-up task 6');
    const nav = canvas.getByRole('navigation', { name: 'Items pages' });
    await expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: /Previous/ })).toBeEnabled();
  },
};

export const ItemsAddDialog: Story = {
  parameters: { app: { path: '/items', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Item' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add Item' });
    await settled(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const ItemsEditDialogInvalid: Story = {
  parameters: { app: { path: '/items', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Update LinkedIn headline' }),
    );
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Edit Item' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit Item' });
    await settled(dialog);
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.tab();
    await expect(await within(dialog).findByText('Title is required')).toBeVisible();
  },
};

export const ItemsDeleteDialog: Story = {
  parameters: { app: { path: '/items', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Ask for references' }),
    );
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Delete Item' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Delete Item' });
    await settled(dialog);
    await expect(dialog).toHaveTextContent(
      'This item will be permanently deleted. Are you sure? You will not be able to undo this action.',
    );
  },
};

// CVs and CV files

export const Cvs: Story = {
  parameters: { app: { path: '/cvs', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cvs = await canvas.findByRole('grid', { name: 'CVs' });
    await expect(await within(cvs).findByText('Frontend Engineer CV')).toBeVisible();
    const files = await canvas.findByRole('grid', { name: 'CV files' });
    await expect(await within(files).findByText('bob-member-resume.pdf')).toBeVisible();
    // Dates in the fixed locale and zone of this file's decorator.
    await expect(within(files).getByText('Jan 15, 2026, 9:30 AM')).toBeVisible();
  },
};

export const CvsLoading: Story = {
  parameters: { app: { path: '/cvs', as: 'member' } },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get(mockApi('/cv/'), () => delay('infinite')),
      http.get(mockApi('/cv/files/'), () => delay('infinite')),
    ),
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'CVs' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
  },
};

export const CvsEmpty: Story = {
  parameters: { app: { path: '/cvs', as: 'member' } },
  beforeEach: () => {
    mockDb.cvs = [];
    mockDb.cvFiles = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("You don't have any CVs yet");
    await expect(canvas.getByText('Add a new CV to get started')).toBeVisible();
  },
};

export const CvsAddDialog: Story = {
  parameters: { app: { path: '/cvs', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add CV' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add CV' });
    await settled(dialog);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Backend CV');
    await userEvent.type(within(dialog).getByLabelText('Target Job Posting URL'), 'jobs');
    await userEvent.tab();
    await expect(await within(dialog).findByText('Please enter a valid URL')).toBeVisible();
  },
};

export const CvsEditDialog: Story = {
  parameters: { app: { path: '/cvs', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Actions for Frontend Engineer CV' }),
    );
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Edit CV' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit CV' });
    await settled(dialog);
    // Opened with the CV's current values.
    await expect(within(dialog).getByLabelText('Title')).toHaveValue('Frontend Engineer CV');
    await expect(within(dialog).getByRole('radio', { name: 'Draft' })).toBeChecked();
  },
};

export const CvFileRefused: Story = {
  parameters: { app: { path: '/cvs', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('bob-member-resume.pdf');
    const input = canvasElement.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    // Skip the chooser's filter, as a drop would: the screen's own check answers.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await expect(
      await canvas.findByText('Invalid file type. Please upload a PDF, DOC, or DOCX file.'),
    ).toBeVisible();
  },
};

export const CvFileChosen: Story = {
  parameters: { app: { path: '/cvs', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('bob-member-resume.pdf');
    const input = canvasElement.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File(['%PDF-1.4'], 'senior-frontend-resume.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('button', { name: 'Upload file' })).toBeEnabled();
  },
};

// Admin

export const Admin: Story = {
  parameters: { app: { path: '/admin', as: 'admin' } },
  beforeEach: () => {
    seedUsers(2);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Users Management' });
    await canvas.findByText('You');
    await expect(canvas.getByRole('button', { name: 'Actions for Alice Admin' })).toBeDisabled();
  },
};

export const AdminLoading: Story = {
  parameters: { app: { path: '/admin', as: 'admin' } },
  beforeEach: ({ msw }) => msw.use(http.get(mockApi('/users/'), () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Users' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
  },
};

export const AdminSecondPage: Story = {
  parameters: { app: { path: '/admin?page=2', as: 'admin' } },
  beforeEach: () => {
    seedUsers(6);
  },
  // Newest first: the last page ends with the oldest accounts, the signed-in admin's among them.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Alice Admin');
    const nav = canvas.getByRole('navigation', { name: 'Users pages' });
    await expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
  },
};

export const AdminAddUserErrors: Story = {
  parameters: { app: { path: '/admin', as: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add User' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Add User' });
    await settled(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Email is required')).toBeVisible();
    await expect(within(dialog).getByText('Password is required')).toBeVisible();
    await expect(within(dialog).getByText('Please confirm your password')).toBeVisible();
  },
};

export const AdminEditUser: Story = {
  parameters: { app: { path: '/admin', as: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Bob Member' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Edit User' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Edit User' });
    await settled(dialog);
    await expect(within(dialog).getByLabelText('Email')).toHaveValue('member@example.com');
    // Nothing changed yet: nothing to save.
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const AdminDeleteUser: Story = {
  parameters: { app: { path: '/admin', as: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Bob Member' }));
    await userEvent.click(
      await page(canvasElement).findByRole('menuitem', { name: 'Delete User' }),
    );
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Delete User' });
    await settled(dialog);
    await expect(dialog).toHaveTextContent(
      'All items associated with this user will also be permanently deleted.',
    );
  },
};

export const AdminForMember: Story = {
  parameters: { app: { path: '/admin', as: 'member' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeVisible();
    await expect(canvas.getByText("You don't have permission to view this page.")).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Users Management' })).toBeNull();
  },
};
