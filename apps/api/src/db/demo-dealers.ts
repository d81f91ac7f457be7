import { count } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Database } from './database';
import { dealers } from './schema';

// Furniture markets across the US; a showroom or two in each (demo data, deterministic).
const MARKETS = [
  '27260',
  '27101',
  '28202',
  '27601',
  '30305',
  '33131',
  '32801',
  '33602',
  '37203',
  '35203',
  '70130',
  '75201',
  '77002',
  '78701',
  '73102',
  '80202',
  '85004',
  '87102',
  '84101',
  '89109',
  '90048',
  '92101',
  '94103',
  '95814',
  '97205',
  '98101',
  '83702',
  '59601',
  '55401',
  '53202',
  '60654',
  '46204',
  '48226',
  '43215',
  '44113',
  '40202',
  '63101',
  '64106',
  '68102',
  '50309',
  '10001',
  '10022',
  '11201',
  '07030',
  '06902',
  '02116',
  '03101',
  '04101',
  '19103',
  '15222',
  '21202',
  '20001',
  '22314',
  '23219',
  '29401',
  '31401',
  '96813',
  '99501',
  '82001',
  '05401',
];
const KINDS = ['Home Furnishings', 'Interiors', 'Design Gallery', 'Fine Furniture', 'Living'];
const STREETS = ['Market St', 'Main St', 'Design Row', 'Furniture Ave', 'Commerce Blvd', 'Oak St'];
const BRANDS = [['art'], ['art', 'ca'], ['art', 'jc'], ['art', 'rowe'], ['art', 'ca', 'jc']];

export const seedDemoDealers = async (db: Database): Promise<number> => {
  const [existing] = await db.orm.select({ n: count() }).from(dealers);
  if ((existing?.n ?? 0) > 0) return 0;
  let n = 0;
  for (const [i, zip] of MARKETS.entries()) {
    const place = zipcodes.lookup(zip);
    if (!place) continue;
    await db.orm.insert(dealers).values({
      name: `${place.city} ${KINDS[i % KINDS.length]}`,
      street: `${100 + ((i * 37) % 900)} ${STREETS[i % STREETS.length]}`,
      city: place.city,
      state: place.state,
      postal_code: zip,
      phone: `(${300 + (i % 600)}) 555-${String(1000 + i * 7).slice(-4)}`,
      latitude: place.latitude,
      longitude: place.longitude,
      brands: BRANDS[i % BRANDS.length]!,
    });
    n++;
  }
  return n;
};
