// The registrant's payment confirmation, which is also the receipt (issue 14).
import { formatMoney } from '../../../common/money.js';
import type { FeeLine } from '../../../common/schemas/payment.js';
import { type CompanyDetails, type EmailLinks, type ProgramDetails, type ReceiptDetails, type RegistrationDetails, type RenderedEmail, formatDay, layout, myRegistrationButton, programRows } from '../../email/index.js';
import { offersCalendar } from '../../registrations/index.js';

/** The payment confirmation is also the receipt (issue 14): what was paid to whom, for what, with Stripe's reference. */
export function paymentConfirmation(company: CompanyDetails, registration: RegistrationDetails, program: ProgramDetails | null, receipt: ReceiptDetails, links: EmailLinks = {}): RenderedEmail {
  const amount = formatMoney(registration.paymentAmountCents);
  const [packageLine, ...bundleLines] = receipt.lines;
  const line = (fee: FeeLine | undefined) => (fee ? `${fee.label} — ${formatMoney(fee.amountCents)}` : null);
  return layout(company, {
    subject: `Payment Confirmation: ${registration.programName}`,
    title: 'Payment Confirmation',
    paragraphs: [
      `Dear ${registration.firstName},`,
      `We have received your payment of ${amount} for ${registration.programName}. Thank you!`,
      ...(program?.startDate && offersCalendar(registration) ? ['The attached calendar file adds the program\'s start to your calendar.'] : []),
    ],
    links: myRegistrationButton(links),
    rows: programRows(program, registration.programName, company.timeZone),
    sections: [{
      heading: 'Receipt',
      rows: [
        ['Organization', company.name],
        ['Registrant', `${registration.firstName} ${registration.lastName}`],
        ['Program', registration.programName],
        ['Package', line(packageLine)],
        ['Bundle', line(bundleLines[0])],
        ['Amount paid', amount],
        ['Stripe reference', receipt.reference],
        ['Date paid', formatDay(receipt.paidAt, company.timeZone)],
        ['Registration number', String(registration.id)],
      ],
    }],
  });
}
