import { type LegalDocument, type LegalFigures, years } from './legal-types';

export const warrantyPolicy = ({ warranty: w, policy: p }: LegalFigures): LegalDocument => ({
  title: 'Warranty',
  intro:
    'Our furniture is built to last. This warranty covers defects in materials and workmanship under normal residential use.',
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
      heading: 'Making a claim',
      paragraphs: [
        `Submit a claim from After-Sales with photos (up to 10, JPG or PNG). Customer service is available ${p.phoneSupportHours}.`,
        `Natural variation of up to ${p.dyeLotPercent}% between dye lots is not a defect.`,
      ],
    },
  ],
});
