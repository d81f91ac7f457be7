import {
  VisualizationImageTypes,
  VisualizationLimits,
  VisualizationMessages,
} from '@portal/contract';

/** The browser's own checks before an upload (the server checks again, by content). */
export const extensionProblem = (name: string): string | null => {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  return (VisualizationImageTypes as readonly string[]).includes(ext)
    ? null
    : VisualizationMessages.imageType;
};

export const sizeProblem = (bytes: number): string | null =>
  bytes > VisualizationLimits.uploadBytes ? VisualizationMessages.imageTooLarge : null;

/** Landscape only (spec 5): width above height once decoded. */
export const readDimensions = (url: string): Promise<{ width: number; height: number }> =>
  new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error(VisualizationMessages.imageType));
    img.src = url;
  });

export const ACCEPT = VisualizationImageTypes.map((t) => `.${t}`).join(',');
