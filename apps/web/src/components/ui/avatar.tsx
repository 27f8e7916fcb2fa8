import { fallbackToPlaceholder, imageUrl } from '../../lib/images.ts';

/**
 * A person's or organisation's picture, the one look the person, volunteer, organisation and
 * profile cards share: the 60 px variant up to 60 px, the 100 px one above (spec §8 sizes), the
 * placeholder when it is missing or fails. Size and shape come from `className`.
 */
export function Avatar({
  src,
  size,
  alt = '',
  lazy = false,
  className,
}: {
  src: string | null | undefined;
  size: number;
  alt?: string;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      src={imageUrl(src, size <= 60 ? 'avatar' : 'profile')}
      onError={fallbackToPlaceholder}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={`shrink-0 object-cover ${className}`}
    />
  );
}
