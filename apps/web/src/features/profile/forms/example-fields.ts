import type { FieldRecord, FieldSpec } from './fields';

/*
 * Field declarations for the stories and tests of the profile forms. A product declares its own
 * (the forms render whatever they are given); these show the forms with a typical set.
 */

export const exampleBasicInfoFields: readonly FieldSpec[] = [
  { name: 'professional_title', label: 'Professional Title', kind: 'text', required: true },
  { name: 'location', label: 'Location', kind: 'text', required: true },
  { name: 'phone', label: 'Phone', kind: 'text', type: 'tel' },
  { name: 'linkedin_url', label: 'LinkedIn URL', kind: 'text', type: 'url' },
  { name: 'github_url', label: 'GitHub URL', kind: 'text', type: 'url' },
  { name: 'portfolio_url', label: 'Portfolio URL', kind: 'text', type: 'url' },
  { name: 'professional_summary', label: 'Professional Bio', kind: 'area', rows: 5 },
];

export const exampleWorkFields: readonly FieldSpec[] = [
  { name: 'job_title', label: 'Job Title', kind: 'text', required: true },
  { name: 'company_name', label: 'Company Name', kind: 'text', required: true },
  { name: 'company_location', label: 'Location', kind: 'text' },
  {
    name: 'employment_type',
    label: 'Employment Type',
    kind: 'select',
    options: [
      { id: 'full_time', label: 'Full-time' },
      { id: 'part_time', label: 'Part-time' },
      { id: 'contract', label: 'Contract' },
    ],
  },
  { name: 'start_date', label: 'Start Date', kind: 'date', required: true },
  { name: 'end_date', label: 'End Date', kind: 'date', disabledBy: 'is_current' },
  { name: 'is_current', label: 'I currently work here', kind: 'check', clears: 'end_date' },
  { name: 'description', label: 'Job Description', kind: 'area' },
  { name: 'skills_used', label: 'Skills Used', kind: 'area', rows: 2 },
  { name: 'achievements', label: 'Key Achievements', kind: 'area' },
];

export const exampleEducationFields: readonly FieldSpec[] = [
  { name: 'institution_name', label: 'Institution Name', kind: 'text', required: true },
  {
    name: 'degree',
    label: 'Degree',
    kind: 'select',
    options: [
      { id: "Bachelor's Degree", label: "Bachelor's Degree" },
      { id: "Master's Degree", label: "Master's Degree" },
    ],
  },
  { name: 'field_of_study', label: 'Field of Study', kind: 'text' },
  { name: 'location', label: 'Location', kind: 'text' },
  { name: 'start_date', label: 'Start Date', kind: 'date' },
  { name: 'end_date', label: 'End Date', kind: 'date', disabledBy: 'is_current' },
  { name: 'is_current', label: 'Currently studying here', kind: 'check', clears: 'end_date' },
  { name: 'gpa', label: 'GPA', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'area' },
  { name: 'activities', label: 'Activities', kind: 'area', rows: 2 },
];

export const exampleSkillFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Skill Name', kind: 'text', required: true },
  {
    name: 'proficiency_level',
    label: 'Proficiency',
    kind: 'select',
    options: [
      { id: 'beginner', label: 'Beginner' },
      { id: 'intermediate', label: 'Intermediate' },
      { id: 'advanced', label: 'Advanced' },
      { id: 'expert', label: 'Expert' },
    ],
  },
  { name: 'category', label: 'Category', kind: 'text' },
];

export const exampleCertificationFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Certification Name', kind: 'text', required: true },
  { name: 'issuing_organization', label: 'Issuing Organization', kind: 'text', required: true },
  { name: 'issue_date', label: 'Issue Date', kind: 'date', required: true },
  {
    name: 'expiration_date',
    label: 'Expiration Date',
    kind: 'date',
    disabledBy: 'does_not_expire',
  },
  { name: 'does_not_expire', label: 'Does not expire', kind: 'check', clears: 'expiration_date' },
  { name: 'credential_id', label: 'Credential ID', kind: 'text' },
  { name: 'credential_url', label: 'Credential URL', kind: 'text', type: 'url' },
  { name: 'description', label: 'Description', kind: 'area' },
];

export const exampleProjectFields: readonly FieldSpec[] = [
  { name: 'name', label: 'Project Name', kind: 'text', required: true },
  { name: 'role', label: 'Your Role', kind: 'text' },
  { name: 'description', label: 'Project Description', kind: 'area' },
  { name: 'start_date', label: 'Start Date', kind: 'date', required: true },
  { name: 'end_date', label: 'End Date', kind: 'date', disabledBy: 'is_ongoing' },
  { name: 'is_ongoing', label: 'Ongoing', kind: 'check', clears: 'end_date' },
  { name: 'project_url', label: 'Project URL', kind: 'text', type: 'url' },
  { name: 'repository_url', label: 'Repository URL', kind: 'text', type: 'url' },
  { name: 'technologies_used', label: 'Technologies', kind: 'tags' },
];

export type { FieldRecord };
