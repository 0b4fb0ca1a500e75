// Runs right after index.html's first-screen templates, before the first paint (a classic script: the CSP allows no
// inline script). Puts into #root the template that fits what this device has stored: the home (a visitor's is
// hydrated by main.tsx, a player's drawn over), or the frame of a tab page or of any other page (a deep link never
// flashes the lobby); in the stored language, else the browser's, as src/lib/session.ts decides. #root's
// data-first-screen and data-lang tell main.tsx which one is on screen. Kept in step with the build's templates by
// scripts/vite/first-screen.ts; plain ES5 and defensive, since it runs before anything else.
(function () {
  try {
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
    var hash = location.hash.replace(/^#/, '');
    var kind =
      hash === '' || hash === '/' || hash === '/pages/tabbarPages/home/index'
        ? 'home'
        : hash.indexOf('/pages/tabbarPages/') === 0
          ? 'tabs'
          : 'page';
    var template = document.getElementById('first-screen-' + kind + '-' + lang);
    if (!root || !template || !template.content) return;
    root.appendChild(template.content.cloneNode(true));
    root.setAttribute('data-first-screen', kind === 'home' ? (stored('token') ? 'player' : 'visitor') : kind);
    root.setAttribute('data-lang', lang);
    document.documentElement.lang = lang === 'zh_hans' ? 'zh-Hans' : 'en';
  } catch {
    /* no first screen: the app renders as it comes */
  }
})();
