import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, signInAs } from './account-session';

export const DESIGNER = { username: ACCOUNTS.designer, password: DEMO_PASSWORD };

/** Signs the demo designer in through the API, in designer mode (see `signInAs`). */
export async function signInAsDesigner(page: Page): Promise<void> {
  await signInAs(page, DESIGNER.username, 'mibd_designer');
}
