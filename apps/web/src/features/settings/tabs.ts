/**
 * The tabs of User Settings, as the `tab` search parameter names them. Apart from the screen so
 * that the route can validate its search without loading the screen's code.
 */
export const settingsTabs = ['my-profile', 'password', 'appearance', 'danger-zone'] as const;
export type SettingsTab = (typeof settingsTabs)[number];
