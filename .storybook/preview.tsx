import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
// Stories render on the same page reset as the app, which opts in to it too (loaded first, as
// the app does, so the components' own rules come after it).
import '../packages/ui/src/theme/reset.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { darkThemeClass, lightThemeClass, toastQueue, vars } from '../packages/ui/src';

// A route story waits on its route's code and on several mocked requests (a CV's export page reads
// the CV and the profile, then draws its previews) before what its play function looks for is
// there. Under a loaded CI machine that passes findBy's default 1 s; a found element still resolves
// at once, so only a failing story waits the whole 10 s.
configure({ asyncUtilTimeout: 10_000 });

// The test runner's checks (axe and a screenshot in each theme) come after a story's play
// function; on a loaded machine they outlast a toast's 4 s timer, which would close the toast in
// the middle of them. The runner stops the timers first, as hovering the toasts does
// (.storybook/test-runner.ts).
declare global {
  interface Window {
    __vitaHoldToasts?: () => void;
  }
}
window.__vitaHoldToasts = () => toastQueue.pauseAll();

type ThemeName = 'light' | 'dark';

const themeClasses: Record<ThemeName, string> = { light: lightThemeClass, dark: darkThemeClass };

function ThemeRoot({ theme, children }: { theme: ThemeName; children: React.ReactNode }) {
  // Layout effect: the class is on <html> before the browser paints (and before the test
  // runner's screenshot), and portals (dialogs, popovers, toasts) inherit it from there.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightThemeClass, darkThemeClass);
    root.classList.add(themeClasses[theme]);
    root.dataset.theme = theme;
    document.body.style.backgroundColor = vars.color.background;
    document.body.style.color = vars.color.foreground;
  }, [theme]);
  return <>{children}</>;
}

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeRoot theme={theme}>
      <Story />
    </ThemeRoot>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    // The CI runner checks serious/critical axe violations itself (axe-playwright); the
    // built-in gate fails on every impact level, so the panel only runs on demand here.
    a11y: { manual: true },
  },
  decorators: [withTheme],
  loaders: [mswLoader()],
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
