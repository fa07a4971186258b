// The certificate as a PDF (issue 16): one landscape Letter page drawn with pdfkit, the verification
// code printed and as a QR code of the public check's address (a PNG from qrcode, embedded as an
// image). Built when it is asked for (download or email), from the certificate's own copied facts.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatCode } from '../../common/certificate-code.js';
import { formatDateLong } from '../../common/format.js';
import type { Certificate } from './tables.js';

export interface CertificatePdfFacts {
  organisation: string;
  certificate: Pick<Certificate, 'code' | 'officialName' | 'certificationName' | 'level' | 'issuedOn' | 'expiresOn'>;
  siteUrl: string;
}

export const verifyUrl = (siteUrl: string, code: string) => `${siteUrl.replace(/\/+$/, '')}/verify/${formatCode(code)}`;

/** A file name without the person's name (the file may be forwarded or logged by a mail server). */
export const certificateFileName = (code: string) => `certificate-${formatCode(code)}.pdf`;

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#c2410c';

export async function certificatePdf({ organisation, certificate, siteUrl }: CertificatePdfFacts): Promise<Buffer> {
  const url = verifyUrl(siteUrl, certificate.code);
  const qr = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
  const doc = new PDFDocument({
    size: 'LETTER', layout: 'landscape', margin: 54,
    info: { Title: `${certificate.certificationName} certificate`, Author: organisation, Subject: `Certificate ${formatCode(certificate.code)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 108;
  doc.lineWidth(3).strokeColor(ACCENT).rect(24, 24, width - 48, height - 48).stroke();
  doc.lineWidth(1).rect(32, 32, width - 64, height - 64).stroke();

  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(14).text(organisation.toUpperCase(), 54, 70, { width: inner, align: 'center', characterSpacing: 1 });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(34).text('Certificate of Completion', 54, 105, { width: inner, align: 'center' });
  doc.fillColor(MUTED).font('Helvetica').fontSize(14).text('This certifies that', 54, 165, { width: inner, align: 'center' });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(30).text(certificate.officialName, 54, 190, { width: inner, align: 'center' });
  doc.fillColor(MUTED).font('Helvetica').fontSize(14).text('has met the requirements of', 54, 240, { width: inner, align: 'center' });
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(22).text(certificate.certificationName, 54, 265, { width: inner, align: 'center' });
  doc.fillColor(INK).font('Helvetica').fontSize(15).text(`Level: ${certificate.level}`, 54, 300, { width: inner, align: 'center' });

  // Dates and code at the bottom left, the QR code at the bottom right.
  const rows: [string, string][] = [
    ['Issued', formatDateLong(certificate.issuedOn)],
    ['Expires', formatDateLong(certificate.expiresOn)],
    ['Verification code', formatCode(certificate.code)],
  ];
  let y = 380;
  for (const [label, value] of rows) {
    doc.fillColor(MUTED).font('Helvetica').fontSize(11).text(label, 72, y);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(value, 72, y + 14);
    y += 42;
  }
  const qrSize = 130;
  const qrX = width - 72 - qrSize;
  doc.image(qr, qrX, 370, { width: qrSize, height: qrSize });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9).text(`Check it at ${url}`, qrX - 120, 370 + qrSize + 6, { width: qrSize + 120, align: 'right' });
  doc.end();
  return finished;
}
