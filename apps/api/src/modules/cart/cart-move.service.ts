import type { addToProject, BrandCode } from '@portal/contract';
import type { z } from 'zod';
import type { CallerContext } from '../identity/caller-context';
import type { CartService } from './cart.service';

/** What moving needs of the workspace's ProjectsService (spec 7 add_project). */
export interface ProjectAdder {
  addProduct(
    caller: CallerContext,
    brand: BrandCode,
    body: z.output<typeof addToProject.body>,
  ): Promise<unknown>;
}

/**
 * A cart line into a project: added there first (the project's own rules: the caller's, writable,
 * the product on this site), then taken out of the cart. A refused add leaves the cart as it was.
 */
export class CartMoveService {
  constructor(
    private readonly cart: CartService,
    private readonly projects: ProjectAdder,
  ) {}

  async moveToProject(caller: CallerContext, brand: BrandCode, lineId: number, projectId: number) {
    const line = await this.cart.ownLine(caller, brand, lineId);
    await this.projects.addProduct(caller, brand, {
      sku_number: line.sku_number,
      project_id: projectId,
      buy_number: line.count,
      customizable_type: line.customizable_type,
    });
    return this.cart.remove(caller, brand, [lineId]);
  }
}
