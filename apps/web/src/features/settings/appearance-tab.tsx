import { Radio, RadioGroup } from '@vita/ui';
import { useTheme } from '../../lib/services';
import { themePreferences, useThemePreference, type ThemePreference } from '../../lib/theme';
import * as styles from './settings.css';

const labels: Record<ThemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

export function AppearanceTab() {
  const [preference, setPreference] = useThemePreference(useTheme());
  return (
    <section className={styles.section}>
      <RadioGroup
        label="Appearance"
        description="Choose how Vita looks on this device."
        value={preference}
        onChange={(value) => setPreference(value as ThemePreference)}
      >
        {themePreferences.map((value) => (
          <Radio key={value} value={value}>
            {labels[value]}
          </Radio>
        ))}
      </RadioGroup>
    </section>
  );
}
