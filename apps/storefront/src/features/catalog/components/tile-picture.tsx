import { ProductImage } from './product-image';

/** A category tile's 4:3 picture (lazy); the frame stays when there is no picture (`null`). */
export function TilePicture({ src, className }: { src: string | null; className?: string }) {
  return (
    <span className={className}>
      {src !== null && <ProductImage src={src} width={300} height={225} alt="" loading="lazy" />}
    </span>
  );
}
