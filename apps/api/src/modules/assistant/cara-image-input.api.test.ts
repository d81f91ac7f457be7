import fs from 'node:fs/promises';
import path from 'node:path';
import {
  type ChatSegment,
  createSegmentParser,
  ErrorCode,
  llmNew,
  VisualizationMessages,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/fixtures/images';
import { useTestApp } from '../../../test/fixtures/use-test-app';
import { pngBomb } from '../../../test/security/security-helpers';
import { IMAGE_TOO_LARGE_MESSAGE } from '../files/image-limits';

/**
 * Cara's image input (/ca/llm/new with `file`) goes through the room-photo upload's content
 * check: the type by magic bytes (bmp, png, jpg, webp), the pixel limit before decoding, a
 * landscape photo, re-encoded; the data URL's own word on its type counts for nothing.
 */
const t = useTestApp({ catalog: true });
const CA = 'ca.localhost';
const guest = (n: number) => `${'c'.repeat(31)}${n}1700000000000`;

const chat = async (bytes: Buffer, claimed = 'image/png', n = 1) => {
  const res = await t.app.inject({
    method: 'POST',
    url: llmNew.path,
    payload: { text: '', file: `data:${claimed};base64,${bytes.toString('base64')}`, source: 4 },
    headers: { host: CA, 'guest-id': guest(n) },
  });
  const streamed = /^text\/event-stream/.test(String(res.headers['content-type']));
  const parser = createSegmentParser();
  const segments: ChatSegment[] = streamed ? [...parser.push(res.body), ...parser.finish()] : [];
  return { res, streamed, segments };
};

const refused = (answer: Awaited<ReturnType<typeof chat>>, message: string) => {
  expect(answer.streamed).toBe(false);
  expect(answer.res.json()).toEqual({ err: ErrorCode.BAD_REQUEST, errmsg: message, val: null });
};

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="#6f4a30"/></svg>',
);

const bmp = (w: number, h: number) => {
  const stride = Math.ceil((w * 3) / 4) * 4;
  const file = Buffer.alloc(54 + stride * h);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(w, 18);
  file.writeInt32LE(h, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.fill(0x40, 54);
  return file;
};

const intakeLeftovers = async () => {
  try {
    return await fs.readdir(path.join(t.config.dataDir, 'files', 'ai-intake'));
  } catch {
    return [];
  }
};

describe("Cara's image input", () => {
  it('attack: an SVG sent as image/png was rendered', async () => {
    refused(await chat(SVG, 'image/png'), VisualizationMessages.imageType);
    refused(await chat(SVG, 'image/webp', 2), VisualizationMessages.imageType);
  });

  it('attack: a GIF, a PDF or text under an image type are decoded', async () => {
    const gif = Buffer.from(
      'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
      'base64',
    );
    refused(await chat(gif, 'image/jpeg', 3), VisualizationMessages.imageType);
    refused(
      await chat(Buffer.from('%PDF-1.4\n%...'), 'image/png', 4),
      VisualizationMessages.imageType,
    );
    refused(
      await chat(Buffer.from('not a picture'), 'image/bmp', 5),
      VisualizationMessages.imageType,
    );
  });

  it('attack: a PNG that claims 400 megapixels reaches the decoder', async () => {
    refused(await chat(pngBomb()), IMAGE_TOO_LARGE_MESSAGE);
  });

  it('refuses a portrait photo as the upload does', async () => {
    refused(
      await chat(await solidPng(300, 600, '#6f4a30'), 'image/png', 6),
      VisualizationMessages.landscape,
    );
  });

  it('reads a landscape PNG and a BMP (which sharp alone cannot), leaving nothing behind', async () => {
    for (const [bytes, claimed] of [
      [await solidPng(800, 400, '#6f4a30'), 'image/png'],
      [bmp(80, 40), 'image/bmp'],
      // The claimed type does not matter, the content does.
      [await solidPng(640, 360, '#5f7286'), 'image/jpeg'],
    ] as const) {
      const { res, streamed, segments } = await chat(bytes, claimed, 7);
      expect(res.statusCode).toBe(200);
      expect(streamed).toBe(true);
      const text = segments.flatMap((s) => (s.kind === 'text' ? [s.text] : [])).join(' ');
      expect(text).toMatch(/palette reads as/);
      expect(segments.map((s) => s.kind)).not.toContain('error');
      expect(segments.at(-1)?.kind).toBe('end');
    }
    expect(await intakeLeftovers()).toEqual([]);
  });
});
