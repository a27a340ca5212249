import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { cvPdf, READ_WAIT } from './support/files';
import { NARROW_SCREEN } from './support/narrow';
import { expectToast } from './support/toasts';
import { apiToken, newUser, registerUser, signedInAs } from './support/users';

const GREETING = 'Welcome back, nice to see you again!!!';
const uploadInput = (page: Page) =>
  page.locator('section[aria-labelledby="wizard-upload"] input[type="file"]');
const step = (page: Page, name: string) => page.getByRole('form', { name });
const progress = (page: Page) => page.getByRole('progressbar');
const entry = (page: Page, name: string) => page.getByRole('listitem', { name });
/** The line of a closed entry: its title, company and dates, which opens its fields. */
const line = (page: Page, name: string, text: RegExp) =>
  entry(page, name).getByRole('button', { name: text });

/** Sets a month-and-year field: the month picked from its list, the year typed. */
async function setDate(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  month: string,
  year: string,
) {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('button', { name: /Month/ }).click();
  await page.getByRole('option', { name: month }).click();
  await group.getByRole('textbox', { name: 'Year' }).fill(year);
}

async function newMember(page: Page, request: Parameters<typeof registerUser>[0]) {
  const user = await registerUser(request, newUser('onboard'), { onboarded: false });
  await signedInAs(page, request, user);
  return user;
}

