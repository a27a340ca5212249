import { expect } from 'vitest';
import { messages, serverMessages } from '../schemas/messages';
import type { ContractScenario } from './scenario-kit';
import { expectFailure } from './target';

/** The scenarios of items. */
export const itemScenarios: ContractScenario[] = [
  {
    name: 'items: create, list newest first with paging, get, partial update, delete',
    async run(target) {
      const { api, user } = await target.signUpAndSignIn('items');
      const first = await api.items.create({ body: { title: '  First  ', description: 'one' } });
      expect(first).toEqual({
        id: expect.any(String),
        title: 'First',
        description: 'one',
        owner_id: user.id,
      });
      const second = await api.items.create({ body: { title: 'Second' } });
      expect(second.description).toBeNull();
      expect(await api.items.list()).toEqual({ data: [second, first], count: 2 });
      expect(await api.items.list({ query: { skip: 1, limit: 1 } })).toEqual({
        data: [first],
        count: 2,
      });
      expect(await api.items.get({ params: { id: first.id } })).toEqual(first);
      const renamed = await api.items.update({
        params: { id: first.id },
        body: { title: 'First, renamed' },
      });
      expect(renamed).toEqual({ ...first, title: 'First, renamed' });
      expect(
        await api.items.update({ params: { id: first.id }, body: { description: null } }),
      ).toEqual({ ...renamed, description: null });
      expect(await api.items.delete({ params: { id: first.id } })).toEqual({
        message: serverMessages.itemDeleted,
      });
      await expectFailure(
        api.items.get({ params: { id: first.id } }),
        404,
        serverMessages.itemNotFound,
      );
      expect(await api.items.list()).toEqual({ data: [second], count: 1 });
    },
  },
  {
    name: "items: another user's item is a 404, and a superuser does not see a member's items",
    async run(target) {
      const owner = await target.signUpAndSignIn('owner');
      const stranger = await target.signUpAndSignIn('stranger');
      const admin = await target.adminSession();
      const item = await owner.api.items.create({ body: { title: 'Private' } });
      for (const other of [stranger, admin]) {
        const params = { id: item.id };
        const notFound = serverMessages.itemNotFound;
        await expectFailure(other.api.items.get({ params }), 404, notFound);
        await expectFailure(
          other.api.items.update({ params, body: { title: 'x' } }),
          404,
          notFound,
        );
        await expectFailure(other.api.items.delete({ params }), 404, notFound);
        const listed = await other.api.items.list();
        expect(listed.data.map((row) => row.id)).not.toContain(item.id);
        expect(listed.data.every((row) => row.owner_id === other.user.id)).toBe(true);
      }
      expect(await owner.api.items.get({ params: { id: item.id } })).toEqual(item);
    },
  },
  {
    name: 'items: invalid inputs are a 422 with the same detail entries',
    async run(target) {
      const { api } = await target.signUpAndSignIn('invalid');
      await expectFailure(api.items.create({ body: { title: '   ' } }), 422, [
        { loc: ['body', 'title'], msg: messages.titleRequired, type: 'too_small' },
      ]);
      await expectFailure(api.items.create({ body: {} as never }), 422, [
        { loc: ['body', 'title'], msg: serverMessages.fieldRequired, type: 'missing' },
      ]);
      await expectFailure(api.items.get({ params: { id: 'not-a-uuid' } }), 422, [
        { loc: ['path', 'id'], msg: 'Invalid UUID', type: 'invalid_format' },
      ]);
      await expectFailure(api.items.list({ query: { limit: 0 } }), 422, [
        {
          loc: ['query', 'limit'],
          msg: 'Too small: expected number to be >=1',
          type: 'too_small',
        },
      ]);
    },
  },
];
