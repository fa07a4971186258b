// What the payment pages read from their address and from the registration flow's browser storage
// (SPEC sections 2 and 3). Older links use `registration` and `token`; both spellings are read.
import { PACKAGE_ORDER_LABELS } from '../../../common/labels';
import type { PackageType } from '../../../common/prices';
import type { PaymentLine } from '../../../common/schemas/payment';

export interface PaymentQuery {
  /** As given (whole dollars, e.g. "40"); the server checks it against the registration. */
  amount: string | null;
  packageType: string | null;
  registrationId: string | null;
  paymentToken: string | null;
  program: string | null;
}

const present = (value: string | null) => (value && value.trim() !== '' ? value.trim() : null);

export function readPaymentQuery(params: URLSearchParams): PaymentQuery {
  return {
    amount: present(params.get('amount')),
    packageType: present(params.get('packageType')),
    registrationId: present(params.get('registrationId')) ?? present(params.get('registration')),
    paymentToken: present(params.get('paymentToken')) ?? present(params.get('token')),
    program: present(params.get('program')),
  };
}

/** The amount in dollars for display, or null when it is not a usable number. */
export function amountOf(query: Pick<PaymentQuery, 'amount'>): number | null {
  if (query.amount === null) return null;
  const dollars = Number(query.amount);
  return Number.isFinite(dollars) && dollars >= 0 ? dollars : null;
}

/** The registration fields of a payment request body, only those the address carries. */
export function registrationFields(query: PaymentQuery) {
  return {
    ...(query.registrationId !== null && { registrationId: query.registrationId }),
    ...(query.paymentToken !== null && { paymentToken: query.paymentToken }),
  };
}

/** The order-summary line for a package type (SPEC section 2, Checkout). */
export function packageLabel(packageType: string | null): string {
  return packageType !== null && Object.hasOwn(PACKAGE_ORDER_LABELS, packageType)
    ? PACKAGE_ORDER_LABELS[packageType as PackageType]
    : 'Registration Payment';
}

type StoredRegistrant = Partial<Record<'registrantName' | 'registrantEmail' | 'paymentAmount' | 'programName', string>>;

/** What the registration flow left in localStorage before sending the visitor to pay. */
export function readStoredRegistrant(): StoredRegistrant {
  const stored: StoredRegistrant = {};
  for (const key of ['registrantName', 'registrantEmail', 'paymentAmount', 'programName'] as const) {
    const value = readStorage(key);
    if (value) stored[key] = value;
  }
  return stored;
}

const PAYMENT_LINES_KEY = 'paymentLines';

/** The test checkout leaves its order lines for the test-mode confirmation, as the registration flow does the rest. */
export function storePaymentLines(lines: PaymentLine[] | undefined): void {
  try {
    if (lines) localStorage.setItem(PAYMENT_LINES_KEY, JSON.stringify(lines));
    else localStorage.removeItem(PAYMENT_LINES_KEY);
  } catch {
    // Storage blocked: the confirmation shows the total alone.
  }
}

/** The stored order lines, when they are what this page wrote. */
export function readPaymentLines(): PaymentLine[] | undefined {
  try {
    const parsed: unknown = JSON.parse(readStorage(PAYMENT_LINES_KEY) ?? 'null');
    const valid = Array.isArray(parsed) && parsed.every((line) => typeof line?.label === 'string' && typeof line?.amount === 'number');
    return valid ? (parsed as PaymentLine[]) : undefined;
  } catch {
    return undefined;
  }
}

const PAYMENT_TOKEN_KEY = 'paymentToken';

/**
 * The registration's payment token, kept for this tab while it goes to Stripe's hosted checkout and back:
 * the confirmation sends it to be shown the registrant (the checkout's cookie proves the same).
 */
export function rememberPaymentToken(token: string | null | undefined): void {
  try {
    if (token) sessionStorage.setItem(PAYMENT_TOKEN_KEY, token);
    else sessionStorage.removeItem(PAYMENT_TOKEN_KEY);
  } catch {
    // Storage blocked: the cookie alone proves the payer.
  }
}

export function readRememberedPaymentToken(): string | null {
  try {
    return sessionStorage.getItem(PAYMENT_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage blocked (private mode, policy): the pages work without it.
    return null;
  }
}

/** The program to name in summaries: the address first, then what the registration flow stored. */
export const programNameOf = (query: PaymentQuery) => query.program ?? readStorage('programName');
