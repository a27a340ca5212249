import { CV_STATUS_LABELS, type CvStatus } from '@vita/api';
import { Badge, type BadgeProps } from '@vita/ui';

/** The status's colour: a ready CV stands out, an archived one recedes. */
const variants: Record<CvStatus, BadgeProps['variant']> = {
  draft: 'info',
  ready: 'success',
  archived: 'neutral',
};

/** A CV's status as a badge with its label (the CVs table, the dashboard). */
export function CvStatusBadge({ status }: { status: CvStatus }) {
  return <Badge variant={variants[status]}>{CV_STATUS_LABELS[status]}</Badge>;
}
