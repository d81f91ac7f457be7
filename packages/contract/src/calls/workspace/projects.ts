import { z } from 'zod';
import { Limits } from '../../constants';
import { callGroup } from '../call-group';
import { productCardSchema } from '../catalog/product-card';
import { keywordPageBody, pagedList } from '../common-shapes';

const { post } = callGroup('workspace');

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** Bounded a little above the rule so that the API answers the spec's message, not a schema error. */
const projectName = z
  .string()
  .max(Limits.projectNameMaxChars * 4)
  .default('');

/** Project (spec 3: ID, name, customer_id), with what the lists show. */
export const projectRecord = z.object({
  ID: z.number().int(),
  name: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  product_count: z.number().int(),
  updated_at: z.string(),
});
export type ProjectRecord = z.infer<typeof projectRecord>;

/** POST /mibd/customerFavourite/customer_project_list (spec 7): one customer's projects. */
export const customerProjectList = post(
  '/mibd/customerFavourite/customer_project_list',
  "One customer's projects (a customer: their own, read only)",
  {
    body: z.object({ customer_id: id.optional() }),
    val: z.object({ list: z.array(projectRecord), read_only: z.boolean() }),
  },
);

/** Ours: every project of the designer's customers, newest first, searched by name. */
export const projectList = post('/mibd/projectDetail/index/list', "The designer's projects", {
  body: keywordPageBody(),
  val: pagedList(projectRecord),
});

/** POST /mibd/projectDetail/index/create (spec 7: name, customer_id). */
export const createProject = post(
  '/mibd/projectDetail/index/create',
  'Create a project for a customer',
  {
    body: z.object({ name: projectName, customer_id: id }),
    val: projectRecord,
  },
);

/** Ours: rename a project (same rules as create). */
export const renameProject = post('/mibd/projectDetail/index/rename', 'Rename a project', {
  body: z.object({ project_id: id, name: projectName }),
  val: projectRecord,
});

/** Ours: delete a project and its lines. */
export const deleteProject = post('/mibd/projectDetail/index/delete', 'Delete a project', {
  body: z.object({ project_id: id }),
  val: z.object({ deleted: z.literal(true) }),
});

/** A project line: the product as the caller's mode may see it (null when no longer listed). */
export const projectLine = z.object({
  id: z.number().int(),
  sku_number: z.string(),
  buy_number: z.number().int(),
  customizable_type: z.number().int(),
  /** customizable_type 4: customer's own material. */
  is_com: z.boolean(),
  product: productCardSchema.nullable(),
});
export type ProjectLine = z.infer<typeof projectLine>;

/** Ours: a project with its products. */
export const projectDetail = post(
  '/mibd/projectDetail/index/detail',
  'A project with its products',
  {
    needs: { tag: 'designer_project', prices: 'by-role' },
    body: z.object({ project_id: id }),
    val: projectRecord.extend({
      read_only: z.boolean(),
      lines: z.array(projectLine),
      /** Sum of shown prices x quantity; absent when the mode shows no price. */
      total: z.number().optional(),
    }),
  },
);

/** POST /mibd/productList/add_project (spec 7; customizable_type sent for COM only). */
export const addToProject = post('/mibd/productList/add_project', 'Add a product to a project', {
  body: z.object({
    sku_number: z.string().trim().min(1).max(64),
    project_id: id,
    buy_number: z.coerce.number().int().min(1).max(999).default(1),
    customizable_type: z.coerce.number().int().min(0).max(4).optional(),
  }),
  val: z.boolean(),
});

/** Ours: change a line's quantity; 0 removes the line. */
export const updateProjectLine = post(
  '/mibd/projectDetail/index/update_line',
  "Change a project line's quantity (0 removes it)",
  {
    body: z.object({
      project_id: id,
      line_id: id,
      buy_number: z.coerce.number().int().min(0).max(999),
    }),
    val: z.object({ updated: z.literal(true) }),
  },
);
