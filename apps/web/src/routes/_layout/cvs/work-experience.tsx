import { profileQueryOptions } from '@vita/api';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileSectionPage } from '../../../features/profile/section-page';
import { titleHead } from '../../../lib/page-title';
import { startQuery } from '../../../lib/route-data';

export const Route = createFileRoute('/_layout/cvs/work-experience')({
  head: titleHead('Work Experience'),
  loader: ({ context: { queryClient, api } }) => startQuery(queryClient, profileQueryOptions(api)),
  component: () => <ProfileSectionPage part="work-experience" />,
});
