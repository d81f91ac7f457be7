import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The read-file block of the official example rooms: DATA_DIR/files/ai-example. */
export const EXAMPLE_BLOCK = 'ai-example';
const W = 1600;
const H = 900;

export interface ExampleRoom {
  id: number;
  type: 'bed_room' | 'living_room' | 'dining_room';
  name: string;
  file: string;
  width: number;
  height: number;
  /** Where the old piece stands: the preset area of the example. */
  areas: { left: number; top: number; width: number; height: number }[];
  svg: string;
}

const room = (wall: [string, string], floor: string, window: boolean, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="w" x1="0" x2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
<linearGradient id="f" y1="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#4a3a2c"/></linearGradient></defs>
<rect width="${W}" height="600" fill="url(#w)"/><rect y="600" width="${W}" height="300" fill="url(#f)"/>
<rect y="592" width="${W}" height="10" fill="#f4efe6"/>
${window ? '<rect x="1180" y="120" width="300" height="340" fill="#cfe3f2" stroke="#f6f2ea" stroke-width="18"/><line x1="1330" y1="120" x2="1330" y2="460" stroke="#f6f2ea" stroke-width="10"/>' : ''}
${body}</svg>`;

/** Four rooms (spec 9: up to 4 example images), drawn at seed time, never downloaded. */
export const EXAMPLE_ROOMS: readonly ExampleRoom[] = [
  {
    id: 1,
    type: 'living_room',
    name: 'Living room',
    file: 'example-living-room-v1.jpg',
    width: W,
    height: H,
    areas: [{ left: 430, top: 360, width: 700, height: 330 }],
    svg: room(
      ['#e6dccb', '#cbbda6'],
      '#9a7b5c',
      true,
      '<rect x="480" y="470" width="600" height="170" rx="24" fill="#6d6f73"/><rect x="470" y="410" width="620" height="90" rx="30" fill="#7b7d81"/><rect x="180" y="200" width="180" height="240" fill="#b58b55" stroke="#fff" stroke-width="12"/>',
    ),
  },
  {
    id: 2,
    type: 'bed_room',
    name: 'Bedroom',
    file: 'example-bedroom-v1.jpg',
    width: W,
    height: H,
    areas: [{ left: 380, top: 300, width: 820, height: 420 }],
    svg: room(
      ['#dfe3e8', '#c3cad3'],
      '#8b6f55',
      true,
      '<rect x="420" y="330" width="740" height="200" rx="16" fill="#5b4a3c"/><rect x="420" y="520" width="740" height="170" rx="10" fill="#eeeae3"/><rect x="170" y="480" width="150" height="160" fill="#6b5444"/>',
    ),
  },
  {
    id: 3,
    type: 'dining_room',
    name: 'Dining room',
    file: 'example-dining-room-v1.jpg',
    width: W,
    height: H,
    areas: [{ left: 420, top: 420, width: 760, height: 300 }],
    svg: room(
      ['#efe4d2', '#d6c4a8'],
      '#7f6149',
      false,
      '<rect x="460" y="480" width="680" height="34" fill="#5c4330"/><rect x="500" y="514" width="26" height="180" fill="#4b3526"/><rect x="1074" y="514" width="26" height="180" fill="#4b3526"/><circle cx="800" cy="150" r="60" fill="#f3e2b3"/>',
    ),
  },
  {
    id: 4,
    type: 'living_room',
    name: 'Loft living room',
    file: 'example-loft-v1.jpg',
    width: W,
    height: H,
    areas: [{ left: 200, top: 380, width: 640, height: 320 }],
    svg: room(
      ['#d9d4cc', '#a9a39a'],
      '#6f5a48',
      true,
      '<rect x="240" y="470" width="560" height="200" rx="20" fill="#3f4a55"/><rect x="960" y="560" width="160" height="110" fill="#8a6a4c"/>',
    ),
  },
];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Draws the example rooms that are missing (idempotent; write then rename). */
export const drawExampleRooms = async (dataDir: string): Promise<number> => {
  const dir = path.join(dataDir, 'files', EXAMPLE_BLOCK);
  await fs.mkdir(dir, { recursive: true });
  let drawn = 0;
  for (const r of EXAMPLE_ROOMS) {
    const file = path.join(dir, r.file);
    if (await exists(file)) continue;
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await sharp(Buffer.from(r.svg)).jpeg({ quality: 88 }).toFile(tmp);
    await fs.rename(tmp, file);
    drawn++;
  }
  return drawn;
};
