import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { messages } from '@vita/api';
import { describe, expect, it, vi } from 'vitest';
import { useTestEntryList } from '../../../testing/entry-list';
import { BasicInfoForm, ProjectsForm, WorkExperienceForm } from './profile-forms';
import { blankEntry } from '../entries';
import type { FieldRecord } from './fields';

const job = (title = ''): FieldRecord => ({
  ...blankEntry('work-experience'),
  job_title: title,
  employment_type: 'full_time',
  end_date: '2020-01-01',
});

function Work({
  initial,
  onSubmit = () => {},
  onRemove,
  importedPaths,
  errors,
}: {
  initial: FieldRecord[];
  onSubmit?: () => void;
  onRemove?: (index: number) => void;
  importedPaths?: ReadonlySet<string>;
  errors?: Record<string, string>;
}) {
  const harness = useTestEntryList('work-experience', initial, {
    imported: importedPaths,
    errors,
  });
  return (
    <WorkExperienceForm
      list={harness.list}
      newEntry={() => job()}
      onRemove={onRemove ?? harness.onRemove}
      onSubmit={onSubmit}
      onBack={() => {}}
      saveLabel="Save Experience"
    />
  );
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('WorkExperienceForm', () => {
  it('titles each card, adds one, and offers removal only with more than one', async () => {
    render(<Work initial={[job('Engineer')]} />);
    expect(screen.getByRole('form', { name: 'Work Experience' })).toBeVisible();
    expect(within(card('Experience 1')).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Experience' }));
    expect(card('Experience 2')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Experience 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(within(card('Experience 1')).getByRole('textbox', { name: /Job Title/ })).toHaveValue(
      '',
    );
  });

  it('"I currently work here" clears and disables the end date', async () => {
    render(<Work initial={[job('Engineer')]} />);
    const endDate = within(card('Experience 1')).getByRole('group', { name: 'End Date' });
    const endYear = within(endDate).getByRole('textbox', { name: 'Year' });
    expect(endYear).toHaveValue('2020');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I currently work here' }));
    expect(endYear).toHaveValue('');
    expect(endYear).toBeDisabled();
  });

  it('shows messages by path, marks fields read from a CV, and submits with the save button', async () => {
    const onSubmit = vi.fn();
    render(
      <Work
        initial={[job('Engineer'), job()]}
        importedPaths={new Set(['0.job_title'])}
        errors={{ '1.job_title': 'Job title is required' }}
        onSubmit={onSubmit}
      />,
    );
    expect(
      screen.getByText('We filled in what we read from your file. Check each field before saving.'),
    ).toBeVisible();
    // A filled entry of a longer list starts as its line; opened, its fields show their marks.
    expect(within(card('Experience 1')).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(card('Experience 1')).getByRole('button', { name: /^Engineer/ }));
    expect(within(card('Experience 1')).getAllByText('From your file')).toHaveLength(1);
    await userEvent.click(
      within(card('Experience 2')).getByRole('button', { name: /^Experience 2/ }),
    );
    expect(within(card('Experience 2')).getByText('Job title is required')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save Experience' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('BasicInfoForm', () => {
  it('labels the summary "Professional Bio", marks required fields, and shows a save failure', () => {
    const values: FieldRecord = {
      professional_title: '',
      location: '',
      professional_summary: '',
      phone: '',
      linkedin_url: '',
      github_url: '',
      portfolio_url: '',
    };
    render(
      <BasicInfoForm
        values={values}
        onChange={() => {}}
        onSubmit={() => {}}
        onBack={() => {}}
        busy
        formError="The server could not be reached"
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Professional Bio' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Professional Title/ })).toBeRequired();
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached');
    expect(screen.getByRole('button', { name: /Saving/ })).toBeVisible();
  });

  it("refuses an other link that is no web address as it is typed, with the rule's message", async () => {
    function Basic() {
      const [values, setValues] = useState<FieldRecord>({ links: [] });
      return (
        <BasicInfoForm values={values} onChange={setValues} onSubmit={() => {}} onBack={() => {}} />
      );
    }
    render(<Basic />);
    const input = screen.getByRole('textbox', { name: 'Other Links' });
    await userEvent.type(input, 'my blog{Enter}');
    expect(screen.getByText(messages.urlInvalid)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Other Links' })).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://blog.example.org{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Other Links' })).getByText(
        'https://blog.example.org',
      ),
    ).toBeVisible();
  });
});

describe('ProjectsForm', () => {
  it('adds technologies with Enter', async () => {
    const blank: FieldRecord = {
      name: '',
      description: '',
      role: '',
      start_date: '',
      end_date: '',
      is_ongoing: false,
      project_url: '',
      repository_url: '',
      technologies_used: [],
    };
    function Projects() {
      const { list, onSubmit } = useTestEntryList('projects', [blank]);
      return (
        <ProjectsForm
          list={list}
          newEntry={() => blank}
          onRemove={() => {}}
          onSubmit={onSubmit}
          onBack={() => {}}
        />
      );
    }
    render(<Projects />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Technologies' }), 'Go{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Go' })).toBeVisible();
  });
});
