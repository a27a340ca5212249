import { z } from 'zod';
import { endpoint } from '../endpoint-kit';

const HealthSchema = z.literal(true);

export const utils = {
  healthCheck: endpoint({
    method: 'GET',
    path: '/utils/health-check/',
    access: 'public',
    tag: 'utils',
    summary: 'Liveness: the process answers and its database responds',
    response: HealthSchema,
  }),
};
