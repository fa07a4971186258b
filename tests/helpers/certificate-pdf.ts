// Reads a certificate PDF back as a reader would: its text (unpdf) and its QR code (the embedded
// image's pixels decoded by jsqr).
import jsQRModule from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

// jsqr is CommonJS with an ES-style default: reached as `.default` or as the module, by loader.
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule.default }).default ?? jsQRModule) as unknown as typeof jsQRModule.default;

// pdf.js decodes images with ArrayBuffer.prototype.transferToFixedLength (Node 21+); on Node 20 (the
// engines' minimum) a copy stands in, which is all a reader needs.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

export async function readCertificatePdf(bytes: Buffer): Promise<{ text: string; qr: string | null; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  let qr: string | null = null;
  for (const image of await extractImages(pdf, 1)) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let pixel = 0; pixel < image.width * image.height; pixel++) {
      for (let channel = 0; channel < 3; channel++) {
        rgba[pixel * 4 + channel] = image.data[pixel * image.channels + (image.channels >= 3 ? channel : 0)] ?? 0;
      }
      rgba[pixel * 4 + 3] = 255;
    }
    qr = jsQR(rgba, image.width, image.height)?.data ?? qr;
  }
  return { text: text.replace(/\s+/g, ' '), qr, pages: totalPages };
}
