import { cardImage, placeholderImage } from '@portal/contract';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

export const PLACEHOLDER_IMAGE = placeholderImage(300);

/**
 * Asks for the first cards' pictures as soon as the results are known, before the screen's code
 * has rendered them (the largest paint of a list); the same srcset, so the cards reuse them.
 */
export function preloadCardImages(images: readonly string[]): void {
  if (typeof document === 'undefined') return;
  for (const image of images) {
    const { src, srcSet, sizes } = cardImage(image);
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(src)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = src;
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}

type ProductImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'onError'>;

/** A product picture that falls back to the placeholder when it cannot be loaded. */
export function ProductImage({ src, srcSet, alt = '', ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed !== null && failed === src;
  const ref = useRef<HTMLImageElement>(null);
  // A prerendered picture (decision 014) may have failed before the script took over the page,
  // when no error handler was listening yet.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailed(src ?? '');
  }, [src]);
  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={broken ? undefined : srcSet}
      onError={() => {
        if (!broken) setFailed(src ?? '');
      }}
    />
  );
}
