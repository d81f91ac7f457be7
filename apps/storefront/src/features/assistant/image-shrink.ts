/** Formats of spec 5 and their messages. */
export const PHOTO_TYPES = ['image/bmp', 'image/png', 'image/jpeg', 'image/jpg', 'image/webp'];
export const PhotoMessages = {
  format: 'Upload the photo in JPG, PNG, BPM, or WEBP format',
  landscape: 'Please select the image taken in landscape orientation',
} as const;

/** The longest side sent to Cara: enough for a palette, small enough for the JSON body. */
const MAX_SIDE = 800;

/**
 * Checks a room photo (format, landscape) and shrinks it to a JPEG data URL. Rejects with the
 * spec's message.
 */
export async function shrinkPhoto(file: File): Promise<string> {
  if (!PHOTO_TYPES.includes(file.type)) throw new Error(PhotoMessages.format);
  const bitmap = await createImageBitmap(file);
  if (bitmap.width < bitmap.height) throw new Error(PhotoMessages.landscape);
  const scale = Math.min(1, MAX_SIDE / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.8);
}
