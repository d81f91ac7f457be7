import { z } from 'zod';
import { Source, VisualizationAreas } from '../../constants';
import { callGroup } from '../call-group';
import { productCardSchema } from '../catalog/product-card';
import { VisualizationLimits } from './visualization-messages';

const { get, post } = callGroup('visualization');

/** Rectangle of spec 3 in the photo's pixels (the server clips it to the photo). */
export const rectSchema = z.object({
  width: z.number().min(0).max(100_000),
  height: z.number().min(0).max(100_000),
  top: z.number().min(-100_000).max(100_000),
  left: z.number().min(-100_000).max(100_000),
});

const sourceSchema = z
  .number()
  .int()
  .refine((s) => (Object.values(Source) as number[]).includes(s), 'Unknown source')
  .describe('1 detail, 2 start, 3 scheme details, 4 and 5 chat (spec 9)');

const uploadedSchema = z.object({
  file_name: z.string(),
  url: z.string().describe('read_file URL of the stored (re-encoded) photo'),
  width: z.number().int(),
  height: z.number().int(),
  image_code: z.string().nullable().describe('Photo Code a visitor redeems after signing in'),
  image_code_expire_time: z
    .string()
    .nullable()
    .describe('When the Photo Code stops working (ISO time; null without a code)'),
});

/**
 * Multipart field `file`: a landscape room photo (bmp, png, jpg, jpeg, webp; spec 5). The path
 * is not shown in the spec. Visitors get a Photo Code to redeem once signed in.
 */
export const uploadRoomPhoto = post(
  '/ca/ai/upload_image',
  'Upload a room photo (landscape; JPG, PNG, BMP or WEBP)',
  {
    val: uploadedSchema,
  },
);

/**
 * POST /ca/ai/visitor_image_by_code (spec 7): a Photo Code → the visitor's photo, which becomes
 * the caller's. Once, within `VisualizationLimits.photoCodeLifetimeHours`; else 'Error Code'.
 */
export const visitorImageByCode = post(
  '/ca/ai/visitor_image_by_code',
  'Redeem a Photo Code for the photo a visitor uploaded',
  {
    body: z.object({
      image_code: z
        .string()
        .trim()
        .max(VisualizationLimits.photoCodeLength)
        .transform((code) => code.toLowerCase()),
    }),
    val: uploadedSchema
      .omit({ image_code: true, image_code_expire_time: true })
      .extend({ filename: z.string() }),
  },
);

/** Official example rooms (up to 4, spec 9), each with its preset areas. Path ours. */
export const officialPictures = get('/ca/ai/official_pictures', 'Official example room photos', {
  val: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(VisualizationAreas),
        name: z.string(),
        image: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        areas: z.array(rectSchema),
      }),
    ),
  }),
});

/**
 * POST /ca/inpainting (spec 7: type, sku_number, file_name, source): starts an AI case and its
 * background render. `areas` are the drawn rectangles (an official example brings its own).
 */
export const inpainting = post(
  '/ca/inpainting',
  'Start a visualization (AI case) of a room photo',
  {
    body: z.object({
      type: z.enum(VisualizationAreas),
      source: sourceSchema,
      file_name: z
        .string()
        .regex(/^[a-f0-9]{32}\.(jpg|png)$/, 'Unknown file')
        .optional(),
      official_picture_id: z.number().int().positive().optional(),
      sku_number: z.string().trim().max(60).optional(),
      areas: z.array(rectSchema).max(VisualizationLimits.maxAreas).optional(),
      shade: z.boolean().default(true).describe('Draw the contact shadow'),
    }),
    val: z.object({ case_id: z.number().int() }),
  },
);

export const caseSummarySchema = z.object({
  case_id: z.number().int(),
  status: z.number().int().describe('0 generating, 1 complete, negative failed'),
  source: z.number().int(),
  type: z.enum(VisualizationAreas),
  file_src: z.string().describe('read_file URL of the room photo'),
  thumbnail: z.string().nullable().describe('First variant, low definition (complete cases)'),
  errmsg: z.string().nullable(),
  notified: z.boolean().describe('The outcome was already announced to the user'),
  create_time: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/** The caller's cases, newest first; `is_complete` 0 while any is generating (spec 7, not shown). */
export const aiCaseList = post('/ca/case/list', 'My Visualizations: the caller’s AI cases', {
  body: z.object({
    page: z.number().int().min(1).max(10_000).default(1),
    limit: z.number().int().min(1).max(48).default(12),
  }),
  val: z.object({
    case_list: z.array(caseSummarySchema),
    total: z.number().int(),
    is_complete: z.union([z.literal(0), z.literal(1)]),
  }),
});

export const caseVariantSchema = z.object({
  id: z.number().int(),
  is_update: z.number().int().describe('1 once the variant is rendered'),
  high_definition_image: z.string(),
  low_definition_image: z.string(),
  products: z.array(productCardSchema).describe('Products placed, priced by the caller’s role'),
});

/** POST /ca/case/detail {id} (spec 7): the case and its four variants. */
export const caseDetail = post(
  '/ca/case/detail',
  'One AI case with its variants and the products used',
  {
    needs: { prices: 'by-role' },
    body: z.object({ id: z.coerce.number().int().positive() }),
    val: caseSummarySchema.extend({ case_detail_list: z.array(caseVariantSchema) }),
  },
);

/**
 * POST /ca/inpainting_message ("as given", spec 7): the client says it announced a finished
 * case, so the notice shows once, in whichever tab polls first.
 */
export const inpaintingMessage = post(
  '/ca/inpainting_message',
  'Mark a finished case’s notice as shown',
  {
    body: z.object({ case_id: z.number().int().positive() }),
    val: z.object({ case_id: z.number().int(), notified: z.boolean() }),
  },
);

/** A photo or render of the caller's own (path ours): the stored JPEG, private to its owner. */
export const caseImage = get(
  '/ca/ai/image/:file_name',
  'A room photo or rendered variant of the caller',
  {
    contentType: 'image/jpeg',
    params: z.object({ file_name: z.string().regex(/^[a-f0-9]{32}(-low)?\.jpg$/, 'Unknown file') }),
  },
);
