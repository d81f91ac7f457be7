/**
 * Each brand's home hero picture (issue 18): a room of the catalogue's own drawings, drawn at
 * seed time into the product pictures' block and served by read_file like them (resized there).
 * The version changes with the drawing, so a new seed draws it instead of keeping the old file.
 */
export const HERO_SCENE_BLOCK = 'product';
export const HERO_SCENE_SIZE = { width: 900, height: 1200 } as const;
/** The file of a brand's room, by its build slug (`Brands[code].slug`). */
export const heroSceneFile = (slug: string): string => `hero-${slug}-v1.jpg`;
