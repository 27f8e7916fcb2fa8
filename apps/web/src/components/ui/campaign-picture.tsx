import { useState } from 'react';
import type { ImageSize } from '@ireti/shared/constants';
import { fallbackToPlaceholder, imageUrl } from '../../lib/images.ts';
import { useLowData } from '../../lib/low-data.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('shell/campaign-picture', {
  tapToShow: 'Tap to show picture',
  picture: 'campaign picture',
});

/** The caller's classes less those that size the picture's box (a placeholder is a slim strip). */
const withoutBoxSize = (className: string) =>
  className
    .split(/\s+/)
    .filter((c) => !/^(?:[a-z0-9]+:)?(?:aspect-|h-|min-h-|max-h-)/.test(c))
    .join(' ');

/**
 * A campaign's picture (a card, the gallery, a thank-you or an update picture). In low-data mode
 * (lib/low-data.ts) it is not downloaded until tapped, and then only at its smallest size; until
 * then it is a slim strip (issue 26: a full-height empty box made a list of cards a long scroll of
 * grey), so a person reads more of the page on one screen.
 */
export function CampaignPicture({
  src,
  size = 'card',
  srcSet,
  sizes,
  alt,
  width,
  height,
  className = '',
  loading,
  fetchPriority,
  label,
}: {
  src: string | null | undefined;
  size?: ImageSize;
  /** Larger variants for a normal connection (left out in low-data mode). */
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** `high` for the picture that is the page's largest paint (the campaign page's first picture). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** What the picture shows, for the "show picture" button when `alt` is empty (a decorative card picture). */
  label?: string;
}) {
  const t = useT(messages);
  const { on } = useLowData();
  const [shown, setShown] = useState(false);
  if (on && src && !shown)
    return (
      <button
        type="button"
        onClick={(e) => {
          // A card is a link: showing its picture is not opening it.
          e.preventDefault();
          e.stopPropagation();
          setShown(true);
        }}
        // Above a card's stretched link, so the tap shows the picture rather than open the campaign.
        className={`relative z-10 flex min-h-12 w-full items-center justify-center bg-slate-200 py-2 text-sm font-semibold text-slate-700 ${withoutBoxSize(className)}`}
        data-low-data-placeholder=""
      >
        <span className="flex items-center gap-2 rounded-full bg-white/80 px-3 py-1.5">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 16 5-5 4 4 3-3 6 6" />
          </svg>
          {t.tapToShow}
          <span className="sr-only">: {alt || label || t.picture}</span>
        </span>
      </button>
    );
  return (
    <img
      src={imageUrl(src, size)}
      srcSet={on ? undefined : srcSet}
      sizes={on ? undefined : sizes}
      onError={fallbackToPlaceholder}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      className={className}
    />
  );
}
