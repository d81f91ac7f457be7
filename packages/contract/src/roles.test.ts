import { describe, expect, it } from 'vitest';
import { MsrpTags, RoleMatrix, RoleTags } from './roles';

// The matrix of shared/design/roles-and-brands.md, column by column (yes cells only).
const DOC: Record<string, string[]> = {
  'navigation_logo, brand_menu': [
    'mibd_visitor',
    'mibd_safe',
    'mibd_designer',
    'mibd_communicate',
    'mibd_customer',
  ],
  designer_benefits: ['mibd_visitor'],
  mibd_footer_whole_detail: [
    'mibd_visitor',
    'mibd_safe',
    'mibd_designer',
    'mibd_communicate',
    'mibd_customer',
  ],
  mibd_footer_designer_info: ['mibd_communicate', 'mibd_customer'],
  mode: ['mibd_safe', 'mibd_designer', 'mibd_communicate'],
  favorites: ['mibd_safe', 'mibd_designer', 'mibd_communicate', 'mibd_customer'],
  designer_project: ['mibd_designer', 'mibd_communicate', 'mibd_customer'],
  shopping_cart: ['mibd_designer', 'mibd_communicate'],
  settle_accounts: ['mibd_designer'],
  order: ['mibd_designer', 'mibd_customer'],
  msrp: ['mibd_designer', 'mibd_communicate', 'mibd_customer'],
  designer_price: ['mibd_designer'],
  AI_customer_service_page_entrance: [
    'mibd_visitor',
    'mibd_safe',
    'mibd_designer',
    'mibd_communicate',
    'mibd_customer',
  ],
  AI_design_scheme_list: ['mibd_safe', 'mibd_designer', 'mibd_communicate', 'mibd_customer'],
};

describe('role matrix', () => {
  for (const [row, modes] of Object.entries(DOC)) {
    const tags = row === 'msrp' ? [...MsrpTags] : row.split(', ');
    for (const mode of Object.keys(RoleMatrix) as (keyof typeof RoleMatrix)[]) {
      it(`${row} ${modes.includes(mode) ? 'in' : 'not in'} ${mode}`, () => {
        for (const tag of tags) {
          expect(RoleMatrix[mode].includes(tag as never), `${tag} / ${mode}`).toBe(
            modes.includes(mode),
          );
        }
      });
    }
  }

  it('uses only known tags', () => {
    for (const list of Object.values(RoleMatrix)) {
      for (const tag of list) expect(RoleTags).toContain(tag);
    }
  });
});
