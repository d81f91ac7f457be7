import {
  type addToProject,
  type BrandCode,
  ErrorCode,
  Messages,
  type ProductCard,
  type ProductDetail,
  type ProjectLine,
  type ProjectRecord,
  projectNameProblem,
  WorkspaceMessages as W,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../catalog/catalog.service';
import type { CallerContext } from '../identity/caller-context';
import type { CustomersService } from './customers.service';
import type { ProjectRow, ProjectScope, ProjectsRepository } from './projects.repository';
import { designerAccess, workspaceAccess } from './workspace-access';

/** The catalogue as the workspace reads it: a product with prices by the viewer's role. */
export interface ProductLookup {
  productBySku(viewer: Viewer, sku: string): Promise<ProductDetail | null>;
  cardsBySku(viewer: Viewer, skus: string[]): Promise<ProductCard[]>;
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, W.projectNotFound);

const toRecord = (p: ProjectRow): ProjectRecord => ({
  ID: p.id,
  name: p.name,
  customer_id: p.customer_id,
  customer_name: p.customer_name,
  product_count: p.product_count,
  updated_at: new Date(p.updated_at).toISOString(),
});

const checkedName = (raw: string) => {
  const problem = projectNameProblem(raw);
  if (problem) throw new AppError(ErrorCode.BAD_REQUEST, `name: ${problem}`);
  return raw.trim();
};

/** Projects (tearsheets) of a designer's customers; a customer reads their own. */
export class ProjectsService {
  constructor(
    private readonly repo: ProjectsRepository,
    private readonly customers: CustomersService,
    private readonly catalog: ProductLookup,
  ) {}

  /** Where the caller reaches: designer side by owners (and the preset customer), or own. */
  private async scope(caller: CallerContext): Promise<ProjectScope & { readOnly: boolean }> {
    const access = workspaceAccess(caller);
    if (access.kind === 'customer')
      return { owners: null, customerId: access.customerId, readOnly: true };
    const { owners } = await this.customers.owners(caller);
    return { owners, customerId: access.only, readOnly: false };
  }

  /** A project the caller may change, or 40400 (foreign and guessed ids alike). */
  private async writable(caller: CallerContext, id: number) {
    designerAccess(caller);
    const scope = await this.scope(caller);
    const project = await this.repo.find(scope, id);
    if (!project) throw notFound();
    return project;
  }

  async customerProjects(caller: CallerContext, customerId?: number) {
    const scope = await this.scope(caller);
    if (!scope.readOnly) {
      const wanted = customerId ?? scope.customerId;
      if (!wanted) throw new AppError(ErrorCode.BAD_REQUEST, `customer_id: ${W.chooseCustomer}`);
      await this.customers.owned(caller, wanted);
      scope.customerId = wanted;
    }
    const rows = await this.repo.listForCustomer(scope);
    return { list: rows.map(toRecord), read_only: scope.readOnly };
  }

  async list(caller: CallerContext, q: { keyword: string; page: number; limit: number }) {
    const scope = await this.scope(caller);
    const { rows, total } = await this.repo.list(scope, q.keyword.trim(), q.page, q.limit);
    return { list: rows.map(toRecord), total };
  }

  async create(caller: CallerContext, rawName: string, customerId: number) {
    designerAccess(caller);
    const name = checkedName(rawName);
    const customer = await this.customers.owned(caller, customerId);
    const id = await this.repo.create(customer.owner_id, customer.id, name);
    if (id === null) throw new AppError(ErrorCode.BAD_REQUEST, `name: ${W.duplicateProject}`);
    return toRecord((await this.repo.find({ owners: null, customerId: customer.id }, id))!);
  }

  async rename(caller: CallerContext, id: number, rawName: string) {
    const project = await this.writable(caller, id);
    const name = checkedName(rawName);
    if (!(await this.repo.rename(id, project.customer_id, name)))
      throw new AppError(ErrorCode.BAD_REQUEST, `name: ${W.duplicateProject}`);
    return toRecord({ ...project, name, updated_at: new Date() });
  }

  async delete(caller: CallerContext, id: number) {
    await this.writable(caller, id);
    await this.repo.delete(id);
    return { deleted: true as const };
  }

  /** The project with its products, priced as the caller's mode allows on this brand's site. */
  async detail(caller: CallerContext, brand: BrandCode, id: number) {
    const scope = await this.scope(caller);
    const project = await this.repo.findWithLines(scope, id);
    if (!project) throw notFound();
    const viewer: Viewer = { brand, roles: caller.roles };
    const lines: ProjectLine[] = [];
    let total = 0;
    let priced = false;
    const rows = project.lines;
    // One statement for all the lines' products (a project can hold hundreds of lines).
    const cards = await this.catalog.cardsBySku(
      viewer,
      rows.map((line) => line.sku_number),
    );
    const bySku = new Map(cards.map((c) => [c.sku_number, c]));
    for (const line of rows) {
      const product = bySku.get(line.sku_number);
      const price = product?.product_price_about?.final_price;
      if (price !== undefined) {
        priced = true;
        total += price * line.buy_number;
      }
      lines.push({
        id: line.id,
        sku_number: line.sku_number,
        buy_number: line.buy_number,
        customizable_type: line.customizable_type,
        is_com: line.customizable_type === 4,
        product: product ?? null,
      });
    }
    return {
      ...toRecord(project),
      read_only: scope.readOnly,
      lines,
      ...(priced ? { total: Math.round(total * 100) / 100 } : {}),
    };
  }

  /** Spec 7 add_project: the product must be on this brand's site; adding again adds up. */
  async addProduct(
    caller: CallerContext,
    brand: BrandCode,
    body: z.output<typeof addToProject.body>,
  ) {
    const project = await this.writable(caller, body.project_id);
    const product = await this.catalog.productBySku(
      { brand, roles: caller.roles },
      body.sku_number,
    );
    if (!product) throw new AppError(ErrorCode.NOT_FOUND, Messages.productNotExist);
    if (product.availability === 'taken_down')
      throw new AppError(ErrorCode.BAD_REQUEST, Messages.productNoLongerAvailable);
    const type = (body.customizable_type ?? 0) as 0 | 1 | 2 | 3 | 4;
    await this.repo.addLine(project.id, product.sku_number, body.buy_number, type);
    return true;
  }

  async updateLine(caller: CallerContext, projectId: number, lineId: number, count: number) {
    await this.writable(caller, projectId);
    if (!(await this.repo.setLineCount(projectId, lineId, count))) throw notFound();
    return { updated: true as const };
  }
}