test.describe('onboarding', () => {
  test('a CV read on upload fills the steps; each save moves on; the end is the greeting', async ({
    page,
    request,
  }) => {
    // The whole wizard, a reload and three accessibility scans: on a busy machine this takes
    // longer than a spec's usual minute.
    test.setTimeout(120_000);
    await newMember(page, request);
    await expect(page.getByRole('heading', { name: 'Welcome, Test!' })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '0');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes! I do.' }).click();

    await expect(page.getByRole('heading', { name: 'Upload Your Resume/CV' })).toBeVisible();
    await expect(page.getByText('Supports PDF, DOC, DOCX (max 10MB)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Resume' })).toBeDisabled();
    await uploadInput(page).setInputFiles({
      name: 'marta-cv.pdf',
      mimeType: 'application/pdf',
      buffer: await cvPdf(),
    });
    await expect(page.getByText('marta-cv.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Resume' }).click();

    // Basic information, from the CV and marked for review.
    const basic = step(page, 'Basic Information');
    // The server reads the file first, in its own process (slower while the machine is busy).
    await expect(basic).toBeVisible({ timeout: READ_WAIT });
    await expect(page.getByRole('progressbar', { name: 'Step 3 of 8' })).toBeVisible();
    await expect(
      basic.getByText('We filled in what we read from your file. Check each field before saving.'),
    ).toBeVisible();
    await expect(basic.getByLabel('Professional Title')).toHaveValue('Platform Engineer');
    await expect(basic.getByLabel('Location')).toHaveValue('Warsaw, Poland');
    await expect(basic.getByLabel('Phone')).toHaveValue('+48 22 555 0199');
    await expectAccessible(page);

    // A reload keeps both the step (on the server) and what was read (in this tab).
    await page.reload();
    await expect(step(page, 'Basic Information').getByLabel('Professional Title')).toHaveValue(
      'Platform Engineer',
    );
    // The user corrects what was read.
    await step(page, 'Basic Information')
      .getByLabel('Professional Title')
      .fill('Senior Platform Engineer');
    await step(page, 'Basic Information').getByRole('button', { name: 'Save' }).click();

    const work = step(page, 'Work Experience');
    await expect(work).toBeVisible();
    // Two roles read: each one line until opened.
    await expect(
      line(page, 'Experience 1', /^Platform Engineer, Northwind Logistics/),
    ).toBeVisible();
    await expect(line(page, 'Experience 2', /^DevOps Engineer, Contoso Bank/)).toBeVisible();
    await line(page, 'Experience 2', /^DevOps Engineer/).click();
    await expect(entry(page, 'Experience 2').getByLabel('Company Name')).toHaveValue(
      'Contoso Bank',
    );
    await work.getByRole('button', { name: 'Save Experience' }).click();

    const education = step(page, 'Education');
    await expect(education).toBeVisible();
    await expect(entry(page, 'Education 1').getByLabel('Institution Name')).toHaveValue(
      'Warsaw University of Technology',
    );
    // Back records the step change too, and the saved experience is what comes back.
    await education.getByRole('button', { name: 'Back' }).click();
    await expect(step(page, 'Work Experience')).toBeVisible();
    await expect(line(page, 'Experience 2', /^DevOps Engineer, Contoso Bank/)).toBeVisible();
    await step(page, 'Work Experience').getByRole('button', { name: 'Save Experience' }).click();
    await step(page, 'Education').getByRole('button', { name: 'Save' }).click();

    const skills = step(page, 'Skills & Competencies');
    await expect(skills).toBeVisible();
    // Skills are chips, with no level where the file gave none.
    await expect(skills.getByRole('button', { name: 'Kubernetes', exact: true })).toBeVisible();
    await expect(skills.getByRole('button', { name: 'Go', exact: true })).toBeVisible();
    await skills.getByRole('button', { name: 'Save' }).click();

    // Nothing was read for certifications: one blank entry, and its rules.
    const certifications = step(page, 'Certifications & Licenses');
    await expect(certifications).toBeVisible();
    await certifications.getByRole('button', { name: 'Save' }).click();
    await expect(certifications.getByText('Certification name is required')).toBeVisible();
    await certifications.getByLabel('Certification Name').fill('CKA');
    await certifications.getByLabel('Issuing Organization').fill('CNCF');
    await setDate(page, certifications, 'Issue Date', 'March', '2022');
    await certifications.getByRole('button', { name: 'Save' }).click();

    const projects = step(page, 'Projects & Portfolio');
    await expect(projects).toBeVisible();
    await projects.getByLabel('Project Name').fill('Fleet tracker');
    await projects.getByLabel('Project Description').fill('Live positions of 900 trucks.');
    await setDate(page, projects, 'Start Date', 'January', '2021');
    const technologies = projects.getByLabel('Technologies');
    await technologies.fill('Go');
    await technologies.press('Enter');
    await projects.getByRole('button', { name: 'Save' }).click();
    await expect(projects.getByText('End date is required for completed projects')).toBeVisible();
    await projects.getByText('Ongoing', { exact: true }).click();
    await expect(projects.getByRole('checkbox', { name: 'Ongoing' })).toBeChecked();
    await projects.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(GREETING)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Step/ })).toHaveCount(0);
    // The dashboard rates what was saved: everything but a bio, links and five skills.
    await expect(page.getByRole('progressbar', { name: 'Complete' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );

    // What the wizard saved is the profile the CV pages edit.
    await page.goto('/cvs/basic-info');
    await expect(step(page, 'Basic Information').getByLabel('Professional Title')).toHaveValue(
      'Senior Platform Engineer',
    );
    await page.goto('/cvs/work-experience');
    await expect(line(page, 'Experience 1', /^Platform Engineer/)).toBeVisible();
    await line(page, 'Experience 2', /^DevOps Engineer/).click();
    await entry(page, 'Experience 2').getByLabel('Company Name').fill('Contoso Bank S.A.');
    await step(page, 'Work Experience').getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Profile updated successfully.');
    await page.reload();
    await expect(line(page, 'Experience 2', /^DevOps Engineer, Contoso Bank S\.A\./)).toBeVisible();
    await expect(page.getByRole('listitem', { name: /^Experience \d$/ })).toHaveCount(2);
    await page.goto('/cvs/certifications');
    await expect(entry(page, 'Certification 1').getByLabel('Certification Name')).toHaveValue(
      'CKA',
    );
    // The uploaded CV is kept among the user's files.
    await page.goto('/cvs');
    await expect(
      page.getByRole('grid', { name: 'CV files' }).getByText('marta-cv.pdf'),
    ).toBeVisible();
  });

  test('without a CV: the basic information step starts empty, says what is missing, and Back returns', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(NARROW_SCREEN);
    await newMember(page, request);
    await page.getByRole('button', { name: "No, I don't." }).click();
    const basic = step(page, 'Basic Information');
    await expect(basic.getByLabel('Professional Title')).toHaveValue('');
    await basic.getByRole('button', { name: 'Save' }).click();
    await expect(basic.getByText('Professional title is required')).toBeVisible();
    await expectAccessible(page);
    await basic.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome, Test!' })).toBeVisible();
  });

  test('a nurse with no projects or certifications finishes the wizard, and nothing is invented', async ({
    page,
    request,
  }) => {
    const user = await newMember(page, request);
    await page.getByRole('button', { name: "No, I don't." }).click();
    const basic = step(page, 'Basic Information');
    // The upload was no step on this way.
    await expect(page.getByRole('progressbar', { name: 'Step 2 of 7' })).toBeVisible();
    await basic.getByLabel('Professional Title').fill('Registered Nurse');
    await basic.getByLabel('Location').fill('Leeds, UK');
    await basic.getByRole('button', { name: 'Save' }).click();

    const work = step(page, 'Work Experience');
    await work.getByLabel('Job Title').fill('Staff Nurse');
    await work.getByLabel('Company Name').fill('Riverside General Hospital');
    await setDate(page, work, 'Start Date', 'September', '2019');
    await work.getByText('I currently work here', { exact: true }).click();
    await work.getByRole('button', { name: 'Save Experience' }).click();

    // Only the school is asked for: no degree, field or dates are made up.
    const education = step(page, 'Education');
    await education.getByLabel('Institution Name').fill('Northern College of Nursing');
    await education.getByRole('button', { name: 'Save' }).click();

    const skills = step(page, 'Skills & Competencies');
    await skills.getByLabel('Skill Name').fill('Wound care');
    await skills.getByRole('button', { name: 'Save' }).click();

    // Nothing to list for certifications or projects: passed, not invented.
    const certifications = step(page, 'Certifications & Licenses');
    await certifications.getByRole('button', { name: 'I have none' }).click();
    const projects = step(page, 'Projects & Portfolio');
    await projects.getByRole('button', { name: 'I have none' }).click();
    await expect(page.getByText(GREETING)).toBeVisible();

    const { body } = await apiToken(request, user.email, user.password);
    const profile = await request.get('/api/v1/users/me/profile', {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.status()).toBe(200);
    const saved = await profile.json();
    expect(saved.work_experiences).toMatchObject([
      { job_title: 'Staff Nurse', start_date: '2019-09', is_current: true, employment_type: null },
    ]);
    expect(saved.education_history).toMatchObject([
      {
        institution_name: 'Northern College of Nursing',
        degree: null,
        field_of_study: null,
        start_date: null,
      },
    ]);
    expect(saved.skills).toMatchObject([{ name: 'Wound care', proficiency_level: null }]);
    expect(saved.certifications).toEqual([]);
    expect(saved.projects).toEqual([]);
  });

  test('by keyboard only: each step starts at its heading, and Tab, typing and Enter reach the end of a step', async ({
    page,
    request,
  }) => {
    await newMember(page, request);
    const focused = () => page.locator(':focus');
    /** Presses Tab until the focused element is `target`, at most `max` times. */
    async function tabTo(target: ReturnType<Page['getByRole']>, max = 25) {
      for (let i = 0; i < max; i += 1) {
        if (await target.evaluate((el) => el === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('Tab never reached the element');
    }
    await tabTo(page.getByRole('button', { name: "No, I don't." }));
    await page.keyboard.press('Enter');

    // The step's heading takes focus; the fields follow it in order.
    const basic = step(page, 'Basic Information');
    await expect(basic.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(focused()).toHaveAccessibleName(/Professional Title/);
    await page.keyboard.type('Registered Nurse');
    await page.keyboard.press('Tab');
    await expect(focused()).toHaveAccessibleName(/Location/);
    await page.keyboard.type('Leeds, UK');
    await tabTo(basic.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');

    const work = step(page, 'Work Experience');
    await expect(work.getByRole('heading', { name: 'Work Experience' })).toBeFocused();
    // A refused save by keyboard moves focus to the first field that needs attention.
    await tabTo(work.getByRole('button', { name: 'Save Experience' }), 60);
    await page.keyboard.press('Enter');
    await expect(work.getByLabel('Job Title')).toBeFocused();
    await page.keyboard.type('Staff Nurse');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Riverside General Hospital');
    // The month of the start date, from its list by arrow keys, and the year typed.
    const month = work
      .getByRole('group', { name: 'Start Date' })
      .getByRole('button', { name: /Month/ });
    await tabTo(month);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('Sep');
    await page.keyboard.press('Enter');
    // The list closes and hands focus back to its button; a Tab pressed before that starts from
    // the page.
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(month).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(focused()).toHaveAccessibleName(/Year/);
    await page.keyboard.type('2019');
    await tabTo(work.getByRole('checkbox', { name: 'I currently work here' }));
    await page.keyboard.press('Space');
    await tabTo(work.getByRole('button', { name: 'Save Experience' }), 60);
    await page.keyboard.press('Enter');

    const education = step(page, 'Education');
    await expect(
      education.getByRole('heading', { name: 'Education', exact: true, level: 2 }),
    ).toBeFocused();
    await tabTo(education.getByRole('button', { name: 'I have none' }), 60);
    await page.keyboard.press('Enter');
    await expect(
      step(page, 'Skills & Competencies').getByRole('heading', { name: 'Skills & Competencies' }),
    ).toBeFocused();
  });

  test('a file that is not a CV is refused where it was dropped, and is not kept', async ({
    page,
    request,
  }) => {
    await newMember(page, request);
    await page.getByRole('button', { name: 'Yes! I do.' }).click();
    // Named like a PDF, but not one: the server reads the bytes and refuses them.
    await uploadInput(page).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some notes, not a document'),
    });
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    const zone = page.locator('section[aria-labelledby="wizard-upload"]');
    await expect(zone.getByRole('alert')).toHaveText(
      'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
    );
    await expect(page.getByRole('heading', { name: 'Upload Your Resume/CV' })).toBeVisible();
    await page.goto('/cvs');
    await expect(page.getByText("You haven't uploaded any CV files yet")).toBeVisible();
  });
});
