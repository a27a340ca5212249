export {
  createMockDb,
  mockId,
  mockCredentials,
  publicUser,
  MOCK_ADMIN_ID,
  MOCK_MEMBER_ID,
  MOCK_NOW,
  MOCK_RESET_TOKEN,
  type MockCvFile,
  type MockDb,
  type MockUser,
} from './db';
export {
  chatSocket,
  createHandlers,
  handlers,
  mockDb,
  mockDefinitions,
  mockHandlers,
  resetMockDb,
} from './handlers';
export {
  fail,
  mockApi,
  mockEndpoint,
  MockHttpError,
  type HandlerOptions,
  type MockContext,
  type MockDefinition,
  type MockResolver,
} from './mock-endpoint';
export { emptyProfile, memberProfile, MOCK_RESUME_DRAFT } from './profile-seed';
export { chatSocketHandler, MOCK_ASSISTANT, mockReply, type ChatSocketMockOptions } from './chat';
export { mockAnalysis, mockAnalysisReport } from './analysis';
export { seedApplications } from './applications';
