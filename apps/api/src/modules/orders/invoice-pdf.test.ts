import { Sellers } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/fixtures/pdf-text';
import type { Invoice } from './invoice-document';
import { invoicePdf } from './invoice-pdf';

const invoice = (lineCount: number): Invoice => ({
  seller: Sellers.JC,
  number: 'INV-20261207-ABCDEF',
  orderNumber: 'SO-20261207-ABCDEF',
  date: 'Dec 7, 2026',
  due: 'Jan 6, 2027',
  terms: 'Net 30',
  payment: 'Net 30 terms',
  shippingMethod: 'White glove',
  billTo: ['Studio North', '1 Elm St', 'Raleigh, NC 27601'],
  shipTo: ['Rae Studio', '12 Market St', 'High Point, NC 27260'],
  lines: Array.from({ length: lineCount }, (_, i) => ({
    sku: `JC-LINE-${String(i + 1).padStart(3, '0')}`,
    name: i % 3 ? 'Hampton Chesterfield Sofa' : 'Montclair Walnut Dining Table with two leaves',
    finish: 'Antique walnut',
    qty: '2',
    unit: '$1,100.00',
    amount: '$2,200.00',
  })),
  totals: [
    ['Subtotal', '$88,000.00'],
    ['Total', '$88,000.00'],
    ['Amount paid', '$0.00'],
    ['Balance due', '$88,000.00'],
  ],
  balance: 88000,
});

/** Page objects in the file (pdfkit writes them uncompressed). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;

describe('invoice PDF', () => {
  it('fits a short order on one page', async () => {
    const pdf = await invoicePdf(invoice(3));
    expect(pageCount(pdf)).toBe(1);
    const runs = pdfText(pdf).split('\n');
    expect(runs).toContain(`${Sellers.JC.legalName} · INV-20261207-ABCDEF · Page 1 of 1`);
    expect(runs).toContain('JC-LINE-003');
  });

  it('carries lines that overflow to a second page, its table headed again, and every line printed', async () => {
    const pdf = await invoicePdf(invoice(40));
    expect(pageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    const runs = text.split('\n');
    expect(runs).toContain(`${Sellers.JC.legalName} · INV-20261207-ABCDEF · Page 2 of 2`);
    expect(runs).toContain('INV-20261207-ABCDEF (continued)');
    expect(runs.filter((r) => r === 'Unit price')).toHaveLength(2);
    for (let i = 1; i <= 40; i += 1)
      expect(runs).toContain(`JC-LINE-${String(i).padStart(3, '0')}`);
    // The totals and remittance come after the last line.
    expect(runs.indexOf('Balance due')).toBeGreaterThan(runs.indexOf('JC-LINE-040'));
    expect(runs.indexOf('Pay to')).toBeGreaterThan(runs.indexOf('Balance due'));
  });
});
