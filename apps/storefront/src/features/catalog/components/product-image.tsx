import { type ImgHTMLAttributes, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/mibd/file/read_file/product/placeholder.png?width=300';

/** `/mibd/file/read_file/product/x.jpg` at a width the read-file call accepts. */
export const sized = (src: string, width: 100 | 300 | 400 | 500 | 600) =>
  `${src.split('?')[0]}?width=${width}`;

/** The picture of a product card: 300 or 400 px wide by the slot and the screen's density. */
export const cardImage = (image: string) => ({
  src: sized(image, 300),
  srcSet: `${sized(image, 300)} 300w, ${sized(image, 400)} 400w`,
  sizes: '(max-width: 40em) 50vw, (max-width: 75em) 33vw, 300px',
});

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
  return (
    <img
      {...rest}
      alt={alt}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={broken ? undefined : srcSet}
      onError={() => {
        if (!broken) setFailed(src ?? '');
      }}
    />
  );
}
