import type { BrandCode } from './brands';

/** Session modes of spec 3. `discuss` and `designer` are the short names the quick toggle uses. */
export const Modes = [
  'mibd_safe',
  'mibd_visitor',
  'mibd_designer',
  'mibd_communicate',
  'mibd_customer',
] as const;
export type Mode = (typeof Modes)[number];
export const DEFAULT_MODE: Mode = 'mibd_safe';
export const VISITOR_MODE: Mode = 'mibd_visitor';
export const ModeAliases: Record<'discuss' | 'designer', Mode> = {
  discuss: 'mibd_communicate',
  designer: 'mibd_designer',
};

/** Role tags of spec 6: elements tagged with one show only when the role list holds it. */
export const MsrpTags = ['hom_msrp', 'ca_msrp', 'ca_dealer_msrp', 'jc_msrp', 'art_msrp'] as const;
export const FeatureGates = [
  'navigation_logo',
  'brand_menu',
  'designer_benefits',
  'settle_accounts',
  'mibd_footer_designer_info',
  'mibd_footer_whole_detail',
] as const;
export const RoleTags = [
  'favorites',
  'mode',
  'designer_project',
  'order',
  'shopping_cart',
  'AI_design_scheme_list',
  'AI_customer_service_page_entrance',
  'designer_price',
  ...MsrpTags,
  ...FeatureGates,
] as const;
export type RoleTag = (typeof RoleTags)[number];

const ALL_MSRP = [...MsrpTags];

/**
 * The role list per mode, exactly as `shared/design/roles-and-brands.md` fixes it. The server
 * answers `GET /mibd/common/user_role` from this table and guards every call with it.
 */
export const RoleMatrix: Record<Mode, readonly RoleTag[]> = {
  mibd_visitor: [
    'navigation_logo',
    'brand_menu',
    'designer_benefits',
    'mibd_footer_whole_detail',
    'AI_customer_service_page_entrance',
  ],
  mibd_safe: [
    'navigation_logo',
    'brand_menu',
    'mibd_footer_whole_detail',
    'mode',
    'favorites',
    'AI_customer_service_page_entrance',
    'AI_design_scheme_list',
  ],
  mibd_designer: [
    'navigation_logo',
    'brand_menu',
    'mibd_footer_whole_detail',
    'mode',
    'favorites',
    'designer_project',
    'shopping_cart',
    'settle_accounts',
    'order',
    ...ALL_MSRP,
    'designer_price',
    'AI_customer_service_page_entrance',
    'AI_design_scheme_list',
  ],
  mibd_communicate: [
    'navigation_logo',
    'brand_menu',
    'mibd_footer_whole_detail',
    'mibd_footer_designer_info',
    'mode',
    'favorites',
    'designer_project',
    'shopping_cart',
    ...ALL_MSRP,
    'AI_customer_service_page_entrance',
    'AI_design_scheme_list',
  ],
  mibd_customer: [
    'navigation_logo',
    'brand_menu',
    'mibd_footer_whole_detail',
    'mibd_footer_designer_info',
    'favorites',
    'designer_project',
    'order',
    ...ALL_MSRP,
    'AI_customer_service_page_entrance',
    'AI_design_scheme_list',
  ],
};

/** The brand's own MSRP tag (dealers see ca_dealer_msrp). */
export const msrpTagFor = (brand: BrandCode): RoleTag | null =>
  (
    ({
      HOM: 'hom_msrp',
      CA: 'ca_msrp',
      CA_DEALER: 'ca_dealer_msrp',
      JC: 'jc_msrp',
      ART: 'art_msrp',
      ROWE: 'hom_msrp',
      FFD: null,
    }) as const
  )[brand];

export const rolesFor = (mode: Mode): readonly RoleTag[] => RoleMatrix[mode];
export const hasTag = (roles: readonly string[], tag: RoleTag): boolean => roles.includes(tag);
