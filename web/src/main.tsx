import { setDefaultConfig } from 'antd-mobile';
import { StrictMode } from 'react';
import { antdLocale, App } from './app/app';
import { takeOver } from './first-screen/take-over';
import { createAppRouter } from './app/router';
import { installAppBehaviour } from './lib/app-behaviour';
import { i18nReady } from './lib/i18n';
import { bindLanguage } from './lib/language';
import { createQueryClient } from './lib/query';
import { session } from './lib/session';
import { scheduleUpdateCheck } from './lib/update-schedule';
import { followSystemTheme } from './lib/theme';
import { apiReady } from './demo/is-demo';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  // Imperative Toast/Dialog read antd-mobile's default config, not the ConfigProvider.
  setDefaultConfig({ locale: antdLocale(session.get().lang) });
  bindLanguage((lang) => {
    setDefaultConfig({ locale: antdLocale(lang) });
    // Server content (menus, names, messages) comes in the request's language.
    void queryClient.invalidateQueries();
  });
  installAppBehaviour();
  // public/theme.js set the theme before the first paint; from here on it follows the system's switch.
  followSystemTheme();
  scheduleUpdateCheck();

  // The first render waits for the language's strings (one small chunk, preloaded by index.html), so
  // no key ever flashes; it renders even if they failed, rather than leave the screen blank. index.html already shows
  // the first screen the build rendered (src/first-screen/): a visitor's home is hydrated, anything else drawn over.
  void i18nReady.finally(() =>
    takeOver(
      root,
      queryClient,
      router,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
}

// The static demo's API is a service worker: the router's first loaders and every query wait for it.
void apiReady(container).then(() => start(container));
