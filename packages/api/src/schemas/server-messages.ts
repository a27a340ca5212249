// Apart from `messages`: the sign-in path reads a server text or two, and a bundle would keep all
// of `messages` (an object with a spread) with any export of its module.
import { APPLICATIONS_PER_USER_MAX } from './limits';

import { publicServerMessages } from './public-messages';

/**
 * The server's `detail` and `message` texts (the FastAPI full-stack template's wording, which
 * clients of that template already understand). The mocks answer with the same texts.
 */
export const serverMessages = {
  notAuthenticated: 'Not authenticated',
  invalidCredentials: 'Could not validate credentials',
  incorrectLogin: 'Incorrect email or password',
  inactiveUser: 'Inactive user',
  emailTaken: 'The user with this email already exists in the system',
  emailTakenMe: 'User with this email already exists',
  notEnoughPrivileges: "The user doesn't have enough privileges",
  superuserSelfDelete: 'Super users are not allowed to delete themselves',
  lastSuperuser: 'You cannot remove the last active superuser',
  userNotFound: 'User not found',
  userDeleted: 'User deleted successfully',
  incorrectPassword: 'Incorrect password',
  samePassword: 'New password cannot be the same as the current one',
  passwordUpdated: 'Password updated successfully',
  invalidToken: publicServerMessages.invalidToken,
  recoverySent: 'If that email is registered, we sent a password recovery link',
  itemNotFound: 'Item not found',
  itemDeleted: 'Item deleted successfully',
  tooManyRequests: 'Too many requests, please try again later',
  serverBusy: 'The server is busy, please try again in a moment',
  currentPasswordRequired: 'Enter your current password to change your email',
  otherSessionsEnded: 'Signed out of all other sessions',
  storageFull: 'Your file storage is full. Delete a file to upload another.',
  notFound: 'Not Found',
  cvNotFound: 'CV not found',
  cvDeleted: 'CV deleted successfully',
  fileNotFound: 'File not found',
  fileDeleted: 'File deleted successfully',
  entryNotFound: 'Entry not found',
  unknownEntry: 'This entry is not yours or no longer exists',
  noTextFound: 'No text found: this looks like a scanned document',
  // What an uploaded CV did not give, shown above the prefilled steps.
  noSectionsFound:
    'No section headings were found (such as Experience or Education): fill in the steps by hand.',
  noDatedRoles: 'A work experience section was found, but no dated roles in it.',
  noSchoolsFound: 'An education section was found, but no schools in it.',
  noEmailFound: 'No e-mail address was found.',
  importKeptWhole:
    'Check “{text}”: its parts could not be told apart with certainty, so it was kept whole.',
  importPlaceAsTitle:
    'Check the role at “{organisation}”: “{place}”, printed where its title would be, was read as its place, and its title was left empty.',
  unreadableDocument: 'This file could not be read. Save it again as PDF or DOCX and retry.',
  documentTooComplex: 'This file is too large or complex to read. Try a shorter PDF or DOCX.',
  fieldRequired: 'Field required',
  // Text that PostgreSQL cannot store, or that is not Unicode: refused before it reaches it.
  textNul: 'Text must not contain NUL characters',
  textUnpairedSurrogate: 'Text must not contain unpaired surrogate characters',
  invalidValue: 'Invalid value',
  // A JSON Resume file refused on import.
  jsonResumeTooLarge: 'This file is too large for a JSON Resume. The most is 1 MB.',
  jsonResumeNotJson: 'This file is not JSON. Choose a JSON Resume file (resume.json).',
  jsonResumeInvalid: 'This is not a JSON Resume file: {path} is not what the format expects.',
  jsonResumeEmpty: 'This JSON Resume file holds nothing to import.',
  jsonResumeTooComplex:
    'This JSON Resume file is too large or complex to read. Export a JSON Resume of your CV alone and try again.',
  // What an imported JSON Resume file gave that the profile has no place for.
  jsonResumeLeftOut: 'Not imported, as the profile has no place for them: {sections}.',
  // A section of a CV that was not imported, listed among the above with its size.
  importSectionLine: '{heading} (1 line)',
  importSectionLines: '{heading} ({count} lines)',
  jsonResumeTooManySkills: 'Only the first {count} skills were imported.',
  // Applications.
  applicationNotFound: 'Application not found',
  applicationDeleted: 'Application deleted successfully',
  tooManyApplications: `You keep ${APPLICATIONS_PER_USER_MAX} applications, the most Vita holds. Delete the ones you no longer follow to save another.`,
  /** A posting address that could not be read; `{reason}` says why. Saving by hand still works. */
  postingNotRead: '{reason} You can still save the application: type in its title and company.',
  attachedCvNotFound: 'The attached CV is not one of your CVs. Choose one of your CVs.',
  noFrozenCv:
    'This application keeps no CV yet: attach one of your CVs and mark the application Applied.',
  analysisNeedsPosting:
    'This application has no posting to compare with: add the posting’s address or paste its text.',
  analysisNeedsCv: 'Attach one of your CVs to this application to compare it with the posting.',
  cvAnalysisNeedsPosting:
    'This CV stores no posting to compare with: add the posting’s address under Target job.',
  noCoverLetter: 'This application has no cover letter yet: write or draft one first.',
} as const;
