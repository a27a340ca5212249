import {
  applicationsSummaryQueryOptions,
  currentUserQueryOptions,
  cvFilesQueryOptions,
  cvsQueryOptions,
  errorMessage,
  onboardingQueryOptions,
  profileQueryOptions,
} from '@vita/api';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Dashboard } from '../../features/home/dashboard';
import { Greeting, HomeError, HomeLayout, HomeLoading } from '../../features/home/home-page';
import { OnboardingWizard } from '../../features/profile/onboarding-wizard';
import { titleHead } from '../../lib/page-title';
import { startQuery } from '../../lib/route-data';
import { useApi } from '../../lib/services';

export const Route = createFileRoute('/_layout/')({
  head: titleHead('Dashboard'),
  loader: ({ context: { queryClient, api } }) => {
    startQuery(queryClient, onboardingQueryOptions(api));
    startQuery(queryClient, profileQueryOptions(api));
  },
  component: HomeRoute,
});

/**
 * Home: the onboarding wizard while the user has not finished it (the step is the server's, so
 * leaving and coming back resumes it), else the greeting above the dashboard.
 */
function HomeRoute() {
  const api = useApi();
  const user = useQuery(currentUserQueryOptions(api));
  const status = useQuery(onboardingQueryOptions(api));
  // Whether this screen showed the wizard before: then the dashboard arrives in its place.
  const [onboarded, setOnboarded] = useState(false);
  if (status.data?.needs_onboarding && !onboarded) setOnboarded(true);
  if (user.error || status.error) {
    return (
      <HomeLayout>
        <HomeError message={errorMessage(user.error ?? status.error)} />
      </HomeLayout>
    );
  }
  if (!user.data || !status.data) {
    return (
      <HomeLayout>
        <HomeLoading />
      </HomeLayout>
    );
  }
  if (status.data.needs_onboarding) {
    return (
      <HomeLayout>
        <OnboardingWizard user={user.data} step={status.data.state.current_step} />
      </HomeLayout>
    );
  }
  return (
    <HomeLayout>
      <Greeting name={user.data.full_name || user.data.email} arrived={onboarded} />
      <SignedInDashboard />
    </HomeLayout>
  );
}

function SignedInDashboard() {
  const api = useApi();
  const profile = useQuery(profileQueryOptions(api));
  const cvs = useQuery(cvsQueryOptions(api, 1));
  const files = useQuery(cvFilesQueryOptions(api));
  const applications = useQuery(applicationsSummaryQueryOptions(api));
  return (
    <Dashboard
      profile={profile.data}
      cvs={cvs.data}
      files={files.data}
      applications={applications.data}
    />
  );
}
