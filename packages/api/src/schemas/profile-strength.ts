import type { Profile } from './profile';

/** Where in the profile a missing piece is filled in. */
export type ProfilePart =
  'basic-info' | 'work-experience' | 'education' | 'skills' | 'certifications' | 'projects';

export interface ProfileCheck {
  id: string;
  /** What a complete profile has, as a to-do ("Add your work experience"). */
  label: string;
  part: ProfilePart;
  done: boolean;
  /** How much this counts towards the strength (they add up to 100). */
  weight: number;
}

/** Recruiters scan for a handful of skills; fewer reads as a gap. */
export const SKILLS_FOR_A_STRONG_PROFILE = 5;
/** A summary shorter than this says little about the person. */
export const SUMMARY_MIN_LENGTH = 80;

/**
 * What a strong profile has, each check with its weight: the reading of a recruiter (title,
 * experience and skills first, then education, a summary, links, projects and certifications).
 * The dashboard shows it as a checklist; the assistant reviews a profile by the same checks.
 */
export function profileChecks(profile: Profile): ProfileCheck[] {
  const info = profile.basic_info;
  const summary = info?.professional_summary?.trim() ?? '';
  return [
    {
      id: 'basic-info',
      label: 'Add your professional title and location',
      part: 'basic-info',
      done: Boolean(info),
      weight: 20,
    },
    {
      id: 'summary',
      label: 'Write a professional bio of a few sentences',
      part: 'basic-info',
      done: summary.length >= SUMMARY_MIN_LENGTH,
      weight: 10,
    },
    {
      id: 'contact',
      label: 'Add a phone number and a LinkedIn, GitHub, portfolio or other link',
      part: 'basic-info',
      done: Boolean(
        info?.phone &&
        (info.linkedin_url || info.github_url || info.portfolio_url || info.links?.length),
      ),
      weight: 5,
    },
    {
      id: 'work-experience',
      label: 'Add your work experience',
      part: 'work-experience',
      done: profile.work_experiences.length > 0,
      weight: 25,
    },
    {
      id: 'education',
      label: 'Add your education',
      part: 'education',
      done: profile.education_history.length > 0,
      weight: 15,
    },
    {
      id: 'skills',
      label: `List at least ${SKILLS_FOR_A_STRONG_PROFILE} skills`,
      part: 'skills',
      done: profile.skills.length >= SKILLS_FOR_A_STRONG_PROFILE,
      weight: 15,
    },
    {
      id: 'projects',
      label: 'Show a project you are proud of',
      part: 'projects',
      done: profile.projects.length > 0,
      weight: 5,
    },
    {
      id: 'certifications',
      label: 'Add a certification or licence',
      part: 'certifications',
      done: profile.certifications.length > 0,
      weight: 5,
    },
  ];
}

/** The profile's strength from 0 to 100: the weights of the checks it passes. */
export function profileStrength(checks: readonly ProfileCheck[]): number {
  return checks.reduce((sum, check) => sum + (check.done ? check.weight : 0), 0);
}
