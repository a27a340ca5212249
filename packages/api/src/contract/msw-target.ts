import { getResponse } from 'msw';
import { createMockDb, mockCredentials } from '../mocks/db';
import { createHandlers } from '../mocks/handlers';
import { createContractTarget, type ContractTarget } from './target';

/** The MSW handlers over a fresh in-memory db, reached without any network interception. */
export function mswContractTarget(): ContractTarget {
  const db = createMockDb();
  const handlers = createHandlers(db);
  return createContractTarget({
    async fetch(input, init) {
      const request = new Request(input, init);
      const response = await getResponse(handlers, request);
      if (!response) throw new Error(`No mock handler for ${request.method} ${request.url}`);
      return response;
    },
    admin: { email: mockCredentials.admin.email, password: mockCredentials.admin.password },
    storedCvFiles: async (ownerId) => db.cvFiles.filter((file) => file.owner_id === ownerId).length,
  });
}
