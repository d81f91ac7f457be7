import { segmentText } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { blocksOf } from '../chat-model';
import { ChatBlockView } from './chat-block-view';

const actions = { ask: () => {}, views: {}, view: () => {}, open: () => {}, disabled: false };

describe('a room look (message type 2)', () => {
  it('draws the four pictures of the case, each named, in a section of its type', async () => {
    const segments = [
      { kind: 'text', text: 'A living room look built around the Adela Sofa.' } as const,
      { kind: 'type', type: 2 } as const,
      ...['a', 'b', 'c', 'd'].map((n) => ({ kind: 'image', src: `/img/${n}.jpg` }) as const),
    ].map(segmentText);
    const blocks = blocksOf(segments);
    const look = blocks.find((b) => b.type === 2)!;
    expect(look.images).toHaveLength(4);
    await renderWithRouter(<ChatBlockView block={look} actions={actions} onFollowUp={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Room look' });
    expect(section.getAttribute('data-message-type')).toBe('2');
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((i) => i.getAttribute('alt'))).toEqual([
      'Room look, piece 1 of 4',
      'Room look, piece 2 of 4',
      'Room look, piece 3 of 4',
      'Room look, piece 4 of 4',
    ]);
    expect(pictures[0]!.getAttribute('src')).toBe('/img/a.jpg');
  });
});
