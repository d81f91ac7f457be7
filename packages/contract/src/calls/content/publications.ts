import { z } from 'zod';
import { callGroup } from '../call-group';

const { get } = callGroup('content');

/** Magazines (seasonal, one room each) and e-catalogues (the range, or one category). */
export const PublicationKinds = ['magazine', 'catalog'] as const;
export type PublicationKind = (typeof PublicationKinds)[number];

/** The read-file block the covers are drawn into (DATA_DIR/files/publication). */
export const PUBLICATION_COVER_BLOCK = 'publication';

export const publicationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PublicationKinds),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  summary: z.string(),
  /** Cover picture: a file of the `publication` read-file block. */
  cover: z.string(),
  published_on: z.string().describe('YYYY-MM-DD'),
  /** Products the issue prints (issues with none are not listed). */
  product_count: z.number().int(),
  /** Where the PDF opens (GET, application/pdf). */
  pdf_url: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/**
 * GET /mibd/content/publication_list?kind= (magazines and eCatalog screens; not shown in the
 * spec): this brand's issues, newest first.
 */
export const publicationList = get(
  '/mibd/content/publication_list',
  "This brand's magazines or e-catalogues, newest first",
  {
    querystring: z.object({ kind: z.enum(PublicationKinds).default('magazine') }),
    val: z.object({ list: z.array(publicationSchema) }),
  },
);

/**
 * GET /mibd/content/publication_pdf/{id}.pdf: the issue as a PDF drawn from the catalogue
 * (cover, contents, products with picture, name, item number and dimensions; no prices).
 * Answers application/pdf, or the error envelope for an issue this brand does not have.
 */
export const publicationPdf = get(
  '/mibd/content/publication_pdf/:file',
  'An issue as a PDF drawn from the catalogue (application/pdf)',
  {
    contentType: 'application/pdf',
    params: z.object({
      file: z.string().regex(/^\d{1,9}\.pdf$/, 'Unknown issue'),
    }),
  },
);

export const publicationPdfUrl = (id: number): string => `/mibd/content/publication_pdf/${id}.pdf`;
