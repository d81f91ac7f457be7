/** Texts of spec 5 and 8 for the visualization steps; tests compare against these. */
export const VisualizationMessages = {
  imageType: 'Upload the photo in JPG, PNG, BPM, or WEBP format',
  landscape: 'Please select the image taken in landscape orientation',
  errorCode: 'Error Code',
  selectArea: 'Select an area first',
  generationFailed: 'Sorry, server exception please try again',
  /* Ours (the spec words none), in the same style. */
  imageTooLarge: 'The photo is too large, please upload one of at most 20 MB',
  caseNotFound: 'The visualization does not exist',
  noProducts: 'There are no available items for this query.',
  areaRequired: 'Select an area first',
  uploadFirst: 'Please upload a photo first',
} as const;

/** Room tabs of step 3, in order (spec 2), with the area codes of spec 9. */
export const VisualizationRoomTabs = [
  { code: 'bed_room', label: 'BEDROOM' },
  { code: 'living_room', label: 'LIVING ROOM' },
  { code: 'dining_room', label: 'DINING ROOM' },
] as const;

/** Case status (spec 3): 0 while generating, 1 complete, negative failed. */
export const CaseStatus = { pending: 0, complete: 1, failed: -1 } as const;

/** Upload limits of ours: the spec names the types, not the size. */
export const VisualizationLimits = {
  uploadBytes: 20 * 1024 * 1024,
  /** Photos are scaled down to this many pixels on the long side before anything else. */
  maxSidePx: 2560,
  maxAreas: 8,
  variants: 4,
  photoCodeLength: 6,
  /**
   * Ours (the spec names none): a visitor's Photo Code works for 7 days, long enough to get home
   * from the showroom and sign in, and once: the first signed-in user to redeem it takes the
   * photo and the code is spent. Unredeemed photos are removed after that.
   */
  photoCodeLifetimeHours: 7 * 24,
} as const;

/** Extensions of spec 5 ('BPM' in the message is the spec's own spelling of BMP). */
export const VisualizationImageTypes = ['bmp', 'png', 'jpg', 'jpeg', 'webp'] as const;
export const VisualizationImageMimes = [
  'image/bmp',
  'image/png',
  'image/jpeg',
  'image/webp',
] as const;
