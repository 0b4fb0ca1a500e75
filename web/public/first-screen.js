// Runs right after index.html's first-screen templates, before the first paint (a classic script: the CSP allows no
// inline script). Puts into #root the template that fits what this device has stored: a page the build rendered
// whole (the home, the login for a visitor, the slots tab; a visitor's home is hydrated by main.tsx, anything else
// drawn over), or the frame of a tab page or of any other page (a deep link never flashes the lobby); in the stored
// language, else the browser's, as src/lib/session.ts decides. #root's data-first-screen (which template),
// data-first-screen-player (a token is stored) and data-lang tell main.tsx and the styles what is on screen. Kept in
// step with the templates of scripts/vite/first-screen.ts (web/src/first-screen/render.tsx's FIRST_PAGES); plain
// ES5 and defensive, since it runs before anything else.
(function () {
  try {
    // The static demo's pictures and answers come from its service worker: a page it does not control yet (the first
    // visit, a hard reload) draws nothing before the app, rather than pictures that would not load.
    var script = document.currentScript;
    if (script && script.hasAttribute('data-needs-worker') && !(navigator.serviceWorker && navigator.serviceWorker.controller)) return;
    var root = document.getElementById('root');
    var stored = function (key) {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    };
    var asked = (stored('lang') || '').toLowerCase().replace('-', '_');
    var browser = (navigator.language || '').toLowerCase().indexOf('zh') === 0 ? 'zh_hans' : 'en';
    var lang = asked ? (asked === 'zh_hans' ? 'zh_hans' : 'en') : browser;
    var player = !!stored('token');
    var hash = location.hash.replace(/^#/, '');
    var kind =
      hash === '' || hash === '/' || hash === '/pages/tabbarPages/home/index'
        ? 'home'
        : hash === '/pages/userPages/login' && !player
          ? 'login'
          : hash === '/pages/tabbarPages/home/dz'
            ? 'dz'
            : hash.indexOf('/pages/tabbarPages/') === 0
              ? 'tabs'
              : 'page';
    var template = document.getElementById('first-screen-' + kind + '-' + lang);
    if (!root || !template || !template.content) return;
    root.appendChild(template.content.cloneNode(true));
    root.setAttribute('data-first-screen', kind);
    if (player) root.setAttribute('data-first-screen-player', '');
    // Only a visitor's home is hydrated (its links and buttons are the app's once it is). Anything else is drawn
    // over: until then it is a picture, so it takes no taps or typing that would be lost (the app clears it).
    if (kind !== 'home' || player) {
      root.setAttribute('inert', '');
      root.setAttribute('aria-disabled', 'true');
    }
    root.setAttribute('data-lang', lang);
    document.documentElement.lang = lang === 'zh_hans' ? 'zh-Hans' : 'en';
  } catch {
    /* no first screen: the app renders as it comes */
  }
})();
