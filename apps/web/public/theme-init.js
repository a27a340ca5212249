// Theme before first paint (see README "Theme without a flash"). A separate file, not an inline
// script, because the server's Content-Security-Policy allows scripts from 'self' only. It must
// resolve the preference exactly as src/lib/theme.ts does.
(function () {
  var pref = null;
  try {
    pref = window.localStorage.getItem('theme');
  } catch (e) {
    // Storage disabled: follow the system.
  }
  var dark =
    pref === 'dark' ||
    (pref !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.dataset.theme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
