import { currentUserQueryOptions, type UserPublic } from '@vita/api';
import { Heading, Skeleton, Tab, TabList, TabPanel, Tabs } from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { AppearanceTab } from './appearance-tab';
import { DangerZoneTab } from './danger-zone-tab';
import { PasswordTab } from './password-tab';
import { ProfileTab } from './profile-tab';
import { useApi } from '../../lib/services';
import { settingsTabs, type SettingsTab } from './tabs';
import * as styles from './settings.css';

export interface SettingsPageProps {
  /** The selected tab (kept in the URL so it survives reloads and can be linked). */
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
}

/** The tabs a user may see: superusers cannot delete their own account. */
function visibleTabs(user: Pick<UserPublic, 'is_superuser'>): SettingsTab[] {
  return user.is_superuser ? settingsTabs.filter((t) => t !== 'danger-zone') : [...settingsTabs];
}

export function SettingsPage({ tab, onTabChange }: SettingsPageProps) {
  const api = useApi();
  const { data: user } = useQuery(currentUserQueryOptions(api));

  return (
    <div className={styles.page}>
      <Heading level={1}>User Settings</Heading>
      {user ? (
        <SettingsTabs user={user} tab={tab} onTabChange={onTabChange} />
      ) : (
        <div className={styles.loading} aria-hidden="true">
          <Skeleton height={36} width={420} />
          <Skeleton height={160} />
        </div>
      )}
    </div>
  );
}

function SettingsTabs({ user, tab, onTabChange }: SettingsPageProps & { user: UserPublic }) {
  const tabs = visibleTabs(user);
  const selected = tabs.includes(tab) ? tab : 'my-profile';
  return (
    <Tabs selectedKey={selected} onSelectionChange={(key) => onTabChange(key as SettingsTab)}>
      <TabList aria-label="User settings">
        <Tab id="my-profile">My profile</Tab>
        <Tab id="password">Password</Tab>
        <Tab id="appearance">Appearance</Tab>
        {tabs.includes('danger-zone') ? <Tab id="danger-zone">Danger zone</Tab> : null}
      </TabList>
      <TabPanel id="my-profile">
        <ProfileTab user={user} />
      </TabPanel>
      <TabPanel id="password">
        <PasswordTab />
      </TabPanel>
      <TabPanel id="appearance">
        <AppearanceTab />
      </TabPanel>
      {tabs.includes('danger-zone') ? (
        <TabPanel id="danger-zone">
          <DangerZoneTab />
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
