import type { BrandCode } from './brands';

/**
 * Who sells on each brand site, as an invoice names them (issue 34): the seller's legal name,
 * address and contacts, the colour its wordmark is printed in (the brand's primary colour in
 * apps/storefront/src/brands/<slug>/brand.json, checked by sellers.test.ts) and where payment
 * is remitted. Addresses, phones (555) and accounts are sample values (decision 050).
 */
export interface Seller {
  legalName: string;
  /** Printed as the logo: the brand's name in its colour. */
  wordmark: string;
  colour: `#${string}`;
  street: string;
  cityLine: string;
  phone: string;
  email: string;
  remit: { bank: string; accountName: string; routing: string; account: string };
}

const bank = (accountName: string, account: string) => ({
  bank: 'Piedmont Commerce Bank, High Point, NC',
  accountName,
  routing: '053100850',
  account,
});

export const Sellers: Record<BrandCode, Seller> = {
  HOM: {
    legalName: 'Home of the Group Trade, Inc.',
    wordmark: 'HOME OF THE GROUP',
    colour: '#3a5f82',
    street: '200 Market Square Drive',
    cityLine: 'High Point, NC 27260',
    phone: '(336) 555-0100',
    email: 'receivables@hom.example',
    remit: bank('Home of the Group Trade, Inc.', '7001 2200 100'),
  },
  CA: {
    legalName: 'Caracole Furniture, LLC',
    wordmark: 'CARACOLE',
    colour: '#8a6d3e',
    street: '410 Gatewood Avenue',
    cityLine: 'High Point, NC 27262',
    phone: '(336) 555-0140',
    email: 'receivables@caracole.example',
    remit: bank('Caracole Furniture, LLC', '7001 2200 140'),
  },
  CA_DEALER: {
    legalName: 'Caracole Furniture, LLC (Dealer Sales)',
    wordmark: 'CARACOLE DEALER',
    colour: '#7b5236',
    street: '410 Gatewood Avenue',
    cityLine: 'High Point, NC 27262',
    phone: '(336) 555-0141',
    email: 'dealer.receivables@caracole.example',
    remit: bank('Caracole Furniture, LLC', '7001 2200 141'),
  },
  ROWE: {
    legalName: 'Rowe Furniture Company',
    wordmark: 'ROWE',
    colour: '#9b3b2c',
    street: '2121 Gardner Street',
    cityLine: 'Elliston, VA 24087',
    phone: '(540) 555-0160',
    email: 'receivables@rowe.example',
    remit: bank('Rowe Furniture Company', '7001 2200 160'),
  },
  JC: {
    legalName: 'Jonathan Charles Fine Furniture, Inc.',
    wordmark: 'JONATHAN CHARLES',
    colour: '#2f5a48',
    street: '1300 Prospect Street',
    cityLine: 'High Point, NC 27260',
    phone: '(336) 555-0180',
    email: 'receivables@jonathancharles.example',
    remit: bank('Jonathan Charles Fine Furniture, Inc.', '7001 2200 180'),
  },
  ART: {
    legalName: 'A.R.T. Furniture, Inc.',
    wordmark: 'A.R.T. FURNITURE',
    colour: '#ac572b',
    street: '333 Hamilton Street',
    cityLine: 'High Point, NC 27260',
    phone: '(336) 555-0120',
    email: 'receivables@artfurniture.example',
    remit: bank('A.R.T. Furniture, Inc.', '7001 2200 120'),
  },
  FFD: {
    legalName: 'Flash Furniture Deals, LLC',
    wordmark: 'FLASH DEALS',
    colour: '#d4304f',
    street: '77 Commerce Place',
    cityLine: 'Thomasville, NC 27360',
    phone: '(336) 555-0190',
    email: 'orders@flashdeals.example',
    remit: bank('Flash Furniture Deals, LLC', '7001 2200 190'),
  },
};

/** The invoice of an order: its number follows from the order's (SO-… → INV-…), never stored. */
export const invoiceNumberOf = (orderNumber: string) => orderNumber.replace(/^SO-/, 'INV-');
