/**
 * The API's calls as the contract types them (catalog/src/contract/schemas/, the same schemas
 * that validate requests and describe the API at `GET /api/openapi.json`). Types only. The data
 * modules check answers with the contract's answer schemas themselves: they are zod/mini, in
 * `<group>.answers.ts` modules of their own, so a lazy chunk that imports one carries neither the
 * requests nor classic zod.
 */
import type * as api from "@vyom/catalog/contract/schemas";
import type { input, output } from "zod/mini";

type In<T> = input<T>;
type Out<T> = output<T>;

/** A body the app builds itself: it compiles only while the API's request schema accepts it. */
export type Sends<Server, App extends Server> = App extends Server ? App : never;

// Requests (what the API takes: defaults and optional fields may be left out)
export type OtpRequest = In<typeof api.OtpRequest>;
export type OtpCallRequest = In<typeof api.OtpCallRequest>;
export type SignUpRequest = In<typeof api.SignUpRequest>;
export type CaptchaRequest = In<typeof api.CaptchaRequest>;
export type CartCreateRequest = In<typeof api.CartCreateRequest>;
export type MembersRequest = In<typeof api.MembersRequest>;
export type OrderRequest = In<typeof api.OrderRequest>;
export type MobileOtpSend = In<typeof api.MobileOtpSend>;
export type MobileOtpVerify = In<typeof api.MobileOtpVerify>;
export type EmployeeRef = In<typeof api.EmployeeRef>;
export type EmployeeOtpVerify = In<typeof api.EmployeeOtpVerify>;
export type StepUpVerify = In<typeof api.StepUpVerify>;
export type AdminLoginRequest = In<typeof api.AdminLoginRequest>;
export type CollectedRequest = In<typeof api.CollectedRequest>;
export type TransactionsRequest = In<typeof api.TransactionsRequest>;
export type RescheduleRequest = In<typeof api.RescheduleRequest>;

// Answers
export type VerifyUserAnswer = Out<typeof api.VerifyUserAnswer>;
export type LegacyUserAnswer = Out<typeof api.LegacyUserAnswer>;
export type OtpSentAnswer = Out<typeof api.OtpSentAnswer>;
export type CaptchaAnswer = Out<typeof api.CaptchaAnswer>;
export type LoginAnswer = Out<typeof api.LoginAnswer>;
export type SignUpAnswer = Out<typeof api.SignUpAnswer>;
export type UserRecord = Out<typeof api.UserRecord>;
export type CartMemberRecord = Out<typeof api.CartMemberRecord>;
export type LegacyMemberRecord = Out<typeof api.LegacyMemberRecord>;
export type AddressSetRecord = Out<typeof api.AddressSetRecord>;
export type MeAnswer = Out<typeof api.MeAnswer>;
export type CartCreateAnswer = Out<typeof api.CartCreateAnswer>;
export type PaymentStepAnswer = Out<typeof api.PaymentStepAnswer>;
export type OrderAnswer = Out<typeof api.OrderAnswer>;
export type ReportListAnswer = Out<typeof api.ReportListAnswer>;
export type ReportOtpSentAnswer = Out<typeof api.ReportOtpSentAnswer>;
export type ReportVerifiedAnswer = Out<typeof api.ReportVerifiedAnswer>;
export type StepUpVerifiedAnswer = Out<typeof api.StepUpVerifiedAnswer>;
export type AdminSignInAnswer = Out<typeof api.AdminSignInAnswer>;
export type AdminSessionAnswer = Out<typeof api.AdminSessionAnswer>;
export type EnrolmentAnswer = Out<typeof api.EnrolmentAnswer>;
export type EnrolmentConfirmedAnswer = Out<typeof api.EnrolmentConfirmedAnswer>;
export type AdminBookingsAnswer = Out<typeof api.AdminBookingsAnswer>;
export type AdminSubmissionsAnswer = Out<typeof api.AdminSubmissionsAnswer>;
export type PaidAtCollectionAnswer = Out<typeof api.PaidAtCollectionAnswer>;
export type TransactionsAnswer = Out<typeof api.TransactionsAnswer>;
export type WriteAccepted = Out<typeof api.WriteAccepted>;
export type CollectionWindowsAnswer = Out<typeof api.CollectionWindowsAnswer>;
export type WindowFullAnswer = Out<typeof api.WindowFullAnswer>;
export type PricedElsewhereAnswer = Out<typeof api.PricedElsewhereAnswer>;
export type BookingAccepted = Out<typeof api.BookingAccepted>;
export type BookingWindowAnswer = Out<typeof api.BookingWindowAnswer>;
export type WriteRefusal = Out<typeof api.WriteRefusal>;
