import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Renders its children once a feature namespace (lib/i18n.ts FEATURE_NAMESPACES) is loaded in the current
 * language: its strings come with the feature's pages, not in the first screen's language chunk. Without
 * a Suspense boundary in the app, the wait is a render of nothing (a chunk of a few kB on top of the page's).
 */
export function FeatureStrings({ ns, children }: { ns: string; children: ReactNode }) {
  const { ready } = useTranslation(ns, { useSuspense: false });
  return ready ? <>{children}</> : null;
}
