import {
  messages,
  PROFILE_SECTIONS,
  profileQueryOptions,
  type Profile,
  type ProfileSection,
} from '@vita/api';
import { Skeleton, Text } from '@vita/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useApi } from '../../lib/services';
import { showSuccessToast } from '../../lib/toasts';
import { formEntries } from './entries';
import { BasicInfoSectionForm, SectionForm, type FormButtons } from './section-forms';
import { basicInfoStart, useBasicInfoEditor } from './use-basic-info-editor';
import { useSectionEditor } from './use-section-editor';
import * as styles from './section-page.css';

/** Which part of the profile a CV section page edits. */
export type ProfilePage = 'basic-info' | ProfileSection;

/**
 * A CV section page: the same form as the wizard's step, over what is saved. Back returns to the
 * CVs; a save stays on the page and says so.
 */
export function ProfileSectionPage({ part }: { part: ProfilePage }) {
  const api = useApi();
  const navigate = useNavigate();
  const profile = useQuery(profileQueryOptions(api));
  if (profile.error) {
    return (
      <Text role="alert" className={styles.error}>
        {profile.error.message}
      </Text>
    );
  }
  if (!profile.data)
    return <Skeleton className={styles.loading} aria-label="Loading your profile" />;
  const nothingSaved =
    part === 'basic-info'
      ? !profile.data.basic_info
      : profile.data[PROFILE_SECTIONS[part].key].length === 0;
  const buttons: FormButtons = {
    saveLabel: 'Save',
    busyLabel: nothingSaved ? 'Creating...' : 'Saving...',
    onBack: () => void navigate({ to: '/cvs' }),
  };
  const onSaved = () => showSuccessToast(messages.profileUpdated);
  return (
    <div className={styles.page}>
      {part === 'basic-info' ? (
        <BasicInfoPage profile={profile.data} buttons={buttons} onSaved={onSaved} />
      ) : (
        <SectionPage section={part} profile={profile.data} buttons={buttons} onSaved={onSaved} />
      )}
    </div>
  );
}

interface PageProps {
  profile: Profile;
  buttons: FormButtons;
  onSaved: () => void;
}

function BasicInfoPage({ profile, buttons, onSaved }: PageProps) {
  const editor = useBasicInfoEditor(basicInfoStart(profile.basic_info), { onSaved });
  return <BasicInfoSectionForm editor={editor} buttons={buttons} />;
}

function SectionPage({
  section,
  profile,
  buttons,
  onSaved,
}: PageProps & { section: ProfileSection }) {
  const editor = useSectionEditor(section, { entries: formEntries(section, profile) }, { onSaved });
  return <SectionForm section={section} editor={editor} buttons={buttons} />;
}
