import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '@web/lib/i18n';
import { DemoSlot } from '@web/demo/demo-slot';
import { IS_DEMO } from '@web/demo/is-demo';
import { useSession } from '@web/lib/use-session';
import { MoneyNewsWatch } from './money-news-watch';
import { DailyGreetingSlot } from './daily-greeting-slot';
import { PendingMoneyWatch } from './pending-money-watch';
import { ProtectionPromptsSlot } from './protection-prompts-slot';
import { WorldBadgeSlot } from './world-badge-slot';
import type { createAppRouter } from './router';

interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

export const antdLocale = (lang: string) => (lang === 'zh_hans' ? zhCN : enUS);

export function App({ queryClient, router }: AppProps) {
  const { lang } = useSession();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale(lang)}>
        <QueryClientProvider client={queryClient}>
          <PendingMoneyWatch />
          <DailyGreetingSlot />
          <RouterProvider router={router} />
          <MoneyNewsWatch router={router} />
          <ProtectionPromptsSlot router={router} />
          <WorldBadgeSlot />
          {/* Only the demo build (vite build --mode demo) has it: elsewhere IS_DEMO is false and the slot is dead code. */}
          {IS_DEMO && <DemoSlot />}
        </QueryClientProvider>
      </ConfigProvider>
    </I18nextProvider>
  );
}
