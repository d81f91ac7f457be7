import { days, type LegalDocument, type LegalFigures, percent, years } from './legal-types';

export const warrantyPolicy = ({
  warranty: w,
  policy: p,
  limits: l,
}: LegalFigures): LegalDocument => ({
  title: 'Warranty',
  updated: '2026-12-07',
  intro:
    'Our furniture is built to last. This limited warranty covers defects in materials and workmanship under normal residential use, for the original purchaser, from the date of delivery.',
  sections: [
    {
      heading: 'Coverage',
      paragraphs: [
        `Case goods: ${years(w.caseGoodsYears)}.`,
        `Upholstery frames: ${years(w.upholsteryFrameYears)}.`,
        `Spring systems: ${years(w.springSystemYears)}.`,
        `Cushions: ${years(w.cushionsYears)}.`,
        `Fabric and leather: ${years(w.fabricAndLeatherYears)}.`,
      ],
    },
    {
      heading: 'What is not covered',
      paragraphs: [
        'Normal wear, fading, misuse, commercial use of residential pieces, and damage from moisture, heat or improper cleaning. COM fabrics are warranted by their supplier, not by us.',
        `Natural variation of up to ${percent(p.dyeLotPercent)} between dye lots, and the grain and markings of natural wood and leather, are not defects.`,
      ],
    },
    {
      heading: 'Making a claim',
      paragraphs: [
        `Submit a claim from After-Sales with the order number and up to ${Math.max(...l.serviceImageCounts)} photos (JPG or PNG). Damage found on delivery must be reported within ${days(p.claimDays)}. Customer service is available ${p.phoneSupportHours}.`,
        'We repair or replace the defective part or piece, or refund it where neither is possible. A repair or replacement does not extend the original warranty period.',
      ],
    },
  ],
});
