import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, type ApplicationStage } from '@vita/api';
import { StageBadge, type BoardStage, type StageTone } from '@vita/ui';

/** Each stage's colour: open stages in calm tones, an offer green, a rejection red. */
export const stageTones: Record<ApplicationStage, StageTone> = {
  saved: 'neutral',
  applied: 'info',
  interview: 'warning',
  offer: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** The board's columns: the contract's stages, in its order, with their labels and tones. */
export const boardStages: BoardStage[] = APPLICATION_STAGES.map((stage) => ({
  id: stage,
  label: APPLICATION_STAGE_LABELS[stage],
  tone: stageTones[stage],
}));

/** An application's stage by its label, in its tone (the applications screens and the dashboard). */
export function ApplicationStageBadge({ stage }: { stage: ApplicationStage }) {
  return <StageBadge tone={stageTones[stage]}>{APPLICATION_STAGE_LABELS[stage]}</StageBadge>;
}
