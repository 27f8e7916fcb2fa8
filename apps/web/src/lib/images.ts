import { ImagePrefix, type ImageSize } from '@ireti/shared/constants';

export const PLACEHOLDER = '/placeholder.svg';

/**
 * The URL of an image at one of the spec's sizes: the API gives the original's URL, and the
 * variants sit beside it with a prefix on the file name (363_232_ cards, 100_100_ profile,
 * 60_60_ avatars). A missing image falls back to the placeholder (spec §8).
 */
export function imageUrl(url: string | null | undefined, size: ImageSize = 'original'): string {
  if (!url) return PLACEHOLDER;
  const prefix = ImagePrefix[size];
  if (!prefix) return url;
  const i = url.lastIndexOf('/');
  return `${url.slice(0, i + 1)}${prefix}${url.slice(i + 1)}`;
}

/** onError handler for <img>: swap to the placeholder once. */
export function fallbackToPlaceholder(e: React.SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
}
