/** Request shapes of the reports calls: the contract's (catalog/src/contract/schemas/reports.ts). */
export {
  EmployeeOtpVerify,
  EmployeeRef,
  MobileOtpSend,
  MobileOtpVerify,
  ReportIdParam,
} from "@vyom/catalog/contract/schemas";
