// Runs before the page paints: marks a dark theme on <html> so that a page rendered ahead
// of time (in the light theme) stays hidden until the app has drawn it dark. Mirrors
// src/theme/theme-mode.ts: stored `theme` of light, dark or system; light when none.
/* global window, document */
(function () {
  var preference = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    /* storage blocked: the default applies */
  }
  var dark = preference === 'dark' || (preference === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) {
    document.documentElement.dataset.theme = 'dark';
    document.documentElement.style.colorScheme = 'dark';
  }
})();
