import type { ImageWidths } from './constants';

// Kept apart from calls/read-file.ts: the storefront's first screens use these, and that
// module's zod schema would pull zod into them.

/** A read-file picture path (`/mibd/file/read_file/product/x.jpg`) at one of the allowed widths. */
export const sizedImage = (src: string, width: (typeof ImageWidths)[number]) =>
  `${src.split('?')[0]}?width=${width}`;

/** Slot width of a list card: half a phone, a third of a tablet, else 300 px. */
export const CARD_IMAGE_SIZES = '(max-width: 40em) 50vw, (max-width: 75em) 33vw, 300px';

/**
 * The picture of a product card, 300 or 400 px wide by the slot and the screen's density. The
 * server's preload of a list's first pictures uses it too, so the card finds them in the cache.
 */
export const cardImage = (image: string) => ({
  src: sizedImage(image, 300),
  srcSet: `${sizedImage(image, 300)} 300w, ${sizedImage(image, 400)} 400w`,
  sizes: CARD_IMAGE_SIZES,
});

/**
 * The placeholder picture (the read-file block answers it for any missing file too), for an
 * image that fails to load.
 */
export const placeholderImage = (width: (typeof ImageWidths)[number]) =>
  sizedImage('/mibd/file/read_file/product/placeholder.png', width);
