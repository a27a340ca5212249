import {
  COVER_LETTER_MAX_LENGTH,
  OTHER_LINKS_MAX,
  POSTING_TEXT_MAX_LENGTH,
  SALARY_MAX,
  APPLICATION_SEARCH_MAX_LENGTH,
} from './limits';
import { publicMessages } from './public-messages';

/**
 * Every user-facing text of the screens, verbatim: validation messages, toasts. Rules and forms
 * refer to these, never to literals, and tests assert them exactly.
 */
export const messages = {
  ...publicMessages,
  fullNameMin: 'Full name must be at least 3 characters',
  fullNameRequired: 'Full name is required',
  fullNameMax: 'Full name must be at most 255 characters',
  emailPattern: 'Invalid email address',
  emailRequired: 'Email is required',
  emailMax: 'Email must be at most 255 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordConfirmationRequired: 'Password confirmation is required',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'The passwords do not match',
  pleaseConfirmPassword: 'Please confirm your password',
  titleRequired: 'Title is required',
  titleMax: 'Title must be at most 255 characters',
  descriptionMax: 'Description must be at most 255 characters',
  resetLinkIncomplete: 'This link is incomplete: open it again from the recovery e-mail.',
  resetLinkExpired: 'This link has expired or was already used.',
  userUpdated: 'User updated successfully.',
  userCreated: 'User created successfully.',
  accountDeleted: 'Your account has been successfully deleted',
  itemCreated: 'Item created successfully.',
  itemUpdated: 'Item updated successfully.',
  itemDeleted: 'The item was deleted successfully',
  itemDeleteFailed: 'An error occurred while deleting the item',
  userDeleted: 'The user was deleted successfully',
  userDeleteFailed: 'An error occurred while deleting the user',
  cvCreated: 'CV created successfully.',
  cvUpdated: 'CV updated successfully.',
  cvDeleted: 'The CV was deleted successfully',
  cvDeleteFailed: 'An error occurred while deleting the CV',
  urlInvalid: 'Please enter a valid URL',
  urlMax: 'URL must be at most 2048 characters',
  fieldMax: 'Must be at most 255 characters',
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  importProblemsTitle: 'Some of your file could not be read',
  fileInvalidType: 'Invalid file type. Please upload a PDF, DOC, or DOCX file.',
  fileInvalid: 'Invalid file. Please try again.',
  // The profile's forms and the onboarding wizard.
  oneFieldNeedsAttention: 'Not saved: 1 field needs your attention.',
  fieldsNeedAttention: 'Not saved: {count} fields need your attention.',
  // A wizard step one may pass: "Skip" keeps what is saved, "I have none" when nothing is.
  skipStep: 'Skip',
  noneToAdd: 'I have none',
  professionalTitleRequired: 'Professional title is required',
  locationRequired: 'Location is required',
  phoneMax: 'Phone must be at most 50 characters',
  longTextMax: 'Must be at most 5000 characters',
  dateInvalid: 'Enter a valid date',
  startDateRequired: 'Start date is required',
  endBeforeStart: 'End date cannot be before the start date',
  jobTitleRequired: 'Job title is required',
  companyNameRequired: 'Company name is required',
  endDateRequiredPast: 'End date is required for past positions',
  workExperienceAtLeastOne: 'At least one work experience is required',
  institutionRequired: 'Institution name is required',
  choiceInvalid: 'Choose one of the options',
  gpaMax: 'GPA must be at most 32 characters',
  educationAtLeastOne: 'At least one education entry is required',
  skillNameRequired: 'Skill name is required',
  skillAtLeastOne: 'At least one skill is required',
  certificationNameRequired: 'Certification name is required',
  issuingOrganizationRequired: 'Issuing organization is required',
  issueDateRequired: 'Issue date is required',
  expiresBeforeIssue: 'Expiration date cannot be before the issue date',
  certificationAtLeastOne: 'At least one certification is required',
  projectNameRequired: 'Project name is required',
  endDateRequiredProject: 'End date is required for completed projects',
  projectAtLeastOne: 'At least one project is required',
  technologyMax: 'A technology must be at most 60 characters',
  technologiesMax: 'A project lists at most 50 technologies',
  otherLinksMax: `At most ${OTHER_LINKS_MAX} other links`,
  tooManyEntries: 'A section holds at most 50 entries',
  duplicateEntry: 'This entry appears twice',
  certificationDeleted: 'Certification deleted successfully',
  certificationDeleteFailed: 'Failed to delete certification',
  educationDeleted: 'Education deleted successfully',
  educationDeleteFailed: 'Failed to delete education',
  skillDeleted: 'Skill deleted successfully',
  skillDeleteFailed: 'Failed to delete skill',
  workExperienceDeleted: 'Work experience deleted successfully',
  workExperienceDeleteFailed: 'Failed to delete work experience',
  projectDeleted: 'Project deleted successfully',
  projectDeleteFailed: 'Failed to delete project',
  profileUpdated: 'Profile updated successfully.',
  // Applications.
  applicationCreated: 'Application saved.',
  applicationUpdated: 'Application updated successfully.',
  applicationDeleted: 'The application was deleted successfully',
  applicationDeleteFailed: 'An error occurred while deleting the application',
  /** After a move; `{stage}` is the stage's label. */
  applicationMoved: 'Moved to {stage}.',
  coverLetterSaved: 'Cover letter saved.',
  coverLetterMax: `A cover letter must be at most ${COVER_LETTER_MAX_LENGTH} characters`,
  postingTextMax: `The posting text must be at most ${POSTING_TEXT_MAX_LENGTH} characters`,
  salaryInvalid: 'Enter a whole amount of 0 or more',
  salaryMax: `Enter an amount of at most ${SALARY_MAX}`,
  salaryOrder: 'The lowest salary cannot be above the highest',
  currencyInvalid: 'Enter a three-letter currency code, such as EUR or USD',
  searchMax: `A search must be at most ${APPLICATION_SEARCH_MAX_LENGTH} characters`,
} as const;

export { serverMessages } from './server-messages';

/**
 * What a refused save of a profile form says: how many fields need attention. Here, not with the
 * sign-in's templates, so that the sign-in path does not carry every text.
 */
export function fieldsNeedAttention(count: number): string {
  if (count === 1) return messages.oneFieldNeedsAttention;
  return messages.fieldsNeedAttention.replace('{count}', String(count));
}
