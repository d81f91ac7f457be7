import { Policy } from '@portal/contract';
import PDFDocument from 'pdfkit';
import type { Invoice } from './invoice-document';

type Doc = PDFKit.PDFDocument;

const INK = '#1d1b19';
const MUTED = '#6b6560';
const RULE = '#d9d4cc';
const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
/** Lowest a line may start: the footer sits below it. */
const BOTTOM = 770;

/** Columns of the lines table: x, width, alignment. */
const COLS = {
  sku: [LEFT, 78, 'left'],
  name: [LEFT + 82, 150, 'left'],
  finish: [LEFT + 236, 96, 'left'],
  qty: [LEFT + 336, 30, 'right'],
  unit: [LEFT + 370, 60, 'right'],
  amount: [LEFT + 432, WIDTH - 432, 'right'],
} as const;
type Col = keyof typeof COLS;
const HEAD: Record<Col, string> = {
  sku: 'SKU',
  name: 'Item',
  finish: 'Finish',
  qty: 'Qty',
  unit: 'Unit price',
  amount: 'Amount',
};

const cell = (doc: Doc, col: Col, text: string, y: number) => {
  const [x, width, align] = COLS[col];
  doc.text(text, x, y, { width, align });
};

function header(doc: Doc, inv: Invoice): number {
  const s = inv.seller;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(s.colour);
  doc.text(s.wordmark, LEFT, 48, { width: 300, lineBreak: false });
  doc
    .fillColor(INK)
    .fontSize(20)
    .text('INVOICE', LEFT + 300, 50, { width: WIDTH - 300, align: 'right' });
  doc.rect(LEFT, 80, WIDTH, 3).fill(s.colour);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(s.legalName, LEFT, 94);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [s.street, s.cityLine, s.phone, s.email]) doc.text(line, LEFT);

  const meta: [string, string][] = [
    ['Invoice number', inv.number],
    ['Invoice date', inv.date],
    ['Order number', inv.orderNumber],
    ['Due', inv.due],
  ];
  meta.forEach(([label, value], i) => {
    const y = 94 + i * 14;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, 330, y, { width: 90 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, 420, y, { width: RIGHT - 420, align: 'right' });
  });
  return 170;
}

function parties(doc: Doc, inv: Invoice, top: number): number {
  let bottom = top;
  for (const [title, lines, x] of [
    ['BILL TO', inv.billTo, LEFT],
    ['SHIP TO', inv.shipTo, 300],
  ] as const) {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(inv.seller.colour).text(title, x, top);
    doc.font('Helvetica').fontSize(9.5).fillColor(INK);
    lines.forEach((line, i) => {
      if (i === 0) doc.font('Helvetica-Bold');
      doc.text(line, x, undefined, { width: 240 });
      if (i === 0) doc.font('Helvetica');
    });
    bottom = Math.max(bottom, doc.y);
  }
  let y = bottom + 14;
  doc.fontSize(9).fillColor(INK);
  for (const [label, value] of [
    ['Terms', inv.terms],
    ['Payment', inv.payment],
    ['Shipping', inv.shippingMethod],
  ]) {
    doc.font('Helvetica-Bold').text(`${label}:`, LEFT, y, { width: 60 });
    doc.font('Helvetica').text(value ?? '', LEFT + 60, y, { width: WIDTH - 60 });
    y = doc.y + 2;
  }
  return y + 12;
}

function tableHead(doc: Doc, inv: Invoice, y: number): number {
  doc.rect(LEFT, y, WIDTH, 18).fill(inv.seller.colour);
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('#ffffff');
  for (const col of Object.keys(COLS) as Col[]) cell(doc, col, HEAD[col], y + 5);
  return y + 24;
}

function lines(doc: Doc, inv: Invoice, top: number): number {
  let y = tableHead(doc, inv, top);
  doc.font('Helvetica').fontSize(9);
  for (const line of inv.lines) {
    const h = Math.max(
      doc.heightOfString(line.name, { width: COLS.name[1] }),
      doc.heightOfString(line.finish || ' ', { width: COLS.finish[1] }),
      doc.heightOfString(line.sku, { width: COLS.sku[1] }),
    );
    if (y + h > BOTTOM) {
      // A second page when the lines overflow, its table headed again.
      doc.addPage();
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      doc.text(`${inv.number} (continued)`, LEFT, 50);
      y = tableHead(doc, inv, 68);
    }
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    for (const col of Object.keys(COLS) as Col[])
      cell(doc, col, line[col === 'amount' ? 'amount' : col], y);
    y += h + 5;
    doc
      .moveTo(LEFT, y - 2)
      .lineTo(RIGHT, y - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return y + 8;
}

function ensureRoom(doc: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return 50;
}

function totals(doc: Doc, inv: Invoice, top: number): number {
  let y = ensureRoom(doc, top, inv.totals.length * 15 + 6);
  for (const [label, amount] of inv.totals) {
    const strong = label === 'Total' || label === 'Balance due';
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 10 : 9)
      .fillColor(INK);
    doc.text(label, 320, y, { width: 125, align: 'right' });
    doc.text(amount, 450, y, { width: RIGHT - 450, align: 'right' });
    y += 15;
  }
  return y + 14;
}

function remittance(doc: Doc, inv: Invoice, top: number) {
  const r = inv.seller.remit;
  const rows: [string, string][] = [
    ['Pay to', r.accountName],
    ['Bank', r.bank],
    ['ABA routing', r.routing],
    ['Account', r.account],
    ['Reference', inv.number],
  ];
  let y = ensureRoom(doc, top, 30 + rows.length * 13 + 30);
  doc.rect(LEFT, y, WIDTH, 1).fill(RULE);
  y += 8;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(inv.seller.colour);
  doc.text('REMITTANCE: BANK TRANSFER OR ACH', LEFT, y);
  y += 14;
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, LEFT, y, { width: 80 });
    doc.fillColor(INK).text(value, LEFT + 80, y, { width: WIDTH - 80 });
    y += 13;
  }
  doc.moveDown(0.6).fontSize(8.5).fillColor(MUTED);
  doc.text(
    `Please quote the invoice number with your payment. Past-due balances carry interest of ${Policy.lateInterestPercentPerMonth}% per month. Questions: ${inv.seller.phone}, ${inv.seller.email}.`,
    LEFT,
    undefined,
    { width: WIDTH },
  );
}

/** The printable invoice of an order (A4, pdfkit's built-in Helvetica), as buildInvoice wrote it. */
export const invoicePdf = (inv: Invoice): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      bufferPages: true,
      info: { Title: `Invoice ${inv.number}`, Author: inv.seller.legalName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const y = lines(doc, inv, parties(doc, inv, header(doc, inv)));
    remittance(doc, inv, totals(doc, inv, y));

    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i += 1) {
      doc.switchToPage(range.start + i);
      // Below the bottom margin: without this pdfkit would start a new page for the footer.
      doc.page.margins.bottom = 0;
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      doc.text(
        `${inv.seller.legalName} · ${inv.number} · Page ${i + 1} of ${range.count}`,
        LEFT,
        800,
        { width: WIDTH, align: 'center', lineBreak: false },
      );
    }
    doc.end();
  });
