import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SettingsPage } from '../../features/settings/settings-page';
import { settingsTabs } from '../../features/settings/tabs';
import { titleHead } from '../../lib/page-title';

const searchSchema = z.object({
  tab: z.enum(settingsTabs).optional().catch(undefined),
});

export const Route = createFileRoute('/_layout/settings')({
  head: titleHead('User Settings'),
  validateSearch: searchSchema,
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
