/** Request shapes of the auth calls: the contract's (catalog/src/contract/schemas/auth.ts). */
export {
  CaptchaRequest,
  MobileNumber,
  MobileParam,
  Otp,
  OtpCallRequest,
  OtpPurposeQuery,
  OtpRequest,
  SignUpRequest,
} from "@vyom/catalog/contract/schemas";
