// Runs before the app so the first paint already has the right theme (no light flash in dark mode).
// Keep the storage key and values in step with src/lib/theme.ts.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem('hireproof-theme');
  } catch (_error) {
    // Storage can be blocked (private mode, policies); fall back to the system scheme.
  }
  const systemDark = Boolean(window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  const dark = stored === 'dark' || (stored !== 'light' && systemDark);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
