import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '@web/components/error-block';
import { PAGE_TIMEOUT_MS, PIECE_TIMEOUT_MS, trackLoad, type LoadStatus } from './lazy-timing';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyProps {
  /**
   * What shows while the chunk loads, in place of nothing and then the spinner: content of the same
   * size (a piece's static first state), so its arrival moves nothing.
   */
  fallback?: ReactNode;
}

/**
 * A lazily loaded component with the spec's timing: no spinner before 200 ms, an error with a retry
 * button after the time-out (60 s for a page, 120 s for a page piece). Unlike React.lazy, retry can
 * import again, and a module once loaded renders at once on the next visit.
 */
export type LazyComponent<P extends object> = ComponentType<P & LazyProps> & {
  /**
   * Loads the module now, so the component's next render draws it at once: the first screen rendered at build
   * time, and the one hydrated over it, must draw the page in their first pass rather than after an effect.
   */
  preload: () => Promise<void>;
};

export function lazyComponent<P extends object>(load: Loader<P>, timeoutMs: number): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;

  function LazyComponent({ fallback, ...rest }: P & LazyProps) {
    const props = rest as P;
    const { t } = useTranslation();
    const [status, setStatus] = useState<LoadStatus>(loaded ? 'ready' : 'waiting');
    const [attempt, setAttempt] = useState(0);
    const [, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);

    useEffect(() => {
      if (loaded) return;
      return trackLoad(
        load,
        { timeoutMs },
        {
          onStatus: setStatus,
          onReady: (module) => {
            loaded = module.default;
            setComponent(() => module.default);
          },
          onError: () => undefined,
        },
      );
    }, [attempt]);

    if (loaded) {
      const Loaded = loaded;
      return <Loaded {...props} />;
    }
    if (status === 'error') {
      return (
        <div className="lazy-status" role="alert">
          <ErrorBlock status="default" title={t('loadFailed.title')} description={t('loadFailed.description')}>
            <Button color="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          </ErrorBlock>
        </div>
      );
    }
    // Rendered content is never replaced by the spinner: a fallback stays until the chunk is in.
    if (fallback !== undefined) return fallback;
    if (status === 'spinner') {
      return (
        <div className="lazy-status" role="status" aria-live="polite">
          {/* DotLoading, not SpinLoading: the latter pulls the animation library onto the first screen. */}
          <DotLoading color="primary" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      );
    }
    return null;
  }
  const preload = async () => {
    loaded ??= (await load()).default;
  };
  return Object.assign(LazyComponent, { preload });
}

export const lazyPage = <P extends object>(load: Loader<P>) => lazyComponent(load, PAGE_TIMEOUT_MS);
export const lazyPiece = <P extends object>(load: Loader<P>) => lazyComponent(load, PIECE_TIMEOUT_MS);
