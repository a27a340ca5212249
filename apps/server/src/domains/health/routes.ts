import { endpoints } from '@vita/api/endpoints';
import { implement } from '../../http/endpoint';

/** Liveness for load balancers and the start scripts: the process answers and its database too. */
export const healthRoutes = implement(endpoints.utils, (app) => ({
  async healthCheck() {
    await app.db.execute('select 1');
    return true as const;
  },
}));
