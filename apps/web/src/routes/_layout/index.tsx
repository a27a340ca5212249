import { currentUserQueryOptions } from '@vita/api';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Greeting, HomeLayout, HomeLoading } from '../../features/home/home-page';
import { useApi } from '../../lib/services';
import { titleHead } from '../../lib/page-title';

export const Route = createFileRoute('/_layout/')({
  head: titleHead('Dashboard'),
  component: HomeRoute,
});

/**
 * The home screen decides what the content is; a later onboarding status query slots in here
 * and shows its wizard instead of the greeting.
 */
function HomeRoute() {
  const api = useApi();
  const { data: user } = useQuery(currentUserQueryOptions(api));
  return (
    <HomeLayout>
      {user ? <Greeting name={user.full_name || user.email} /> : <HomeLoading />}
    </HomeLayout>
  );
}
