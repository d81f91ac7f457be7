import { z } from 'zod';
import { DEFAULT_IMAGE_WIDTH, ImageWidths } from '../constants';
import { callGroup } from './call-group';

const { get } = callGroup('files');

/**
 * The read-file path of spec 7 ("block id, optional width/height, file name"). The spec does not
 * show the path; ours is `GET /mibd/file/read_file/{block_id}/{file_name}?width=&height=`.
 * Answers the image itself (not an envelope), resized, cached and marked immutable; a missing
 * file answers the placeholder image so broken images never show.
 */
export const readFile = get(
  '/mibd/file/read_file/:block_id/:file_name',
  'Read an image, resized to a standard width',
  {
    contentType: 'image/*',
    params: z.object({
      block_id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Unknown block'),
      file_name: z.string().regex(/^[A-Za-z0-9_.-]{1,120}$/, 'Unknown file'),
    }),
    querystring: z.object({
      width: z.coerce
        .number()
        .int()
        .refine((w) => (ImageWidths as readonly number[]).includes(w), {
          message: `width must be one of ${ImageWidths.join(', ')}`,
        })
        .default(DEFAULT_IMAGE_WIDTH),
      height: z.coerce.number().int().min(1).max(2000).optional(),
    }),
  },
);

export const imageUrl = (block: string, file: string, width?: number): string =>
  `/mibd/file/read_file/${encodeURIComponent(block)}/${encodeURIComponent(file)}${
    width ? `?width=${width}` : ''
  }`;
