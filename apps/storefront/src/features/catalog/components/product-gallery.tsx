import { sizedImage } from '@portal/contract';
import { type KeyboardEvent, useState } from 'react';
import { useSwipe } from '../hooks/use-swipe';
import { CatalogTexts } from './catalog-texts';
import classes from './product-gallery.module.css';
import { ProductImage } from './product-image';

interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

/**
 * The product's pictures: the chosen one large, thumbnails below. Arrow keys step through them
 * when the gallery has focus, and a swipe over a quarter of the width does on touch screens.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const swipe = useSwipe(go);
  const current = images[index] ?? images[0] ?? '';

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={classes.gallery}
      aria-roledescription="carousel"
      aria-label={CatalogTexts.gallery}
      onKeyDown={onKeyDown}
    >
      <div
        className={classes.stage}
        {...swipe}
        tabIndex={count > 1 ? 0 : undefined}
        data-testid="gallery-stage"
        data-index={index}
      >
        <ProductImage
          className={classes.image}
          src={sizedImage(current, 600)}
          srcSet={`${sizedImage(current, 400)} 400w, ${sizedImage(current, 600)} 600w`}
          sizes="(max-width: 62em) 100vw, 600px"
          width={600}
          height={450}
          alt={`${name} (${index + 1}/${count || 1})`}
          fetchPriority={index === 0 ? 'high' : undefined}
          draggable={false}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={classes.prev}
              onClick={() => go(-1)}
              aria-label={CatalogTexts.previousImage}
            >
              ‹
            </button>
            <button
              type="button"
              className={classes.next}
              onClick={() => go(1)}
              aria-label={CatalogTexts.nextImage}
            >
              ›
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={classes.thumbs}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={classes.thumb}
                aria-label={CatalogTexts.showImage(i + 1, count)}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
              >
                <ProductImage
                  src={sizedImage(src, 100)}
                  width={100}
                  height={75}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
