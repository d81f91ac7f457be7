/**
 * Business constants and limits of spec section 9 (and the numeric limits of sections 4 and 5).
 * Every screen, legal text and server rule reads them from here, so one change reaches them all.
 */

/** Time, in milliseconds unless the name says otherwise. */
export const Timing = {
  roleRefreshMs: 3_600_000,
  requestTimeoutLegacyMs: 600_000,
  requestTimeoutMs: 150_000,
  chatBubbleTipMs: 6_000,
  alertMs: 2_000,
  selectAreaErrorMs: 5_000,
  aiPollingMs: 10_000,
  crossSiteFallbackMs: 15_000,
  artSearchDebounceMs: 1_000,
  menuAnimationMs: 1_000,
  hoverHideMs: 50,
  mobileCloseDelayMs: 200,
  toastResetMs: 1_500,
  generationAboutMs: 60_000,
  aiNotificationWindowMs: 5_000,
} as const;

export const Layout = {
  scrollToTopAfterPx: 400,
  headerFixAfterPx: 40,
  headerFixAfterMobilePx: 30,
  breakpoints: [640, 992, 996, 1024, 1200] as const,
  toastOffsetPx: 120,
  toastStackStepPx: 30,
  dialogZIndex: 2000,
  dialogZIndexNewer: 2005,
  swipeThresholdFraction: 0.25,
  dialogWidthPx: 840,
  dialogHeightsPx: [542, 520, 602] as const,
} as const;

export const Limits = {
  cartCountCap: 99,
  chatMaxChars: 200,
  photoCodeMaxChars: 6,
  exampleImages: 4,
  chatHistoryPageSize: 6,
  aiNotificationMax: 3,
  artSearchPage: 1,
  artSearchLimit: 10,
  searchPageSize: 48,
  billingAddresses: 10,
  profileImageBytes: 20 * 1024 * 1024,
  serviceImageBytes: 10 * 1024 * 1024,
  serviceImageCounts: [5, 10] as const,
  registrationFiles: 10,
  registrationFileBytes: 20 * 1024 * 1024,
  certificateNumberMaxChars: 15,
  projectNameMaxChars: 50,
  passwordMinChars: 12,
  passwordMaxChars: 20,
  invitationDays: 3,
  /**
   * Ours (issue 33, L4): sub-account invitations still open (to be activated, link not expired)
   * per company. Twice the default limit of activated accounts (10): room for people who never
   * answer, no room to reserve addresses by the hundred.
   */
  openInvitationsPerCompany: 20,
  /** Ours (issue 33, L4): invitation mails (invite, resend, reopen) one inviter sends per hour. */
  invitationsPerInviterPerHour: 10,
  dragMinPx: 2,
} as const;

/** Money and policy figures used by checkout and the legal texts. */
export const Policy = {
  cardFeePercent: 3.0,
  debitCardFeePercent: 0,
  memberOfferPercent: 20,
  rebateBusinessDays: { min: 1, max: 2 },
  replenishmentLinkHours: 48,
  approvalHours: 48,
  whiteGloveNoticeHours: 72,
  cancelWithinHours: 24,
  depositAtOrderPercent: 50,
  claimDays: 10,
  concealedDamageClaimDays: 15,
  shortageClaimDays: 15,
  invoiceDays: 30,
  returnDaysFromRa: 30,
  restockingPercent: 25,
  lateInterestPercentPerMonth: 1.5,
  forceMajeureDays: 45,
  cureDays: 15,
  refundBusinessDays: { min: 5, max: 10 },
  sampleDays: { min: 5, max: 7 },
  dyeLotPercent: 10,
  cookieRetentionYears: 1,
  phoneSupportHours: '9am-5pm EST',
  pickupWarehouse: 'North Carolina',
  artPromotionPercent: 15,
} as const;

/** Warranty periods in years (spec 9). */
export const Warranty = {
  caseGoodsYears: 1,
  upholsteryFrameYears: 5,
  springSystemYears: 3,
  cushionsYears: 1,
  fabricAndLeatherYears: 1,
} as const;

export const CancelReasons = [
  'Bought wrong item',
  'Would not arrive on time',
  'Shipping too high',
  'Price too high',
  'Found cheaper elsewhere',
  'Other',
] as const;

export const PaymentMethods = ['card', 'ach'] as const;

export const ShippingMethods = [
  'White glove residential',
  'Warehouse or dock',
  'Carrier pick-up',
] as const;

/** Visualization and chat source codes (spec 9); 3 is scheme details (spec 4). */
export const Source = { detail: 1, start: 2, schemeDetails: 3, chat: 4, chatReplace: 5 } as const;

/** Rooms a product can belong to; the first three are the visualization areas of spec 9. */
export const Rooms = [
  { code: 'bed_room', name: 'Bedroom' },
  { code: 'living_room', name: 'Living Room' },
  { code: 'dining_room', name: 'Dining Room' },
  { code: 'home_office', name: 'Home Office' },
  { code: 'entryway', name: 'Entryway' },
  { code: 'outdoor', name: 'Outdoor' },
] as const;
export type RoomCode = (typeof Rooms)[number]['code'];
export const VisualizationAreas = ['bed_room', 'living_room', 'dining_room'] as const;

export const Tiers = {
  designer: ['Bronze', 'Silver', 'Gold', 'Platinum', 'Sapphire', 'Ruby', 'Emerald', 'Diamond'],
  member: ['Member', 'Elite', 'VIP', 'Premier'],
} as const;

/** Image widths the read-file call accepts (spec 7); 500 when none is asked for. */
export const ImageWidths = [100, 300, 400, 500, 600] as const;
export const DEFAULT_IMAGE_WIDTH = 500;

/** Languages with resources; the spec forces 'en' (spec 9). */
export const Languages = ['en', 'zh'] as const;
export type Language = (typeof Languages)[number];
export const FORCED_LANGUAGE: Language | null = 'en';

/** Device type codes 1-9 (spec 9), sent as `os` on every call. */
export const DeviceTypes = {
  windows: 1,
  mac: 2,
  linux: 3,
  ios: 4,
  android: 5,
  ipad: 6,
  androidTablet: 7,
  chromeOs: 8,
  other: 9,
} as const;
