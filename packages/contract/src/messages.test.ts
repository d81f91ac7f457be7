import { describe, expect, it } from 'vitest';
import { RoweMessages } from './calls/identity/rowe-sso';
import { AuthMessages } from './identity-messages';

describe("spec 8's link texts, word for word", () => {
  it("'The link has expired', without a full stop, for every expired link", () => {
    expect(AuthMessages.linkExpired).toBe('The link has expired');
    expect(RoweMessages.codeExpired).toBe(AuthMessages.linkExpired);
  });
});
