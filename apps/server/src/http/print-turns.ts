import { serverMessages } from '@vita/api/schemas';
import { createFairQueue, type FairQueue } from '../infra/fair-queue';
import { RENDERS_WAITING } from '../infra/export';
import { HttpError } from './errors';

/**
 * Prints (a CV's PDF or preview page, a CV frozen for an application, a cover letter's PDF)
 * handled at once, from reading the CV to the rendered answer: the renderer lays out one
 * document at a time, so two keep it busy (one renders while the next reads its CV), and a burst
 * of prints does not put dozens of profile reads ahead of other users' queries. Prints are taken
 * in turns, member by member (a fair queue): one print of a member at a time, so another
 * member's print waits for at most the render under way, not for every print queued before it.
 * Up to PRINTS_WAITING_PER_MEMBER of a member's and PRINTS_WAITING in all wait their turn;
 * beyond that a print is refused as busy.
 */
const PRINTS_AT_ONCE = 2;
const PRINTS_WAITING = RENDERS_WAITING;
export const PRINTS_WAITING_PER_MEMBER = 8;

/** The turns of every print of the app: one queue, shared by the domains that print. */
export function createPrintTurns(): FairQueue {
  return createFairQueue({
    concurrency: PRINTS_AT_ONCE,
    perOwnerRunning: 1,
    perOwnerWaiting: PRINTS_WAITING_PER_MEMBER,
    maxWaiting: PRINTS_WAITING,
    busy: () => new HttpError(503, serverMessages.serverBusy),
  });
}
