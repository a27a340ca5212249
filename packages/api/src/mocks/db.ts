import { MOCK_ADMIN_ID, MOCK_MEMBER_ID, MOCK_NOW, mockId } from './ids';
import { seedProfiles } from './profile-seed';
import { seedConversations } from './chat-seed';
import { seedApplications } from './applications-seed';
import { defaultCvLayout } from '../schemas/cv-layout';
import type {
  ApplicationPublic,
  ChatMessagePublic,
  ConversationPublic,
  CvFilePublic,
  CvPublic,
  ItemPublic,
  OnboardingState,
  Profile,
  UserPublic,
} from '../schemas';

/** A stored user: the public fields plus the password the mock login compares against. */
export interface MockUser extends UserPublic {
  password: string;
}

/** An uploaded CV file with its owner (the public shape has no owner). */
export type MockCvFile = CvFilePublic & {
  owner_id: string;
  /** A file attached in a chat: kept with that conversation, not listed among the CV files. */
  conversation_id?: string;
};

/**
 * Users are kept oldest first (a created user is appended) and listed newest first, like the
 * server lists them. Items, CVs and CV files are kept
 * newest first (the server's list order): a created record goes to the front, so a test or story
 * that seeds an array by hand sees it listed in the order it wrote it.
 */
export interface MockDb {
  users: MockUser[];
  items: ItemPublic[];
  cvs: CvPublic[];
  cvFiles: MockCvFile[];
  /** The bytes of uploaded files by file id; a seeded file without bytes downloads a stand-in. */
  fileBytes: Map<string, Uint8Array>;
  /** Access token → user id. Tokens are deterministic so stories and tests can pre-sign-in. */
  tokens: Map<string, string>;
  /** Reset tokens accepted by POST /reset-password/. */
  resetTokens: Map<string, string>;
  /** Profiles and wizard steps by user id (no entry: nothing saved, the first step). */
  profiles: Map<string, Profile>;
  onboarding: Map<string, OnboardingState>;
  /** Conversations, latest activity first; messages in the order they were written. */
  conversations: ConversationPublic[];
  chatMessages: ChatMessagePublic[];
  /**
   * Applications, last changed first. A frozen CV's bytes are in `fileBytes` under
   * `frozen:<application id>`; a seeded one without bytes downloads a stand-in.
   */
  applications: ApplicationPublic[];
  /** Counters for deterministic ids of created records. */
  nextId: number;
}

export { MOCK_ADMIN_ID, MOCK_MEMBER_ID, MOCK_NOW, mockId } from './ids';

/** Credentials and tokens of the seed users, for tests and stories. */
export const mockCredentials = {
  admin: { email: 'admin@example.com', password: 'changethis123', token: 'mock-token-admin' },
  member: { email: 'member@example.com', password: 'password123', token: 'mock-token-member' },
} as const;

/** A reset token the mock accepts (as if taken from a recovery e-mail). */
export const MOCK_RESET_TOKEN = 'mock-reset-token';

export function createMockDb(): MockDb {
  const users: MockUser[] = [
    {
      id: MOCK_ADMIN_ID,
      email: mockCredentials.admin.email,
      full_name: 'Alice Admin',
      is_active: true,
      is_superuser: true,
      password: mockCredentials.admin.password,
    },
    {
      id: MOCK_MEMBER_ID,
      email: mockCredentials.member.email,
      full_name: 'Bob Member',
      is_active: true,
      is_superuser: false,
      password: mockCredentials.member.password,
    },
  ];
  const items: ItemPublic[] = [
    {
      id: mockId(101),
      title: 'Update LinkedIn headline',
      description: 'Match the target role',
      owner_id: MOCK_MEMBER_ID,
    },
    { id: mockId(102), title: 'Ask for references', description: null, owner_id: MOCK_MEMBER_ID },
    {
      id: mockId(103),
      title: 'Review job postings',
      description: 'Three a day',
      owner_id: MOCK_MEMBER_ID,
    },
    {
      id: mockId(104),
      title: 'Plan user interviews',
      description: 'Admin backlog',
      owner_id: MOCK_ADMIN_ID,
    },
  ];
  const cvs: CvPublic[] = [
    {
      id: mockId(201),
      title: 'Frontend Engineer CV',
      description: 'React and TypeScript focus',
      target_job_title: 'Senior Frontend Engineer',
      target_company: 'Acme',
      target_job_posting_url: 'https://jobs.example.com/acme/frontend',
      linkedin_profile_url: 'https://www.linkedin.com/in/bob-member',
      headline: null,
      contact_email: null,
      contact_phone: null,
      contact_location: null,
      hidden_contacts: [],
      status: 'draft',
      layout: defaultCvLayout(),
      owner_id: MOCK_MEMBER_ID,
      created_at: MOCK_NOW,
      updated_at: MOCK_NOW,
    },
  ];
  const cvFiles: MockCvFile[] = [
    {
      id: mockId(301),
      filename: 'bob-member-resume.pdf',
      content_type: 'application/pdf',
      size: 48_213,
      path: `cv-files/${mockId(301)}`,
      created_at: MOCK_NOW,
      owner_id: MOCK_MEMBER_ID,
    },
  ];
  return {
    users,
    items,
    cvs,
    cvFiles,
    fileBytes: new Map(),
    tokens: new Map([
      [mockCredentials.admin.token, MOCK_ADMIN_ID],
      [mockCredentials.member.token, MOCK_MEMBER_ID],
    ]),
    resetTokens: new Map([[MOCK_RESET_TOKEN, MOCK_MEMBER_ID]]),
    ...seedProfiles(),
    ...seedConversations(),
    applications: seedApplications(),
    nextId: 1000,
  };
}

export function publicUser({ password: _password, ...user }: MockUser): UserPublic {
  return user;
}
