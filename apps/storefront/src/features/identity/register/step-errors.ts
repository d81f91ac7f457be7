import {
  businessErrors,
  contactErrors,
  documentErrors,
  type FieldErrors,
  termsErrors,
} from './register-checks';
import type { RegisterValues } from './register-values';

/** The browser's checks of one step before it calls the server. */
export function stepErrors(
  step: number,
  values: RegisterValues,
  files: { salesTaxIds: readonly string[]; uploading: boolean },
  today?: string,
): FieldErrors {
  switch (step) {
    case 0:
      return businessErrors(values);
    case 1:
      return documentErrors(
        values,
        { salesTax: files.salesTaxIds.length, uploading: files.uploading },
        today,
      );
    case 2:
      return contactErrors(values);
    case 3:
      return termsErrors(values);
    default:
      return {};
  }
}
