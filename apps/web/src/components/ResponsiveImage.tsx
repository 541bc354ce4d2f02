import { imageSrcSet } from '@mariner/contracts/constants';
import type { ComponentProps } from 'react';

type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string;
  /** How wide the image is drawn, for the browser to pick a variant, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
};

/**
 * An uploaded auction image with its stored widths as `srcset` (decision 13), lazy by default so a
 * list of twelve cards downloads only what is on screen.
 */
export function ResponsiveImage({ src, sizes, loading = 'lazy', alt, ...props }: ResponsiveImageProps) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      loading={loading}
      decoding="async"
      alt={alt}
      {...props}
    />
  );
}
