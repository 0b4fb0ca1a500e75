// Runs before the first paint (a classic script in <head>; the CSP allows no inline script): sets the
// attribute that antd-mobile and styles/tokens.css read, from the stored choice (key "theme":
// auto | light | dark, written by src/lib/theme.ts) or else the system's prefers-color-scheme.
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('theme');
  } catch {
    /* storage blocked: follow the system */
  }
  var dark = choice === 'dark' || (choice !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-prefers-color-scheme', dark ? 'dark' : 'light');
})();
