import type { Rect } from '@portal/contract';

/** One product to place in one area: its transparent cut-out and, for a model, its name. */
export interface Placement {
  area: Rect;
  cutoutFile: string;
  sku_number: string;
  prompt: string;
}

export interface RenderRequest {
  /** The room photo (already limited in pixels and re-encoded as JPEG). */
  photo: Buffer;
  /** One list of placements per variant (four variants, spec 3). */
  variants: Placement[][];
  /** Draw the contact shadow. */
  shade: boolean;
}

/** A rendered variant as JPEG. */
export interface RenderedVariant {
  image: Buffer;
}

/**
 * Turns a room photo and its placements into variants. The built-in compositor is the default;
 * an inpainting model endpoint implements the same interface (decision 024's neighbour, issue 16).
 */
export interface RoomRenderer {
  readonly name: string;
  render(request: RenderRequest): Promise<RenderedVariant[]>;
}
