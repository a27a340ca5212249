import type { BoardItem, BoardStage } from './Board';

// Example data of the board's stories and of its bench (bench/board-page.tsx): not exported
// from the package.

/** The stages of a job search, as an applications board shows them. */
export const exampleStages: BoardStage[] = [
  { id: 'saved', label: 'Saved', tone: 'neutral' },
  { id: 'applied', label: 'Applied', tone: 'info' },
  { id: 'interview', label: 'Interview', tone: 'warning' },
  { id: 'offer', label: 'Offer', tone: 'success' },
  { id: 'rejected', label: 'Rejected', tone: 'danger' },
  { id: 'withdrawn', label: 'Withdrawn', tone: 'neutral' },
];

/** Most cards wait in the first stages, as on a real board; every stage has some. */
const stageCycle = [0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 4, 5];
const roles = ['Data Engineer', 'Staff Nurse', 'Accountant'];

/**
 * `count` applications ("Data Engineer 1", "Staff Nurse 2", …), some without a company, a next
 * step, a date or a score, so every shape of card is among them.
 */
export function manyApplications(count: number): BoardItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    stageId: exampleStages[stageCycle[i % stageCycle.length]!]!.id,
    title: `${roles[i % roles.length]} ${i + 1}`,
    company: i % 4 === 0 ? null : 'Northwind Logistics',
    nextStep: i % 5 === 0 ? 'Follow up' : null,
    nextStepDate: i % 10 === 0 ? `2026-12-${String((i % 28) + 1).padStart(2, '0')}` : null,
    score: i % 7 === 0 ? 70 : null,
  }));
}
