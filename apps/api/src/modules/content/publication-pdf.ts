import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import type { IssueProduct } from './publication.repository';

/** US Letter in points; products sit two across and three down. */
const PAGE = { w: 612, h: 792, margin: 48 } as const;
const COLS = 2;
const ROWS = 3;
const PER_PAGE = COLS * ROWS;
const INK = '#2b2622';
const MUTED = '#7a716a';

export interface IssueForPdf {
  brandName: string;
  host: string;
  title: string;
  subtitle: string;
  summary: string;
  published_on: string;
  /** Absolute path of the drawn cover (JPEG). */
  coverFile: string;
}

interface Chapter {
  name: string;
  products: IssueProduct[];
  firstPage: number;
}

/** Groups products by category (already ordered) and numbers each chapter's first page. */
export const chapters = (products: readonly IssueProduct[]): Chapter[] => {
  const out: Chapter[] = [];
  for (const p of products) {
    const last = out.at(-1);
    if (last?.name === p.category) last.products.push(p);
    else out.push({ name: p.category, products: [p], firstPage: 0 });
  }
  // Page 1 is the cover, page 2 the contents.
  let page = 3;
  for (const c of out) {
    c.firstPage = page;
    page += Math.ceil(c.products.length / PER_PAGE);
  }
  return out;
};

const inches = (v: string) => `${Number(v).toFixed(Number(v) % 1 ? 1 : 0)}"`;
export const dimensions = (p: Pick<IssueProduct, 'width' | 'length' | 'height'>): string =>
  `W ${inches(p.width)} × D ${inches(p.length)} × H ${inches(p.height)}`;

const monthYear = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Writes the issue as a PDF at `file`: cover, contents, then each category with its products
 * (picture, name, item number, dimensions, collection). No prices: visitors may download it.
 * `picture` answers a local file for a product image (a resized copy), or null.
 */
export const writeIssuePdf = async (
  file: string,
  issue: IssueForPdf,
  products: readonly IssueProduct[],
  picture: (image: string) => Promise<string | null>,
): Promise<void> => {
  const doc = new PDFDocument({
    size: [PAGE.w, PAGE.h],
    margin: PAGE.margin,
    autoFirstPage: false,
    info: {
      Title: `${issue.brandName}: ${issue.title}`,
      Subject: issue.subtitle,
      Author: issue.brandName,
      Creator: 'Trade furniture portal',
    },
  });
  const out = fs.createWriteStream(file);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(out);

  // Cover: the drawn scene across the page, the title on its dark band.
  doc.addPage({ margin: 0 });
  doc.image(issue.coverFile, 0, 0, { width: PAGE.w });
  doc
    .fillColor('#ffffff')
    .font('Helvetica')
    .fontSize(11)
    .text(issue.brandName.toUpperCase(), PAGE.margin, 44, { characterSpacing: 3 })
    .font('Helvetica-Bold')
    .fontSize(40)
    .text(issue.title, PAGE.margin, 70, { width: PAGE.w - 2 * PAGE.margin })
    .font('Helvetica')
    .fontSize(16)
    .text(issue.subtitle, { width: PAGE.w - 2 * PAGE.margin });
  inFooter(doc, () =>
    doc
      .fillColor(INK)
      .fontSize(10)
      .text(`${monthYear(issue.published_on)}  ·  ${issue.host}`, PAGE.margin, PAGE.h - 40, {
        lineBreak: false,
      }),
  );

  const parts = chapters(products);
  contentsPage(doc, issue, parts);
  let page = 3;
  for (const chapter of parts) {
    for (let i = 0; i < chapter.products.length; i += PER_PAGE) {
      doc.addPage();
      pageFrame(doc, issue, page++);
      doc
        .fillColor(INK)
        .font('Helvetica-Bold')
        .fontSize(20)
        .text(chapter.name, PAGE.margin, 72, { lineBreak: false });
      const slice = chapter.products.slice(i, i + PER_PAGE);
      for (const [n, product] of slice.entries()) {
        productCell(doc, product, n, await picture(product.image));
      }
    }
  }
  doc.end();
  await done;
};

function contentsPage(doc: PDFKit.PDFDocument, issue: IssueForPdf, parts: Chapter[]) {
  doc.addPage();
  pageFrame(doc, issue, 2);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(26).text('Contents', PAGE.margin, 80);
  doc.moveDown(0.4).font('Helvetica').fontSize(12).fillColor(MUTED).text(issue.summary);
  if (parts.length === 0) {
    doc.moveDown(1.2).fillColor(INK).fontSize(13).text('There are no products in this issue yet.');
    return;
  }
  // Fixed rows (no text flow, so a long list never spills onto a page of its own); two
  // columns when one would not fit.
  const top = doc.y + 24;
  const rows = Math.floor((PAGE.h - PAGE.margin - 16 - top) / 20);
  const columns = parts.length > rows ? 2 : 1;
  const gap = 28;
  const width = (PAGE.w - 2 * PAGE.margin - (columns - 1) * gap) / columns;
  for (const [i, part] of parts.slice(0, rows * columns).entries()) {
    const x = PAGE.margin + Math.floor(i / rows) * (width + gap);
    const y = top + (i % rows) * 20;
    doc.fillColor(INK).font('Helvetica').fontSize(11);
    doc.text(part.name, x, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.fillColor(MUTED).text(`${part.products.length} · p. ${part.firstPage}`, x, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc
      .moveTo(x, y + 15)
      .lineTo(x + width, y + 15)
      .lineWidth(0.5)
      .strokeColor('#ddd6cc')
      .stroke();
  }
}

/** Text below the bottom margin would make PDFKit start a new page: lift the margin meanwhile. */
function inFooter(doc: PDFKit.PDFDocument, write: () => void) {
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  write();
  doc.page.margins.bottom = bottom;
}

function pageFrame(doc: PDFKit.PDFDocument, issue: IssueForPdf, page: number) {
  inFooter(doc, () =>
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(`${issue.brandName.toUpperCase()}  ·  ${issue.title}`, PAGE.margin, 30, {
        characterSpacing: 1,
        lineBreak: false,
      })
      .text(`Trade prices for members at ${issue.host}   ${page}`, PAGE.margin, PAGE.h - 34, {
        width: PAGE.w - 2 * PAGE.margin,
        align: 'right',
        lineBreak: false,
      }),
  );
}

function productCell(
  doc: PDFKit.PDFDocument,
  p: IssueProduct,
  index: number,
  image: string | null,
) {
  const gap = 24;
  const cellW = (PAGE.w - 2 * PAGE.margin - gap) / COLS;
  const cellH = 205;
  const x = PAGE.margin + (index % COLS) * (cellW + gap);
  const y = 112 + Math.floor(index / COLS) * (cellH + 10);
  const imgH = 128;
  doc.rect(x, y, cellW, imgH).lineWidth(0.5).strokeColor('#e6e0d8').stroke();
  if (image)
    doc.image(image, x + 8, y + 4, {
      fit: [cellW - 16, imgH - 8],
      align: 'center',
      valign: 'center',
    });
  const textW = cellW;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(p.name, x, y + imgH + 8, { width: textW, height: 28, ellipsis: true });
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(`Item No. ${p.sku_number}`, x, y + imgH + 36, { width: textW, lineBreak: false })
    .text(dimensions(p), x, y + imgH + 49, { width: textW, lineBreak: false });
  if (p.collection)
    doc.text(`${p.collection} collection`, x, y + imgH + 62, { width: textW, lineBreak: false });
}
