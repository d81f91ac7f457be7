import { ErrorCode, CheckoutMessages as M } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CallerContext } from '../identity/caller-context';
import type { InvoiceRepository } from './invoice.repository';
import { buildInvoice } from './invoice-document';
import { invoicePdf } from './invoice-pdf';
import type { OrderQueriesService } from './order-queries.service';

/** The invoice PDF of an order, for a caller who may see what was paid (else 25010). */
export class InvoiceService {
  constructor(
    private readonly queries: OrderQueriesService,
    private readonly repo: InvoiceRepository,
  ) {}

  async pdf(caller: CallerContext, orderNumber: string): Promise<Buffer> {
    const order = await this.queries.invoiceOrder(caller, orderNumber);
    const party = await this.repo.party(order.order_number);
    if (!party) throw new AppError(ErrorCode.NOT_FOUND, M.orderNotFound);
    return invoicePdf(buildInvoice(order, party));
  }
}
