import { useState } from 'react';
import { fallbackToPlaceholder, imageUrl } from '../../../lib/images.ts';
import { CampaignPicture } from '../../../components/ui/campaign-picture.tsx';
import { useLowData } from '../../../lib/low-data.ts';
import { fill } from '@ireti/shared/i18n';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('campaign/gallery', {
  pictureOf: '{title}: picture {n} of {total}',
  pictures: 'Pictures',
  show: params('Show picture {n}'),
});

/**
 * The campaign's pictures (spec §2, §9): the feature image first, as on its card and its link
 * preview, then the gallery's up to three. A phone downloads the 363×232 card size; larger
 * screens the original. In low-data mode the thumbnails are numbered buttons that download
 * nothing (decision 080): the chosen picture still shows only when tapped.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const t = useT(messages);
  const { on: lowData } = useLowData();
  const [index, setIndex] = useState(0);
  const shown = images.length ? images : [''];
  const current = shown[Math.min(index, shown.length - 1)]!;
  return (
    <div>
      <div className="overflow-hidden rounded-xl bg-slate-100">
        <CampaignPicture
          key={current}
          src={current || null}
          srcSet={current ? `${imageUrl(current, 'card')} 363w, ${imageUrl(current)} 1200w` : undefined}
          sizes="(min-width: 1024px) 720px, 100vw"
          alt={shown.length > 1 ? fill(t.pictureOf, { title, n: index + 1, total: shown.length }) : title}
          width={363}
          height={232}
          // The page's largest paint: asked for before the smaller files around it.
          fetchPriority={index === 0 ? 'high' : undefined}
          className="aspect-[363/232] w-full object-cover"
        />
      </div>
      {shown.length > 1 && (
        <ul className="mt-3 flex gap-3" aria-label={t.pictures}>
          {shown.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t.show({ n: i + 1 })}
                aria-pressed={i === index}
                className={`overflow-hidden rounded-lg ring-offset-2 ${i === index ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100'}`}
              >
                {lowData ? (
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 items-center justify-center bg-slate-200 text-sm font-semibold text-slate-700"
                  >
                    {i + 1}
                  </span>
                ) : (
                  <img
                    src={imageUrl(src, 'avatar')}
                    onError={fallbackToPlaceholder}
                    alt=""
                    width={60}
                    height={60}
                    className="h-14 w-14 object-cover sm:h-16 sm:w-16"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
