import type { Slide } from '@contracts/frontpage/home';
import { Swiper } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '@web/lib/motion';
import { SlideLink } from './slide-link';

/**
 * The carousel (a lazy piece). It turns by itself unless the player prefers reduced motion, and has a
 * pause button (WCAG 2.2.2: moving content can be stopped). Slides other than the current one are
 * hidden from assistive technology.
 */
export default function SlideshowSwiper({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('lobby');
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [current, setCurrent] = useState(0);
  return (
    <div className="lobby-swiper">
      <Swiper
        autoplay={playing}
        autoplayInterval={4000}
        loop
        onIndexChange={setCurrent}
        indicatorProps={{ className: 'lobby-swiper-dots' }}
      >
        {slides.map((slide, index) => (
          <Swiper.Item key={slide.id}>
            <div
              aria-hidden={index !== current}
              role="group"
              aria-roledescription={t('slides.slide')}
              aria-label={t('slides.position', { n: index + 1, total: slides.length })}
            >
              <SlideLink slide={slide} hidden={index !== current}>
                <img
                  src={slide.image}
                  alt={slide.title}
                  width={750}
                  height={225}
                  className="lobby-slide-img"
                  loading={index === 0 ? 'eager' : 'lazy'}
                />
              </SlideLink>
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
      <button
        type="button"
        className="lobby-swiper-pause"
        aria-label={playing ? t('slides.pause') : t('slides.play')}
        onClick={() => setPlaying((p) => !p)}
      >
        <span aria-hidden="true" className={playing ? 'lobby-icon-pause' : 'lobby-icon-play'} />
      </button>
    </div>
  );
}
