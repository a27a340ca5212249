import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './api';

/** A profile with two jobs, a school and skills, saved through the API as the wizard would. */
export async function saveProfile(request: APIRequestContext, token: string) {
  const post = async (path: string, data: unknown) => {
    const res = await request.post(`/api/v1/onboarding/${path}`, {
      headers: bearer(token),
      data,
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await post('profile', {
    professional_title: 'Platform Engineer',
    location: 'Lisbon, Portugal',
    professional_summary: 'Builds efficient office tooling and reliable platforms.',
  });
  await post('work-experience', [
    {
      job_title: 'Staff Engineer',
      company_name: 'Northwind Traders',
      start_date: '2021-02-01',
      is_current: true,
      employment_type: 'full_time',
      description: 'Led the platform team.',
    },
    {
      job_title: 'Software Engineer',
      company_name: 'Contoso Pharmaceuticals',
      start_date: '2016-09-01',
      end_date: '2021-01-01',
      is_current: false,
      employment_type: 'full_time',
    },
  ]);
  await post('education', [
    {
      institution_name: 'Universidade de Lisboa',
      degree: "Master's Degree",
      field_of_study: 'Computer Science',
      start_date: '2014-09-01',
      end_date: '2016-07-01',
      is_current: false,
    },
  ]);
  await post('skills', [
    { name: 'Kubernetes', proficiency_level: 'expert' },
    { name: 'PostgreSQL', proficiency_level: 'advanced' },
  ]);
}
