import type { Slide } from '@contracts/frontpage/home';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPiece } from '@web/lib/lazy-page';
import { useSession } from '@web/lib/use-session';
import { afterFirstScreen } from '@web/lib/after-first-screen';
import { slidesQuery } from '@web/api/frontpage/get-slideshow-list';
import { QueryState } from '@web/components/query-state';
import { SlideLink } from './slide-link';

// The Swiper brings antd-mobile's animation library (~17 kB gzip): it arrives after the first paint,
// which shows the first banner as a plain image of the same size.
const SlideshowSwiper = lazyPiece(() => import('./slideshow-swiper'));

function FirstSlide({ slide }: { slide: Slide }) {
  return (
    <SlideLink slide={slide}>
      <img src={slide.image} alt={slide.title} width={750} height={225} className="lobby-slide-img" fetchPriority="high" />
    </SlideLink>
  );
}

/** The home banners (frontpage/getSlideshowList); each leads to a promotion, a game or a page. */
export function Slideshow() {
  const { t } = useTranslation('lobby');
  const slides = useQuery(slidesQuery(useSession()));
  const [swiperWanted, setSwiperWanted] = useState(false);
  useEffect(() => {
    if (!slides.data || slides.data.length < 2) return;
    // After the first paint and the page's own requests: the carousel is not what the player came for.
    return afterFirstScreen(() => setSwiperWanted(true));
  }, [slides.data]);

  return (
    <QueryState
      query={slides}
      label={t('slides.label')}
      loading={
        <div className="lobby-slides" aria-busy="true" aria-label={t('slides.label')}>
          <Skeleton animated className="lobby-slide-skeleton" />
        </div>
      }
      // No banners or no answer: the lobby works without them, so nothing takes their place.
      failure={() => null}
      empty={null}
    >
      {(all) =>
        all[0] && (
          <section className="lobby-slides" aria-label={t('slides.label')} aria-roledescription={t('slides.carousel')}>
            {swiperWanted ? <SlideshowSwiper slides={all} fallback={<FirstSlide slide={all[0]} />} /> : <FirstSlide slide={all[0]} />}
          </section>
        )
      }
    </QueryState>
  );
}
