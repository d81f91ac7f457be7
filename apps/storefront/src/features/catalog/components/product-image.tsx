import { type ImgHTMLAttributes, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/mibd/file/read_file/product/placeholder.png?width=300';

/** `/mibd/file/read_file/product/x.jpg` at a width the read-file call accepts. */
export const sized = (src: string, width: 100 | 300 | 400 | 500 | 600) =>
  `${src.split('?')[0]}?width=${width}`;

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
