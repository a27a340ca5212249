import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/utils/health-check/',
    {
      schema: {
        tags: ['utils'],
        summary: 'Liveness: the process answers and its database responds',
        response: { 200: z.literal(true) },
      },
    },
    async () => {
      await app.db.execute('select 1');
      return true as const;
    },
  );
};

export default routes;
