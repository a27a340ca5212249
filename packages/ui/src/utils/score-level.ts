export type ScoreLevel = 'strong' | 'fair' | 'weak';

/** The level of a 0–100 match score: strong at 75 or more, fair from 50 to 74, weak under 50. */
export function scoreLevel(score: number): ScoreLevel {
  if (score >= 75) return 'strong';
  if (score >= 50) return 'fair';
  return 'weak';
}
