import type { Meta, StoryObj } from '@storybook/react-vite';
import { serverMessages } from '@vita/api';
import { MOCK_MEMBER_ID, mockApi, mockDb, mockHandlers, mockId } from '@vita/api/mocks';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { resetMockApi, withApp } from '../../testing/story-app';

/**
 * A CV's export page over the mocked API, through the real routes. The mock draws a stand-in of
 * each page (the server renders them with Typst): these stories show the page's states, not the
 * templates' looks. A 500 px window is checked end to end (tests/cv-export.spec.ts), where the
 * whole app lays out for it.
 */
const meta = {
  title: 'Screens/CV export',
  decorators: [withApp],
  beforeEach: resetMockApi,
  parameters: { layout: 'fullscreen', app: { path: `/cvs/${mockId(201)}`, as: 'member' } },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const firstPage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('img', { name: /^Page 1 of \d+ of Frontend Engineer CV$/ });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Frontend Engineer CV' });
    await expect(await firstPage(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^ATS/ })).toBeChecked();
  },
};

export const HiddenEntriesAndSections: Story = {
  beforeEach: () => {
    const cv = mockDb.cvs.find((row) => row.id === mockId(201))!;
    cv.layout = {
      template: 'modern',
      paper: 'us-letter',
      section_order: ['skills', 'work', 'education', 'projects', 'certifications'],
      hidden: [mockId(402), 'certifications'],
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await firstPage(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Modern/ })).toBeChecked();
    await expect(canvas.getByText('1 of 2 entries shown')).toBeVisible();
  },
};

/** A CV with its own headline and e-mail, the phone and GitHub left off. */
export const OwnHeader: Story = {
  beforeEach: () => {
    const cv = mockDb.cvs.find((row) => row.id === mockId(201))!;
    Object.assign(cv, {
      headline: 'Design Systems Lead',
      contact_email: 'bob.jobs@example.org',
      hidden_contacts: ['phone', 'github'],
    });
  },
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'Header' }));
    await expect(panel.getByRole('textbox', { name: 'Headline' })).toHaveValue(
      'Design Systems Lead',
    );
    await expect(panel.getByRole('switch', { name: 'Print phone' })).not.toBeChecked();
    await expect(panel.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
    await expect(await firstPage(canvasElement)).toBeVisible();
  },
};

export const PreviewLoading: Story = {
  beforeEach: ({ msw }) =>
    msw.use(http.get(mockApi('/cv/:cv_id/preview'), () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Frontend Engineer CV' });
  },
};

export const PreviewFailed: Story = {
  beforeEach: ({ msw }) =>
    msw.use(mockHandlers.error('get', '/cv/:cv_id/preview', 503, serverMessages.serverBusy)),
  play: async ({ canvasElement }) => {
    // The query retries a 5xx answer before it shows the error (the preview's wait for it is
    // long enough: .storybook/preview.tsx).
    await expect(await within(canvasElement).findByText(serverMessages.serverBusy)).toBeVisible();
  },
};

export const EmptyProfile: Story = {
  beforeEach: () => {
    mockDb.profiles.delete(MOCK_MEMBER_ID);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your profile is empty')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { app: { path: `/cvs/${mockId(999)}`, as: 'member' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('CV not found')).toBeVisible();
  },
};

/** A CV that stores its target posting's address, compared with it from its own page. */
export const AnalysedAgainstTargetPosting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await firstPage(canvasElement)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Analyse against this posting' }));
    const report = await canvas.findByRole('article', { name: 'Resume analysis' });
    // The screenshot shows the report, not the button that asked for it.
    report.scrollIntoView({ block: 'start' });
    await expect(report).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Analyse again' })).toBeVisible();
  },
};

/** Without a stored posting address the page offers no analysis. */
export const NoTargetPosting: Story = {
  beforeEach: () => {
    const cv = mockDb.cvs.find((row) => row.id === mockId(201))!;
    cv.target_job_posting_url = null;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await firstPage(canvasElement)).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Analyse against this posting' }),
    ).not.toBeInTheDocument();
  },
};
