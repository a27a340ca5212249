import { endpoints } from '@vita/api/endpoints';
import { implement } from '../http/endpoint';

export default implement(endpoints.utils, (app) => ({
  async healthCheck() {
    await app.db.execute('select 1');
    return true as const;
  },
}));
