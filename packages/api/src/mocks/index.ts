export {
  createMockDb,
  mockId,
  mockCredentials,
  publicUser,
  MOCK_ADMIN_ID,
  MOCK_MEMBER_ID,
  MOCK_NOW,
  MOCK_RESET_TOKEN,
  type MockDb,
  type MockUser,
} from './db';
export {
  createHandlers,
  handlers,
  mockApi,
  mockDb,
  mockHandlers,
  resetMockDb,
  type HandlerOptions,
} from './handlers';
