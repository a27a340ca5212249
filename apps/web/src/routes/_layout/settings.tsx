import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/settings-page';
import { settingsTabs, type SettingsTab } from '../../features/settings/tabs';
import { titleHead } from '../../lib/page-title';
import { oneOf } from '../../lib/search-params';

export const Route = createFileRoute('/_layout/settings')({
  head: titleHead('User Settings'),
  validateSearch: (search: { tab?: SettingsTab } & SearchSchemaInput) => ({
    tab: oneOf(settingsTabs, search.tab),
  }),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SettingsPage
      tab={tab ?? 'my-profile'}
      // Switching tabs is not a new page: replace the history entry.
      onTabChange={(next) =>
        navigate({ search: { tab: next === 'my-profile' ? undefined : next }, replace: true })
      }
    />
  );
}
