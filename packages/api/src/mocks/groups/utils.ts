import { endpoints } from '../../endpoints';
import { mockEndpoint, type MockDefinition } from '../mock-endpoint';

export const utilsMocks: MockDefinition[] = [
  mockEndpoint(endpoints.utils.healthCheck, () => true as const),
];
