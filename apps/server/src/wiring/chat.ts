import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { findUserById } from '../domains/accounts';
import { listApplications } from '../domains/applications';
import type { ChatDependencies } from '../domains/chat';
import { cvFileIntake, resolveCvFilePath } from '../domains/cv-files';
import { ownCvs, printedCvs, toCvPublic } from '../domains/cvs';
import {
  linkOnboardingConversation,
  readOnboardingState,
  readPublicProfile,
} from '../domains/profile';

/** Texts of attached files kept in memory, so a conversation does not re-read them per reply. */
const ATTACHMENT_TEXT_CACHE_CHARS = 20_000_000;

/**
 * What the chat needs from the other domains: the profile and CVs it grounds replies in, the
 * user's files and their text, and the onboarding state that names the onboarding conversation.
 */
export function chatDependencies(app: FastifyInstance): ChatDependencies {
  const { assistant, postings, resumeReader: reader, today } = app.services;
  const intake = cvFileIntake(app);
  const texts = new LRUCache<string, { text: string | null }>({
    maxSize: ATTACHMENT_TEXT_CACHE_CHARS,
    sizeCalculation: (entry) => Math.max(1, entry.text?.length ?? 1),
  });
  const files: ChatDependencies['files'] = {
    async findOwn(ownerId, ids) {
      const rows = await intake.findOwn(ownerId, ids);
      return (
        rows?.map(({ id, filename, content_type, size }) => ({
          id,
          filename,
          content_type,
          size,
        })) ?? null
      );
    },
    async text(ownerId, fileId, signal) {
      // Keyed by owner too: a cached text is only ever handed back to whoever owns the file.
      const key = `${ownerId}:${fileId}`;
      const cached = texts.get(key);
      if (cached) return cached.text;
      const [row] = (await intake.findOwn(ownerId, [fileId])) ?? [];
      if (!row) return null;
      let text: string | null;
      try {
        const bytes = await intake.bytes(row);
        const reading = await reader.read(bytes, intake.kind(row), {
          owner: ownerId,
          ...(signal ? { signal } : {}),
        });
        text = reading.text || null;
      } catch (error) {
        // Whoever asked has gone: nothing was learnt about the file, so nothing is kept.
        if (signal?.aborted) return null;
        app.log.info({ err: error, fileId }, 'an attached file could not be read');
        text = null;
      }
      texts.set(key, { text });
      return text;
    },
    receiveAttachment: async (request, ownerId, conversationId) =>
      (await intake.receive(request, ownerId, { conversationId })).public,
    removeAttachments: (ownerId, conversationId, log) =>
      intake.removeAttachments(ownerId, conversationId, log),
  };
  return {
    assistant,
    async userData(db, ownerId) {
      const [profile, cvs, tracked] = await Promise.all([
        readPublicProfile(db, ownerId),
        ownCvs.list(db, ownerId, { skip: 0, limit: 20 }),
        listApplications(db, ownerId, { skip: 0, limit: 50, sort: 'updated' }),
      ]);
      const applications = tracked.rows.map(({ title, company, posting_text, stage }) => ({
        title,
        company,
        posting_text,
        stage,
      }));
      return { profile, cvs: cvs.rows.map(toCvPublic), applications };
    },
    files,
    onboarding: {
      conversationId: async (db, ownerId) =>
        (await readOnboardingState(db, ownerId)).conversation_id,
      link: linkOnboardingConversation,
    },
    analysis: {
      files: {
        async resolve(ownerId, path) {
          const row = await resolveCvFilePath(app.db, ownerId, path);
          return row ? { id: row.id, filename: row.filename } : null;
        },
        text: files.text,
      },
      // The user's CVs built in Vita, which an analysis in the chat may be asked of.
      cvs: printedCvs(app.db, {
        renderer: app.services.cvRenderer,
        prints: app.services.prints,
        readProfile: readPublicProfile,
        pdfText: app.services.pdfText,
        findUser: findUserById,
      }),
      analysePosting: (job, caller) => postings.analyse(job, caller),
      fetch: { allowHosts: app.settings.jobFetchAllowHosts },
      today,
    },
    today,
  };
}
