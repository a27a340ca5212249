import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from './support/api';
import { longCvPdf, READ_WAIT, type DrawnRole } from './support/files';
import { NARROW_SCREEN } from './support/narrow';
import { expectToast } from './support/toasts';
import { apiToken, newUser, registerUser, signedInAs } from './support/users';

const ROLES = 20;

/** Twenty roles in the order they were added, oldest first (as an import of an old CV leaves them). */
const roles = Array.from({ length: ROLES }, (_, index) => ({
  job_title: `Role ${index + 1}`,
  company_name: `Employer ${index + 1}`,
  start_date: String(2000 + index),
  end_date: index === ROLES - 1 ? null : `${2001 + index}-06`,
  is_current: index === ROLES - 1,
}));

/** A new member with these entries saved in one section, signed in. */
async function signedInWith(
  page: Page,
  request: APIRequestContext,
  section: string,
  entries: readonly object[],
) {
  const user = await registerUser(request, newUser('lists'));
  const { body } = await apiToken(request, user.email, user.password);
  const saved = await request.post(`/api/v1/onboarding/${section}`, {
    headers: bearer(body.access_token!),
    data: entries,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await signedInAs(page, request, user);
}

test.describe('long profile lists', () => {
  test('twenty roles: one line each; a wrong date far down is opened and focused; sorted, saved, kept', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(NARROW_SCREEN);
    await signedInWith(page, request, 'work-experience', roles);

    await page.goto('/cvs/work-experience');
    const form = page.getByRole('form', { name: 'Work Experience' });
    const lines = form.getByRole('button', { name: /^Role \d+, Employer/ });
    await expect(lines).toHaveCount(ROLES);
    await expect(form.getByRole('textbox', { name: /Job Title/ })).toHaveCount(0);

    // Role 18 ends before it starts; closed again, the mistake is out of sight.
    const role18 = form.getByRole('listitem', { name: 'Experience 18' });
    await role18.getByRole('button', { name: /^Role 18,/ }).click();
    const end = role18.getByRole('group', { name: 'End Date' });
    await end.getByRole('textbox', { name: 'Year' }).fill('1999');
    await role18.getByRole('button', { name: /^Role 18,/ }).click();
    await expect(end).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(form.getByRole('status')).toHaveText('Not saved: 1 field needs your attention.');
    await expect(end.getByText('End date cannot be before the start date')).toBeVisible();
    await expect(end.getByRole('button', { name: /Month/ })).toBeFocused();
    await expect(end).toBeInViewport();

    await end.getByRole('textbox', { name: 'Year' }).fill('2018');
    await form.getByRole('button', { name: 'Sort by date' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Profile updated successfully.');

    await page.reload();
    await expect(lines).toHaveCount(ROLES);
    await expect(lines.first()).toHaveAccessibleName(/^Role 20, Employer 20, 2019 – Present/);
    await expect(lines.nth(1)).toHaveAccessibleName(/^Role 19, Employer 19, 2018 – Jun 2019/);
    await expect(lines.last()).toHaveAccessibleName(/^Role 1, Employer 1, 2000 – Jun 2001/);

    // The reorder list's Move up, announced, and saved as the section's order. (Its keys are
    // checked in the component's story and tests: here, a button focused by the test could lose
    // focus to its row as the list settles, and the key press would land on the row.)
    await form.getByRole('button', { name: 'Reorder' }).click();
    const order = form.getByRole('grid', { name: 'Order of Work Experience' });
    await order.getByRole('button', { name: 'Move Role 1 up' }).click();
    await expect(form.getByText('Role 1 moved to position 19 of 20')).toBeAttached();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Profile updated successfully.');
    await page.reload();
    await expect(lines.nth(18)).toHaveAccessibleName(/^Role 1,/);
    await expect(lines.last()).toHaveAccessibleName(/^Role 2,/);
  });
});

/** Twenty job titles, one per role (a line repeated at the top of each page reads as its header). */
const TITLES = [
  'Trainee Surveyor',
  'Assistant Surveyor',
  'Surveyor',
  'Site Assistant',
  'Junior Site Engineer',
  'Site Engineer',
  'Setting-out Engineer',
  'Section Engineer',
  'Senior Site Engineer',
  'Project Engineer',
  'Structural Engineer',
  'Temporary Works Engineer',
  'Senior Project Engineer',
  'Package Manager',
  'Assistant Project Manager',
  'Project Manager',
  'Senior Project Manager',
  'Construction Manager',
  'Programme Manager',
  'Head of Construction',
];

/** Twenty employers, one per role, for the same reason. */
const TOWNS = [
  'Aachen',
  'Bremen',
  'Cottbus',
  'Dresden',
  'Erfurt',
  'Fulda',
  'Goslar',
  'Hagen',
  'Ingolstadt',
  'Jena',
  'Kassel',
  'Lübeck',
  'Mainz',
  'Neuss',
  'Oldenburg',
  'Passau',
  'Rostock',
  'Siegen',
  'Trier',
  'Ulm',
];

/**
 * Twenty roles as a CV writes them over two pages, most recent first; the seventeenth from the
 * top (at Bauhof Dresden, on the second page) ends, as typed, before it starts.
 */
const drawnRoles: DrawnRole[] = Array.from({ length: ROLES }, (_, index) => {
  const number = ROLES - index;
  const start = 2000 + number;
  return {
    title: TITLES[number - 1]!,
    company: `Bauhof ${TOWNS[number - 1]} GmbH, Berlin`,
    dates:
      number === ROLES
        ? `Mar ${start} – Present`
        : number === 4
          ? `Mar ${start} – Feb ${start - 2}`
          : `Mar ${start} – Feb ${start + 1}`,
  };
});

test('a CV of twenty roles: read into one line each, the wrong date found on save, corrected and all saved', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, newUser('import'), { onboarded: false });
  await signedInAs(page, request, user);
  await page.getByRole('button', { name: 'Yes! I do.' }).click();
  await page.locator('section[aria-labelledby="wizard-upload"] input[type="file"]').setInputFiles({
    name: 'long-cv.pdf',
    mimeType: 'application/pdf',
    buffer: await longCvPdf(drawnRoles),
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  const basic = page.getByRole('form', { name: 'Basic Information' });
  await expect(basic).toBeVisible({ timeout: READ_WAIT });
  await basic.getByRole('button', { name: 'Save' }).click();

  const work = page.getByRole('form', { name: 'Work Experience' });
  const lines = work.getByRole('button', { name: /, Bauhof \p{L}+ GmbH/u });
  await expect(lines).toHaveCount(ROLES);
  await expect(lines.first()).toHaveAccessibleName(
    /^Head of Construction, Bauhof Ulm GmbH.*Mar 2020 – Present/,
  );
  await work.getByRole('button', { name: 'Save Experience' }).click();

  // The one wrong date, far down the page, is opened, in view and focused.
  await expect(work.getByRole('status')).toHaveText('Not saved: 1 field needs your attention.');
  const wrong = work.getByRole('listitem', { name: 'Experience 17' });
  const end = wrong.getByRole('group', { name: 'End Date' });
  await expect(end.getByText('End date cannot be before the start date')).toBeVisible();
  await expect(end.getByRole('button', { name: /Month/ })).toBeFocused();
  await expect(end).toBeInViewport();
  await end.getByRole('textbox', { name: 'Year' }).fill('2005');
  await work.getByRole('button', { name: 'Save Experience' }).click();
  await expect(page.getByRole('form', { name: 'Education' })).toBeVisible();

  const { body } = await apiToken(request, user.email, user.password);
  const profile = await request.get('/api/v1/users/me/profile', {
    headers: bearer(body.access_token!),
  });
  const saved = await profile.json();
  expect(saved.work_experiences).toHaveLength(ROLES);
  expect(saved.work_experiences[16]).toMatchObject({
    company_name: 'Bauhof Dresden GmbH',
    start_date: '2004-03',
    end_date: '2005-02',
  });
});

test.describe('toasts and a form', () => {
  for (const screen of [{ width: 1280, height: 800 }, NARROW_SCREEN]) {
    test(`at ${screen.width} px the toast after a save sits above Save and Back, not on them`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(screen);
      await signedInWith(page, request, 'skills', [{ name: 'Wound care' }]);

      await page.goto('/cvs/skills');
      const form = page.getByRole('form', { name: 'Skills & Competencies' });
      const save = form.getByRole('button', { name: 'Save', exact: true });
      const back = form.getByRole('button', { name: 'Back', exact: true });
      // The actions at the bottom edge of the screen, where the toasts appear.
      await back.evaluate((button) => button.scrollIntoView({ block: 'end' }));
      await save.click();
      await expectToast(page, 'Success!', 'Profile updated successfully.');

      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alertdialog');
      const toastBox = (await toast.boundingBox())!;
      for (const button of [save, back]) {
        const box = (await button.boundingBox())!;
        expect(toastBox.y + toastBox.height, 'the toast ends above the button').toBeLessThanOrEqual(
          box.y,
        );
      }
      await expect(toast).toBeInViewport();
      // Both still take a press with the toast up.
      await back.click();
      await expect(page).toHaveURL(/\/cvs(\?|$)/);
    });
  }
});
