import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ToastRegion, toast } from '@vita/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BasicInfoForm,
  CertificationsForm,
  EducationForm,
  ProjectsForm,
  SkillsForm,
  WorkExperienceForm,
} from './profile-forms';
import { blankEntry } from '../entries';
import type { FieldRecord } from './fields';
import { useTestEntryList } from '../../../testing/entry-list';

const meta = {
  title: 'Onboarding/Profile forms',
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 896 }}>{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = { onSubmit: fn(), onBack: fn() };

/** A list form whose entries live in the story, with removal done in place. */
function useList(
  section: Parameters<typeof useTestEntryList>[0],
  initial: FieldRecord[],
  options?: Parameters<typeof useTestEntryList>[2],
) {
  const { list, onRemove } = useTestEntryList(section, initial, options);
  return { list, onRemove };
}

const basicInfo: FieldRecord = {
  professional_title: 'Senior Backend Engineer',
  location: 'Berlin, Germany',
  professional_summary:
    'Backend engineer with nine years of building payment systems in Go and TypeScript.',
  phone: '+49 30 1234 5678',
  linkedin_url: 'https://linkedin.com/in/ada',
  github_url: '',
  portfolio_url: '',
};

function BasicInfo({ imported = false }) {
  const [values, setValues] = useState(basicInfo);
  return (
    <BasicInfoForm
      {...actions}
      values={values}
      onChange={setValues}
      importedPaths={
        imported ? new Set(['professional_title', 'location', 'phone', 'linkedin_url']) : undefined
      }
    />
  );
}

export const BasicInformation: Story = { render: () => <BasicInfo /> };

export const BasicInformationFromCv: Story = {
  render: () => <BasicInfo imported />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('From your file')).toHaveLength(4);
  },
};

export const BasicInformationErrors: Story = {
  render: () => (
    <BasicInfoForm
      {...actions}
      values={{ ...basicInfo, professional_title: '', location: '', linkedin_url: 'linkedin' }}
      onChange={fn()}
      errors={{
        professional_title: 'Professional title is required',
        location: 'Location is required',
        linkedin_url: 'Enter a valid URL',
      }}
      formError="The server could not be reached. Your changes are still here."
    />
  ),
};

const job = (changes: FieldRecord = {}): FieldRecord => ({
  ...blankEntry('work-experience'),
  employment_type: 'full_time',
  ...changes,
});

function Work({ imported = false }) {
  const list = useList(
    'work-experience',
    [
      job({
        job_title: 'Staff Engineer',
        company_name: 'Acme Payments GmbH',
        company_location: 'Berlin',
        start_date: '2021-03-01',
        is_current: true,
        description: 'Led the move of the ledger to PostgreSQL.',
      }),
      job({
        job_title: 'Software Engineer',
        company_name: 'Globex AG',
        start_date: '2016-01-01',
        end_date: '2021-02-01',
      }),
    ],
    { imported: imported ? new Set(['0.job_title', '0.company_name', '0.start_date']) : undefined },
  );
  return (
    <WorkExperienceForm {...actions} {...list} newEntry={() => job()} saveLabel="Save Experience" />
  );
}

export const WorkExperience: Story = {
  render: () => <Work imported />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove Experience 2' })).toBeVisible();
  },
};

export const WorkExperienceAddAndRemove: Story = {
  render: () => <Work />,
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Another Experience' }));
    await expect(canvas.getByRole('listitem', { name: 'Experience 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Experience 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Experience 1' }));
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

export const WorkExperienceErrors: Story = {
  render: function Render() {
    const { list } = useList('work-experience', [job({ job_title: 'Engineer' })], {
      errors: {
        '0.company_name': 'Company name is required',
        '0.start_date': 'Start date is required',
        '0.end_date': 'End date is required for past positions',
      },
    });
    return (
      <WorkExperienceForm
        {...actions}
        list={list}
        onRemove={fn()}
        newEntry={() => job()}
        saveLabel="Save Experience"
      />
    );
  },
};

export const Education: Story = {
  render: function Render() {
    const list = useList('education', [
      {
        institution_name: 'Technical University of Munich',
        degree: "Bachelor's Degree",
        field_of_study: 'Computer Science',
        location: 'Munich',
        start_date: '2011-10-01',
        end_date: '2015-07-01',
        is_current: false,
        gpa: '1.7',
        description: '',
        activities: '',
      },
    ]);
    return (
      <EducationForm
        {...actions}
        {...list}
        newEntry={() => ({ ...list.list.entries[0]!, institution_name: '' })}
      />
    );
  },
};

export const Skills: Story = {
  render: function Render() {
    const list = useList('skills', [
      { name: 'Go', proficiency_level: 'expert', category: 'Languages' },
      { name: 'PostgreSQL', proficiency_level: 'advanced', category: 'Databases' },
    ]);
    return (
      <SkillsForm
        {...actions}
        {...list}
        newEntry={() => ({ name: '', proficiency_level: '', category: '' })}
      />
    );
  },
};

export const Certifications: Story = {
  render: function Render() {
    const list = useList('certifications', [
      {
        name: 'Certified Kubernetes Administrator',
        issuing_organization: 'CNCF',
        issue_date: '2022-03-15',
        expiration_date: '',
        does_not_expire: true,
        credential_id: 'LF-123',
        credential_url: '',
        description: '',
      },
    ]);
    return (
      <CertificationsForm
        {...actions}
        {...list}
        newEntry={() => ({ ...list.list.entries[0]!, name: '' })}
      />
    );
  },
};

export const Projects: Story = {
  render: function Render() {
    const list = useList('projects', [
      {
        name: 'Fleet tracker',
        description: 'Live positions of 900 trucks on one map.',
        role: 'Lead developer',
        start_date: '2021-01-10',
        end_date: '',
        is_ongoing: true,
        project_url: 'https://fleet.example.com',
        repository_url: '',
        technologies_used: ['Go', 'PostGIS', 'React'],
      },
    ]);
    return (
      <ProjectsForm
        {...actions}
        {...list}
        newEntry={() => ({ ...list.list.entries[0]!, name: '' })}
      />
    );
  },
};

export const Saving: Story = {
  parameters: { screenshot: { disable: true } },
  render: () => <BasicInfoForm {...actions} values={basicInfo} onChange={fn()} busy />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toBeVisible();
  },
};

/**
 * A toast while Save and Back are on screen sits just above them, still at the right. (The
 * toast closes itself on a timer, so no picture; tests/profile-lists.spec.ts checks 1280 and
 * 500 px windows.)
 */
export const ToastClearOfActions: Story = {
  parameters: { screenshot: { disable: true } },
  beforeEach: () => () => toast.clear(),
  render: () => (
    <>
      <BasicInfoForm {...actions} values={basicInfo} onChange={fn()} />
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    toast.success('Success!', 'Profile updated successfully.');
    const region = await within(document.body).findByRole('region', { name: 'Notifications' });
    const shown = await within(region).findByRole('alertdialog');
    for (const name of ['Save', 'Back']) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await waitFor(() =>
        expect(shown.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.top),
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(actions.onBack).toHaveBeenCalled();
  },
};
