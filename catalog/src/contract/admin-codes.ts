/** What a staff member types as a second factor: a TOTP code, or one of their recovery codes. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** What a recovery code looks like when typed: `abcde-fghjk` (the hyphen and case optional). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/i;
