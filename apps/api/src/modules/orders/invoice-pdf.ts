import {
  type OrderDetail,
  OrderStatusLabels,
  type ShippingMethod,
  ShippingMethodLabels,
} from '@portal/contract';
import PDFDocument from 'pdfkit';

// Only priced orders reach here (OrderQueriesService.invoiceOrder refuses the others).
const usd = (n = 0) => `$${n.toFixed(2)}`;

/** The printable invoice of an order (A4, pdfkit's built-in Helvetica). */
export const invoicePdf = (o: OrderDetail): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${o.order_number}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fontSize(20).text('Invoice', { align: 'left' });
    doc.moveDown(0.5).fontSize(10);
    doc.text(`Order number: ${o.order_number}`);
    doc.text(`Date: ${o.created_at.slice(0, 10)}`);
    doc.text(`Status: ${OrderStatusLabels[o.status]}`);
    doc.text(`Payment: ${o.payment_method} (${o.payment_state})`);
    doc.moveDown();
    const s = o.ship_to;
    doc
      .text('Ship to:')
      .text(
        `${s.full_name ?? ''}, ${s.street ?? ''}, ${s.city ?? ''}, ${s.state ?? ''} ${s.postal_code ?? ''}`,
      );
    doc.text(`Contact: ${s.contact_name ?? ''} ${s.phone ?? ''}`);
    doc.text(
      `Method: ${ShippingMethodLabels[o.shipping_method as ShippingMethod] ?? o.shipping_method}`,
    );
    if (o.waybill) doc.text(`Carrier: ${o.tracking_supplier ?? ''}, waybill ${o.waybill}`);
    doc.moveDown();
    doc.fontSize(11).text('Items');
    doc.fontSize(10);
    for (const i of o.items) {
      doc.text(
        `${i.sku_number}  ${i.name}${i.product_data_type === 2 ? ' (sample)' : ''}  ${i.count} x ${usd(i.unit_price)} = ${usd(i.line_total)}`,
      );
    }
    doc.moveDown();
    const rows: [string, number | undefined][] = [
      ['Subtotal', o.subtotal],
      ['Discount', -(o.discount ?? 0)],
      ['Shipping', o.shipping],
      ['Tax', o.tax],
      ['Processing fee', o.processing_fee],
      ['Total', o.total],
      ['Paid', o.amount_paid],
    ];
    for (const [label, value] of rows) doc.text(`${label}: ${usd(value)}`, { align: 'right' });
    doc.end();
  });
