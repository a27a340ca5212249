import { expect } from 'vitest';
import { applicationScenarios } from './application-scenarios';
import { chatServerTexts, chatTexts } from '../schemas/chat';
import { cvExportTexts, cvPageNotFound, defaultCvLayout } from '../schemas/cv-layout';
import { messages, serverMessages } from '../schemas/messages';
import { CONTRACT_PASSWORD, expectFailure, uniqueEmail, type ContractTarget } from './target';

/** One request/response story that the real server and the mocks must tell alike. */
export interface ContractScenario {
  name: string;
  run(target: ContractTarget): Promise<void>;
}

/** The smallest file the server's byte check takes for a PDF. */
export const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const pdf = (name = 'resume.pdf') => new File([TINY_PDF], name, { type: 'application/pdf' });
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

export const contractScenarios: ContractScenario[] = [
  {
    name: 'the health check answers true',
    async run(target) {
      expect(await target.client().utils.healthCheck()).toBe(true);
    },
  },
  {
    name: 'signs up a member and answers only the public fields',
    async run(target) {
      const email = uniqueEmail('Signup');
      const user = await target.client().users.signup({
        body: { email, password: CONTRACT_PASSWORD, full_name: 'Ada Lovelace' },
      });
      expect(user).toEqual({
        id: expect.any(String),
        email,
        full_name: 'Ada Lovelace',
        is_active: true,
        is_superuser: false,
      });
    },
  },
  {
    name: 'refuses a second account whose e-mail differs only in letter case',
    async run(target) {
      const first = await target.signUpAndSignIn('case');
      await expectFailure(
        target.client().users.signup({
          body: { email: first.email.toUpperCase(), password: CONTRACT_PASSWORD },
        }),
        400,
        serverMessages.emailTaken,
      );
      const admin = await target.adminSession();
      await expectFailure(
        admin.api.users.create({
          body: { email: first.email.toUpperCase(), password: CONTRACT_PASSWORD },
        }),
        400,
        serverMessages.emailTaken,
      );
    },
  },
  {
    name: 'signs in with the e-mail in any letter case; a wrong password or e-mail is a 400',
    async run(target) {
      const account = await target.signUpAndSignIn('login');
      const token = await target.client().login.accessToken({
        body: { username: account.email.toUpperCase(), password: account.password },
      });
      expect(token).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      expect(await target.client(token.access_token).login.testToken()).toEqual(account.user);
      await expectFailure(
        target.client().login.accessToken({
          body: { username: account.email, password: 'not-the-password' },
        }),
        400,
        serverMessages.incorrectLogin,
      );
      await expectFailure(
        target.client().login.accessToken({
          body: { username: uniqueEmail('nobody'), password: account.password },
        }),
        400,
        serverMessages.incorrectLogin,
      );
    },
  },
  {
    name: 'answers 401 without a token or with an unknown one, and reads a bare token',
    async run(target) {
      await expectFailure(target.client().users.me(), 401, serverMessages.notAuthenticated);
      await expectFailure(
        target.client('not-a-token').users.me(),
        401,
        serverMessages.invalidCredentials,
      );
      const anonymous = await target.request('/users/me');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
      const otherScheme = await target.request('/users/me', {
        headers: { Authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect([otherScheme.status, await otherScheme.json()]).toEqual([
        401,
        { detail: serverMessages.notAuthenticated },
      ]);
      const account = await target.signUpAndSignIn('bare');
      const bare = await target.request('/users/me', {
        headers: { Authorization: account.token },
      });
      expect([bare.status, await bare.json()]).toEqual([200, account.user]);
    },
  },
  {
    name: 'superuser endpoints answer 403 to a member',
    async run(target) {
      const member = await target.signUpAndSignIn('member');
      const refused = serverMessages.notEnoughPrivileges;
      await expectFailure(member.api.users.list(), 403, refused);
      await expectFailure(
        member.api.users.create({ body: { email: uniqueEmail('x'), password: CONTRACT_PASSWORD } }),
        403,
        refused,
      );
      await expectFailure(
        member.api.users.update({ params: { user_id: member.user.id }, body: { full_name: 'x' } }),
        403,
        refused,
      );
      await expectFailure(
        member.api.users.delete({ params: { user_id: member.user.id } }),
        403,
        refused,
      );
      await expectFailure(
        member.api.login.recoveryHtml({ params: { email: member.email } }),
        403,
        refused,
      );
    },
  },
  {
    name: 'a body in the wrong encoding is a 415, a malformed one a 422',
    async run(target) {
      const account = await target.signUpAndSignIn('encoding');
      const answer = async (response: Response) => [response.status, await response.json()];
      const jsonLogin = await target.request('/login/access-token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: account.email, password: account.password }),
      });
      expect(await answer(jsonLogin)).toEqual([
        415,
        { detail: 'Unsupported Media Type: send application/x-www-form-urlencoded' },
      ]);
      const auth = { Authorization: `Bearer ${account.token}` };
      const jsonUpload = await target.request('/cv/upload', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: 'resume.pdf' }),
      });
      expect(await answer(jsonUpload)).toEqual([
        415,
        { detail: 'Send the file as multipart/form-data in the field "file".' },
      ]);
      const brokenJson = await target.request('/items/', {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: '{"title": ',
      });
      expect(await answer(brokenJson)).toEqual([
        422,
        { detail: [{ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' }] },
      ]);
      const noFile = new FormData();
      noFile.append('file', 'not a file');
      const textPart = await target.request('/cv/upload', {
        method: 'POST',
        headers: auth,
        body: noFile,
      });
      expect(await answer(textPart)).toEqual([
        422,
        { detail: [{ loc: ['body', 'file'], msg: serverMessages.fieldRequired, type: 'missing' }] },
      ]);
    },
  },
  {
    name: '/users/me reads and updates; an e-mail taken in another letter case is a 409',
    async run(target) {
      const me = await target.signUpAndSignIn('me');
      const other = await target.signUpAndSignIn('other');
      expect(await me.api.users.me()).toEqual(me.user);
      expect(await me.api.users.updateMe({ body: { full_name: 'Renamed' } })).toEqual({
        ...me.user,
        full_name: 'Renamed',
      });
      // A new e-mail needs the current password; the same one sent back with a name does not.
      expect(
        await me.api.users.updateMe({ body: { full_name: 'Renamed', email: me.email } }),
      ).toMatchObject({ full_name: 'Renamed', email: me.email });
      await expectFailure(
        me.api.users.updateMe({ body: { email: other.email.toUpperCase() } }),
        400,
        serverMessages.currentPasswordRequired,
      );
      await expectFailure(
        me.api.users.updateMe({
          body: { email: other.email.toUpperCase(), current_password: 'not-the-password' },
        }),
        400,
        serverMessages.incorrectPassword,
      );
      await expectFailure(
        me.api.users.updateMe({
          body: { email: other.email.toUpperCase(), current_password: me.password },
        }),
        409,
        serverMessages.emailTakenMe,
      );
      // The caller's own address in another case is no conflict.
      const ownInCapitals = me.email.toUpperCase();
      expect(
        await me.api.users.updateMe({
          body: { email: ownInCapitals, current_password: me.password },
        }),
      ).toMatchObject({ email: ownInCapitals });
      expect(await me.api.users.updateMe({ body: { full_name: null } })).toMatchObject({
        full_name: null,
        email: ownInCapitals,
      });
      // Another user's record is not a member's to read.
      expect(await me.api.users.get({ params: { user_id: me.user.id } })).toMatchObject({
        id: me.user.id,
      });
      await expectFailure(
        me.api.users.get({ params: { user_id: other.user.id } }),
        403,
        serverMessages.notEnoughPrivileges,
      );
    },
  },
  {
    name: 'changes the password: the current one must match and the new one must differ',
    async run(target) {
      const account = await target.signUpAndSignIn('password');
      await expectFailure(
        account.api.users.updatePassword({
          body: { current_password: 'wrong-password', new_password: 'brand-new-password' },
        }),
        400,
        serverMessages.incorrectPassword,
      );
      await expectFailure(
        account.api.users.updatePassword({
          body: { current_password: account.password, new_password: account.password },
        }),
        400,
        serverMessages.samePassword,
      );
      // Another session of the same account, signed in before the change.
      const otherSession = target.client(await target.signIn(account.email, account.password));
      const changed = await account.api.users.updatePassword({
        body: { current_password: account.password, new_password: 'brand-new-password' },
      });
      expect(changed).toEqual({
        message: serverMessages.passwordUpdated,
        access_token: expect.any(String),
        token_type: 'bearer',
      });
      // Every earlier session ended, the one that changed it too; its fresh token goes on.
      await expectFailure(otherSession.users.me(), 401, serverMessages.invalidCredentials);
      await expectFailure(account.api.users.me(), 401, serverMessages.invalidCredentials);
      expect(await target.client(changed.access_token).users.me()).toEqual(account.user);
      await expectFailure(
        target.client().login.accessToken({
          body: { username: account.email, password: account.password },
        }),
        400,
        serverMessages.incorrectLogin,
      );
      await expect(target.signIn(account.email, 'brand-new-password')).resolves.toEqual(
        expect.any(String),
      );
    },
  },
  {
    name: 'signs out of every other session and keeps this one with a fresh token',
    async run(target) {
      const account = await target.signUpAndSignIn('sessions');
      const otherSession = target.client(await target.signIn(account.email, account.password));
      const renewed = await account.api.users.endOtherSessions();
      expect(renewed).toEqual({
        message: serverMessages.otherSessionsEnded,
        access_token: expect.any(String),
        token_type: 'bearer',
      });
      await expectFailure(otherSession.users.me(), 401, serverMessages.invalidCredentials);
      await expectFailure(account.api.users.me(), 401, serverMessages.invalidCredentials);
      expect(await target.client(renewed.access_token).users.me()).toEqual(account.user);
      // Signing in again starts a new session as usual.
      const again = await target.signIn(account.email, account.password);
      expect(await target.client(again).users.me()).toEqual(account.user);
    },
  },
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
  {
    name: 'CVs: create with defaults, empty fields stored as null, partial update, delete',
    async run(target) {
      const { api, user } = await target.signUpAndSignIn('cvs');
      const cv = await api.cvs.create({
        body: {
          title: 'Backend CV',
          description: '',
          target_company: '',
          target_job_posting_url: '',
          linkedin_profile_url: null,
        },
      });
      expect(cv).toEqual({
        id: expect.any(String),
        title: 'Backend CV',
        description: null,
        target_job_title: null,
        target_company: null,
        target_job_posting_url: null,
        linkedin_profile_url: null,
        headline: null,
        contact_email: null,
        contact_phone: null,
        contact_location: null,
        hidden_contacts: [],
        status: 'draft',
        layout: defaultCvLayout(),
        owner_id: user.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const second = await api.cvs.create({ body: { title: 'Second CV', status: 'ready' } });
      expect(second.status).toBe('ready');
      const listed = await api.cvs.list();
      expect(listed.count).toBe(2);
      expect(listed.data.map((row) => row.id)).toEqual([second.id, cv.id]);
      const updated = await api.cvs.update({
        params: { cv_id: cv.id },
        body: { status: 'archived', target_job_posting_url: 'https://jobs.example.com/1' },
      });
      expect(updated).toEqual({
        ...cv,
        status: 'archived',
        target_job_posting_url: 'https://jobs.example.com/1',
        updated_at: expect.any(String),
      });
      expect(
        await api.cvs.update({ params: { cv_id: cv.id }, body: { target_job_posting_url: '' } }),
      ).toMatchObject({ target_job_posting_url: null, status: 'archived' });
      expect(await api.cvs.delete({ params: { cv_id: cv.id } })).toEqual({
        message: serverMessages.cvDeleted,
      });
      await expectFailure(
        api.cvs.get({ params: { cv_id: cv.id } }),
        404,
        serverMessages.cvNotFound,
      );
    },
  },
  {
    name: "CVs: only http(s) URLs are taken, and another user's CV is a 404",
    async run(target) {
      const owner = await target.signUpAndSignIn('cv-owner');
      const stranger = await target.signUpAndSignIn('cv-stranger');
      await expectFailure(
        owner.api.cvs.create({
          body: { title: 'CV', target_job_posting_url: 'javascript:alert(1)' },
        }),
        422,
        [
          {
            loc: ['body', 'target_job_posting_url'],
            msg: messages.urlInvalid,
            type: 'invalid_format',
          },
        ],
      );
      const cv = await owner.api.cvs.create({ body: { title: 'CV' } });
      await expectFailure(
        owner.api.cvs.update({
          params: { cv_id: cv.id },
          body: { linkedin_profile_url: 'file:///etc/passwd' },
        }),
        422,
        [
          {
            loc: ['body', 'linkedin_profile_url'],
            msg: messages.urlInvalid,
            type: 'invalid_format',
          },
        ],
      );
      const params = { cv_id: cv.id };
      await expectFailure(stranger.api.cvs.get({ params }), 404, serverMessages.cvNotFound);
      await expectFailure(
        stranger.api.cvs.update({ params, body: { title: 'Mine now' } }),
        404,
        serverMessages.cvNotFound,
      );
      await expectFailure(stranger.api.cvs.delete({ params }), 404, serverMessages.cvNotFound);
      expect(await stranger.api.cvs.list()).toEqual({ data: [], count: 0 });
    },
  },
  {
    name: 'CV header: own headline and contact details kept, emptied back to none, bad ones refused',
    async run(target) {
      const { api } = await target.signUpAndSignIn('cv-header');
      const cv = await api.cvs.create({ body: { title: 'Header CV' } });
      const params = { cv_id: cv.id };
      const set = await api.cvs.update({
        params,
        body: {
          headline: 'Platform Engineer',
          contact_email: 'jobs@example.org',
          contact_phone: '+1 555 0100',
          hidden_contacts: ['phone', 'github', 'phone'],
        },
      });
      expect(set).toMatchObject({
        headline: 'Platform Engineer',
        contact_email: 'jobs@example.org',
        contact_phone: '+1 555 0100',
        contact_location: null,
        hidden_contacts: ['phone', 'github'],
      });
      expect(
        await api.cvs.update({ params, body: { contact_email: '', headline: null } }),
      ).toMatchObject({ headline: null, contact_email: null, contact_phone: '+1 555 0100' });
      await expectFailure(api.cvs.update({ params, body: { contact_email: 'nobody' } }), 422, [
        { loc: ['body', 'contact_email'], msg: messages.emailInvalid, type: 'invalid_format' },
      ]);
      await expectFailure(
        api.cvs.update({ params, body: { contact_phone: '1'.repeat(51) } }),
        422,
        [{ loc: ['body', 'contact_phone'], msg: messages.phoneMax, type: 'too_big' }],
      );
    },
  },
  {
    name: "CV layout: saved whole and checked; previews follow it, page by page; another user's CV is a 404",
    async run(target) {
      const owner = await target.signUpAndSignIn('cv-layout');
      const stranger = await target.signUpAndSignIn('cv-layout-stranger');
      const cv = await owner.api.cvs.create({ body: { title: 'Layout CV' } });
      expect(cv.layout).toEqual({
        template: 'ats',
        paper: 'a4',
        section_order: ['work', 'education', 'skills', 'projects', 'certifications'],
        hidden: [],
      });
      const params = { cv_id: cv.id };
      const saved = await owner.api.cvs.layout({
        params,
        body: {
          template: 'modern',
          paper: 'us-letter',
          section_order: ['skills', 'work'],
          hidden: ['summary', 'projects', 'summary'],
        },
      });
      expect(saved).toEqual({
        ...cv,
        layout: {
          template: 'modern',
          paper: 'us-letter',
          section_order: ['skills', 'work'],
          hidden: ['summary', 'projects'],
        },
        updated_at: expect.any(String),
      });
      expect((await owner.api.cvs.get({ params })).layout).toEqual(saved.layout);
      // Whatever is left out takes the defaults.
      expect((await owner.api.cvs.layout({ params, body: { paper: 'a4' } })).layout).toEqual({
        ...cv.layout,
        paper: 'a4',
      });

      await expectFailure(
        owner.api.cvs.layout({ params, body: { section_order: ['work', 'work'] } }),
        422,
        [{ loc: ['body', 'section_order'], msg: cvExportTexts.repeatedSection, type: 'custom' }],
      );
      await expectFailure(owner.api.cvs.layout({ params, body: { hidden: ['not an id'] } }), 422, [
        { loc: ['body', 'hidden', 0], msg: cvExportTexts.hiddenInvalid, type: 'custom' },
      ]);

      const first = await owner.api.cvs.preview({ params, query: {} });
      expect(first).toMatchObject({ page: 1, template: 'ats', paper: 'a4' });
      expect(first.svg.startsWith('<svg')).toBe(true);
      expect(first.pages).toBeGreaterThanOrEqual(1);
      expect(
        await owner.api.cvs.preview({ params, query: { template: 'compact', paper: 'us-letter' } }),
      ).toMatchObject({ page: 1, template: 'compact', paper: 'us-letter' });
      const past = first.pages + 1;
      await expectFailure(
        owner.api.cvs.preview({ params, query: { page: past } }),
        404,
        cvPageNotFound(past, first.pages),
      );
      const pdf = await owner.api.cvs.exportPdf({ params, query: {} });
      expect(pdf.type).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

      await expectFailure(
        stranger.api.cvs.layout({ params, body: {} }),
        404,
        serverMessages.cvNotFound,
      );
      await expectFailure(
        stranger.api.cvs.preview({ params, query: {} }),
        404,
        serverMessages.cvNotFound,
      );
      await expectFailure(
        stranger.api.cvs.exportPdf({ params, query: {} }),
        404,
        serverMessages.cvNotFound,
      );
    },
  },
  {
    name: 'CV files: upload a PDF, list, download its bytes, delete',
    async run(target) {
      const { api } = await target.signUpAndSignIn('files');
      const file = await api.cvFiles.upload({ body: { file: pdf('My résumé.pdf') } });
      expect(file).toEqual({
        id: expect.any(String),
        filename: 'My résumé.pdf',
        content_type: 'application/pdf',
        size: TINY_PDF.length,
        path: `cv-files/${file.id}`,
        created_at: expect.any(String),
      });
      // Kept as a display name only: no folders, no invisible direction marks.
      const newer = await api.cvFiles.upload({ body: { file: pdf('folder/new\u202Eer.pdf') } });
      expect(newer.filename).toBe('newer.pdf');
      expect(await api.cvFiles.list()).toEqual({ data: [newer, file], count: 2 });
      expect(await api.cvFiles.list({ query: { skip: 1 } })).toEqual({ data: [file], count: 2 });
      const blob = await api.cvFiles.download({ params: { file_id: file.id } });
      expect(new Uint8Array(await blob.arrayBuffer())).toEqual(TINY_PDF);
      expect(await api.cvFiles.delete({ params: { file_id: file.id } })).toEqual({
        message: serverMessages.fileDeleted,
      });
      await expectFailure(
        api.cvFiles.download({ params: { file_id: file.id } }),
        404,
        serverMessages.fileNotFound,
      );
      expect(await api.cvFiles.list()).toEqual({ data: [newer], count: 1 });
    },
  },
  {
    name: 'CV files: the stored name ends in the extension of the kind the bytes are',
    async run(target) {
      const { api } = await target.signUpAndSignIn('file-names');
      const cases: [string, string][] = [
        ['cv.html', 'cv.pdf'],
        ['setup.EXE', 'setup.pdf'],
        ['Lebenslauf', 'Lebenslauf.pdf'],
        ['Jane Doe v2.1', 'Jane Doe v2.1.pdf'],
        ['résumé.PDF', 'résumé.pdf'],
      ];
      for (const [sent, kept] of cases) {
        const file = await api.cvFiles.upload({ body: { file: pdf(sent) } });
        expect({ sent, filename: file.filename, type: file.content_type }).toEqual({
          sent,
          filename: kept,
          type: 'application/pdf',
        });
      }
    },
  },
  {
    name: 'CV files: refused by their bytes, and 404 for another user',
    async run(target) {
      const owner = await target.signUpAndSignIn('file-owner');
      const stranger = await target.signUpAndSignIn('file-stranger');
      const text = new File(['just some notes'], 'notes.pdf', { type: 'application/pdf' });
      await expectFailure(
        owner.api.cvFiles.upload({ body: { file: text } }),
        415,
        messages.fileInvalidType,
      );
      const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
      await expectFailure(
        owner.api.cvFiles.upload({ body: { file: empty } }),
        422,
        messages.fileInvalid,
      );
      const file = await owner.api.cvFiles.upload({ body: { file: pdf() } });
      const params = { file_id: file.id };
      await expectFailure(
        stranger.api.cvFiles.download({ params }),
        404,
        serverMessages.fileNotFound,
      );
      await expectFailure(
        stranger.api.cvFiles.delete({ params }),
        404,
        serverMessages.fileNotFound,
      );
      expect(await stranger.api.cvFiles.list()).toEqual({ data: [], count: 0 });
      expect(await owner.api.cvFiles.list()).toEqual({ data: [file], count: 1 });
    },
  },
  {
    name: 'admin: creates, lists newest first, reads, updates and deletes users',
    async run(target) {
      const admin = await target.adminSession();
      const email = uniqueEmail('managed');
      const created = await admin.api.users.create({
        body: { email, password: CONTRACT_PASSWORD, full_name: 'Managed' },
      });
      expect(created).toEqual({
        id: expect.any(String),
        email,
        full_name: 'Managed',
        is_active: true,
        is_superuser: false,
      });
      const later = await admin.api.users.create({
        body: { email: uniqueEmail('later'), password: CONTRACT_PASSWORD },
      });
      expect(later.full_name).toBeNull();
      const everyone = await admin.api.users.list({ query: { limit: 100 } });
      const ids = everyone.data.map((user) => user.id);
      expect(everyone.count).toBeGreaterThanOrEqual(3);
      // Newest first: the user created last leads, the one before it follows.
      expect(ids.indexOf(later.id)).toBe(0);
      expect(ids.indexOf(created.id)).toBe(1);
      // The first superuser was the first account: the last one listed.
      const [oldest] = (
        await admin.api.users.list({ query: { skip: everyone.count - 1, limit: 1 } })
      ).data;
      expect(oldest?.email).toBe(target.admin.email);
      expect(await admin.api.users.list({ query: { limit: 1 } })).toEqual({
        data: [everyone.data[0]],
        count: everyone.count,
      });
      expect(await admin.api.users.get({ params: { user_id: created.id } })).toEqual(created);
      await expectFailure(
        admin.api.users.get({ params: { user_id: UNKNOWN_ID } }),
        404,
        serverMessages.userNotFound,
      );

      const params = { user_id: created.id };
      expect(await admin.api.users.update({ params, body: { full_name: 'Managed Two' } })).toEqual({
        ...created,
        full_name: 'Managed Two',
      });
      await expectFailure(
        admin.api.users.update({ params, body: { email: target.admin.email.toUpperCase() } }),
        409,
        serverMessages.emailTakenMe,
      );
      await expectFailure(
        admin.api.users.update({ params: { user_id: UNKNOWN_ID }, body: { full_name: 'x' } }),
        404,
        serverMessages.userNotFound,
      );
      // A new password set by the admin signs in and ends the sessions signed in before it;
      // deactivation then ends every session and refuses the account.
      const before = await target.signIn(email, CONTRACT_PASSWORD);
      await admin.api.users.update({ params, body: { password: 'set-by-the-admin' } });
      await expectFailure(target.client(before).users.me(), 401, serverMessages.invalidCredentials);
      const token = await target.signIn(email, 'set-by-the-admin');
      expect(await admin.api.users.update({ params, body: { is_active: false } })).toMatchObject({
        is_active: false,
      });
      await expectFailure(target.client(token).users.me(), 401, serverMessages.invalidCredentials);
      // Signing in tells an inactive account from a wrong password by nothing.
      for (const password of ['set-by-the-admin', 'not-the-password']) {
        await expectFailure(
          target.client().login.accessToken({ body: { username: email, password } }),
          400,
          serverMessages.incorrectLogin,
        );
      }

      await expectFailure(
        admin.api.users.delete({ params: { user_id: admin.user.id } }),
        403,
        serverMessages.superuserSelfDelete,
      );
      await expectFailure(
        admin.api.users.delete({ params: { user_id: UNKNOWN_ID } }),
        404,
        serverMessages.userNotFound,
      );
      expect(await admin.api.users.delete({ params })).toEqual({
        message: serverMessages.userDeleted,
      });
      await expectFailure(admin.api.users.get({ params }), 404, serverMessages.userNotFound);
      await expectFailure(admin.api.users.deleteMe(), 403, serverMessages.superuserSelfDelete);
    },
  },
  {
    name: 'admin: the last active superuser can be neither deactivated nor demoted',
    async run(target) {
      const admin = await target.adminSession();
      const own = { user_id: admin.user.id };
      const activeSuperusers = async () =>
        (await admin.api.users.list({ query: { limit: 100 } })).data
          .filter((user) => user.is_superuser && user.is_active)
          .map((user) => user.id);
      // Both targets start with the first superuser as the only one.
      expect(await activeSuperusers()).toEqual([admin.user.id]);
      for (const body of [{ is_superuser: false }, { is_active: false }]) {
        await expectFailure(
          admin.api.users.update({ params: own, body }),
          400,
          serverMessages.lastSuperuser,
        );
      }
      expect(await admin.api.users.me()).toEqual(admin.user);

      // With a second superuser either may step down, but not the one left after that.
      const email = uniqueEmail('second-admin');
      const second = await admin.api.users.create({
        body: { email, password: CONTRACT_PASSWORD, is_superuser: true },
      });
      const secondApi = target.client(await target.signIn(email, CONTRACT_PASSWORD));
      expect(
        await secondApi.users.update({ params: own, body: { is_superuser: false } }),
      ).toMatchObject({ is_superuser: false });
      await expectFailure(
        secondApi.users.update({ params: { user_id: second.id }, body: { is_active: false } }),
        400,
        serverMessages.lastSuperuser,
      );
      expect(
        await secondApi.users.update({ params: own, body: { is_superuser: true } }),
      ).toMatchObject({ is_superuser: true });
      expect(
        await admin.api.users.update({
          params: { user_id: second.id },
          body: { is_active: false },
        }),
      ).toMatchObject({ is_active: false, is_superuser: true });
      // An inactive superuser does not count: the first one is the last again.
      await expectFailure(
        admin.api.users.update({ params: own, body: { is_superuser: false } }),
        400,
        serverMessages.lastSuperuser,
      );
      expect(await admin.api.users.delete({ params: { user_id: second.id } })).toEqual({
        message: serverMessages.userDeleted,
      });
      expect(await activeSuperusers()).toEqual([admin.user.id]);
    },
  },
  {
    name: 'deleting an account, by its owner or by an admin, removes its CV files',
    async run(target) {
      const admin = await target.adminSession();
      for (const deleteAccount of [
        (account: { api: typeof admin.api }) => account.api.users.deleteMe(),
        (account: { user: { id: string } }) =>
          admin.api.users.delete({ params: { user_id: account.user.id } }),
      ]) {
        const account = await target.signUpAndSignIn('leaving');
        await account.api.cvFiles.upload({ body: { file: pdf() } });
        await account.api.items.create({ body: { title: 'Left behind?' } });
        expect(await target.storedCvFiles(account.user.id)).toBe(1);
        expect(await deleteAccount(account)).toEqual({ message: serverMessages.userDeleted });
        expect(await target.storedCvFiles(account.user.id)).toBe(0);
        // Its token now names nobody, and its e-mail is free again.
        await expectFailure(account.api.users.me(), 401, serverMessages.invalidCredentials);
        const again = await target.client().users.signup({
          body: { email: account.email, password: CONTRACT_PASSWORD },
        });
        const fresh = target.client(await target.signIn(again.email, CONTRACT_PASSWORD));
        expect(await fresh.cvFiles.list()).toEqual({ data: [], count: 0 });
        expect(await fresh.items.list()).toEqual({ data: [], count: 0 });
      }
    },
  },
  {
    name: 'password recovery answers alike for unknown e-mails; a bad reset token is a 400',
    async run(target) {
      const account = await target.signUpAndSignIn('recovery');
      const sent = { message: serverMessages.recoverySent };
      const api = target.client();
      expect(await api.login.recoverPassword({ params: { email: account.email } })).toEqual(sent);
      expect(
        await api.login.recoverPassword({ params: { email: uniqueEmail('unknown') } }),
      ).toEqual(sent);
      await expectFailure(
        api.login.resetPassword({
          body: { token: 'not-a-reset-token', new_password: 'brand-new-password' },
        }),
        400,
        serverMessages.invalidToken,
      );
      await expectFailure(
        api.login.resetPassword({ body: { token: 'not-a-reset-token', new_password: 'short' } }),
        422,
        [{ loc: ['body', 'new_password'], msg: messages.passwordMin, type: 'too_small' }],
      );
    },
  },
  {
    name: "the recovery e-mail preview: a superuser's, 404 for an unknown e-mail",
    async run(target) {
      const admin = await target.adminSession();
      const account = await target.signUpAndSignIn('preview');
      const preview = await admin.api.login.recoveryHtml({
        params: { email: account.email.toUpperCase() },
      });
      expect(preview.subject).toBe(`Vita - Password recovery for user ${account.email}`);
      expect(preview.html_content).toContain('/reset-password?token=');
      await expectFailure(
        admin.api.login.recoveryHtml({ params: { email: uniqueEmail('unknown') } }),
        404,
        serverMessages.userNotFound,
      );
    },
  },
  {
    name: 'onboarding: a new account starts at welcome; steps move, completed ends it, reset goes back',
    async run(target) {
      const { api } = await target.signUpAndSignIn('wizard');
      expect(await api.onboarding.status()).toEqual({
        needs_onboarding: true,
        state: { current_step: 'welcome', conversation_id: null },
      });
      expect(await api.onboarding.setStep({ body: { current_step: 'skills' } })).toEqual({
        current_step: 'skills',
        conversation_id: null,
      });
      expect(await api.onboarding.step()).toEqual({ current_step: 'skills' });
      await api.onboarding.setStep({ body: { current_step: 'completed' } });
      expect((await api.onboarding.status()).needs_onboarding).toBe(false);
      expect(await api.onboarding.reset()).toEqual({
        current_step: 'welcome',
        conversation_id: null,
      });
      expect(await api.onboarding.state()).toEqual({
        current_step: 'welcome',
        conversation_id: null,
      });
      const step = await target.request('/onboarding/state-step', {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${(await target.signUpAndSignIn('wizard-bad')).token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ current_step: 'finished' }),
      });
      expect(step.status).toBe(422);
    },
  },
  {
    name: 'profile: a saved list replaces the section (ids update, new entries created, missing removed); another id is a 400',
    async run(target) {
      const me = await target.signUpAndSignIn('profile');
      expect(await me.api.profile.get()).toEqual({
        basic_info: null,
        work_experiences: [],
        education_history: [],
        skills: [],
        certifications: [],
        projects: [],
      });
      expect(
        await me.api.onboarding.saveBasicInfo({
          body: { professional_title: 'Welder', location: 'Oslo', github_url: '' },
        }),
      ).toEqual({
        professional_title: 'Welder',
        location: 'Oslo',
        professional_summary: null,
        email: null,
        phone: null,
        linkedin_url: null,
        github_url: null,
        portfolio_url: null,
        updated_at: expect.any(String),
      });
      const first = await me.api.onboarding.saveSkills({
        body: [{ name: 'TIG' }, { name: 'MIG', proficiency_level: 'expert' }],
      });
      expect(first).toEqual([
        // No level given, none assumed.
        { id: expect.any(String), name: 'TIG', proficiency_level: null, category: null },
        { id: expect.any(String), name: 'MIG', proficiency_level: 'expert', category: null },
      ]);
      const second = await me.api.onboarding.saveSkills({
        body: [{ ...first[1]!, category: 'Arc' }, { name: 'Stick' }],
      });
      expect(second.map((skill) => [skill.name, skill.category])).toEqual([
        ['MIG', 'Arc'],
        ['Stick', null],
      ]);
      expect(second[0]!.id).toBe(first[1]!.id);
      expect(await me.api.onboarding.saveSkills({ body: second })).toEqual(second);
      expect((await me.api.profile.get()).skills).toEqual(second);

      const other = await target.signUpAndSignIn('profile-other');
      await expectFailure(
        other.api.onboarding.saveSkills({ body: [{ id: second[0]!.id, name: 'Mine now' }] }),
        400,
        serverMessages.unknownEntry,
      );
      await expectFailure(
        other.api.onboarding.deleteEntry({ params: { section: 'skills', id: second[0]!.id } }),
        404,
        serverMessages.entryNotFound,
      );
      expect(
        await me.api.onboarding.deleteEntry({ params: { section: 'skills', id: second[0]!.id } }),
      ).toEqual({ message: messages.skillDeleted });
      expect((await me.api.profile.get()).skills).toEqual([second[1]]);
    },
  },
  {
    name: 'profile: dates, current roles and technologies are kept as the server stores them; rules give the form texts',
    async run(target) {
      const { api } = await target.signUpAndSignIn('profile-rules');
      const [project] = await api.onboarding.saveProjects({
        body: [
          {
            name: 'Vita',
            description: 'A CV builder',
            start_date: '2024-02-01T00:00:00',
            end_date: '2024-03-01T00:00:00',
            is_ongoing: true,
            technologies_used: 'TypeScript, React, typescript, ',
          },
        ],
      });
      expect(project).toMatchObject({
        start_date: '2024-02-01',
        end_date: null,
        technologies_used: ['TypeScript', 'React'],
      });
      await expectFailure(api.onboarding.saveEducation({ body: [] }), 422, [
        { loc: ['body'], msg: messages.educationAtLeastOne, type: 'too_small' },
      ]);
      await expectFailure(
        api.onboarding.saveWorkExperience({
          body: [{ job_title: 'Cook', company_name: 'Bistro', start_date: '2020-01-01' }],
        }),
        422,
        [{ loc: ['body', 0, 'end_date'], msg: messages.endDateRequiredPast, type: 'custom' }],
      );
    },
  },
  {
    name: 'JSON Resume: the exported profile imports back into the same draft; bad files refused',
    async run(target) {
      const { api, email } = await target.signUpAndSignIn('json-resume');
      await api.onboarding.saveBasicInfo({
        body: { professional_title: 'Analyst', location: 'Porto, Portugal', phone: '+351 1' },
      });
      await api.onboarding.saveSkills({
        body: [{ name: 'SQL', proficiency_level: 'expert' }],
      });
      const blob = await api.profile.exportJsonResume();
      const text = await blob.text();
      expect(JSON.parse(text)).toMatchObject({
        basics: {
          email,
          label: 'Analyst',
          phone: '+351 1',
          location: { city: 'Porto', region: 'Portugal' },
        },
        skills: [{ name: 'SQL', level: 'Expert', keywords: [] }],
        work: [],
      });

      const file = (content: string) =>
        new File([content], 'resume.json', { type: 'application/json' });
      const { draft, problems } = await api.profile.importJsonResume({
        body: { file: file(text) },
      });
      expect(problems).toEqual([]);
      expect(draft.email).toBe(email);
      expect(draft.basic_info).toMatchObject({
        professional_title: 'Analyst',
        location: 'Porto, Portugal',
        phone: '+351 1',
      });
      expect(draft.skills).toEqual([{ name: 'SQL', proficiency_level: 'expert', category: null }]);

      await expectFailure(
        api.profile.importJsonResume({ body: { file: file('<html></html>') } }),
        422,
        serverMessages.jsonResumeNotJson,
      );
      await expectFailure(
        api.profile.importJsonResume({ body: { file: file('{"skills": "SQL"}') } }),
        422,
        serverMessages.jsonResumeInvalid.replace('{path}', 'skills'),
      );
      await expectFailure(
        api.profile.importJsonResume({ body: { file: file('{}') } }),
        422,
        serverMessages.jsonResumeEmpty,
      );
    },
  },
  {
    name: 'conversations and messages: owner-scoped, named by the first message, newest first',
    async run(target) {
      const me = await target.signUpAndSignIn('chat');
      const other = await target.signUpAndSignIn('chat-other');
      const conversation = await me.api.chat.create({ body: {} });
      expect(conversation).toMatchObject({
        title: chatTexts.conversationNew,
        owner_id: me.user.id,
      });
      const file = await me.api.cvFiles.upload({ body: { file: pdf('attached.pdf') } });
      const params = { conversation_id: conversation.id };
      const stored = await me.api.chat.createMessage({
        params,
        body: { content: 'How do I tailor my CV?', attachment_ids: [file.id] },
      });
      expect(stored).toEqual({
        id: expect.any(String),
        conversation_id: conversation.id,
        content: 'How do I tailor my CV?',
        role: 'user',
        created_at: expect.any(String),
        incomplete: false,
        analysis: null,
        attachments: [
          {
            id: file.id,
            filename: 'attached.pdf',
            content_type: 'application/pdf',
            size: file.size,
          },
        ],
      });
      expect((await me.api.chat.get({ params })).title).toBe('How do I tailor my CV?');
      await me.api.chat.createMessage({ params, body: { content: 'Second' } });
      const page = await me.api.chat.listMessages({ params });
      expect(page.count).toBe(2);
      expect(page.data.map((m) => m.content)).toEqual(['Second', 'How do I tailor my CV?']);
      await expectFailure(me.api.chat.createMessage({ params, body: { content: '   ' } }), 422, [
        { loc: ['body', 'content'], msg: chatTexts.chatMessageEmpty, type: 'custom' },
      ]);
      await expectFailure(
        other.api.chat.get({ params }),
        404,
        chatServerTexts.conversationNotFound,
      );
      await expectFailure(
        other.api.chat.createMessage({ params, body: { content: 'Hi' } }),
        404,
        chatServerTexts.conversationNotFound,
      );
      const theirs = await other.api.chat.create({ body: { title: 'Theirs' } });
      await expectFailure(
        other.api.chat.createMessage({
          params: { conversation_id: theirs.id },
          body: { content: 'Look', attachment_ids: [file.id] },
        }),
        404,
        chatServerTexts.attachmentNotFound,
      );
      const renamed = await me.api.chat.update({ params, body: { title: 'Acme application' } });
      expect(renamed.title).toBe('Acme application');
      const list = await me.api.chat.list();
      expect(list.data.map((c) => c.id)).toEqual([conversation.id]);
      expect(await me.api.chat.delete({ params })).toEqual({
        message: chatServerTexts.conversationDeleted,
      });
      await expectFailure(
        me.api.chat.listMessages({ params }),
        404,
        chatServerTexts.conversationNotFound,
      );
    },
  },
  {
    name: 'the onboarding conversation is named in the state and greets once',
    async run(target) {
      const me = await target.signUpAndSignIn('onboarding-chat');
      const conversation = await me.api.onboardingChat.conversation();
      expect((await me.api.onboardingChat.conversation()).id).toBe(conversation.id);
      expect((await me.api.onboarding.state()).conversation_id).toBe(conversation.id);
      const start = await me.api.onboardingChat.start();
      expect(start.messages.map((m) => m.role)).toEqual(['assistant']);
      expect((await me.api.onboardingChat.start()).messages).toHaveLength(1);
      const exchange = await me.api.onboardingChat.send({ body: { content: 'Hello' } });
      expect(exchange.user_message).toMatchObject({ role: 'user', content: 'Hello' });
      expect(exchange.reply).toMatchObject({ role: 'assistant', incomplete: false });
      expect((await me.api.onboardingChat.listMessages()).count).toBe(3);
      const assistant = await me.api.chat.assistant();
      expect(assistant).toEqual({ name: expect.any(String), offline: true, model: null });
    },
  },
  ...applicationScenarios,
];
