import { uploadRejected } from '../../lib/errors.ts';
import { MAX_FILE_BYTES, ImageMsg, processImage } from './media.image.ts';
import type { Extension } from './media.keys.ts';
import { isPdf, pdfLooksComplete, sniffImage } from './media.sniff.ts';

export const DocMsg = {
  notDocument: 'Only images (PNG, JPEG, WebP) or PDF documents are accepted',
  brokenPdf: 'This PDF looks damaged or incomplete',
} as const;

/**
 * Identity papers and bills: an image goes through the image pipeline (so its GPS and camera
 * data are dropped too) without size variants — a reviewer looks at the whole page; a PDF is
 * kept byte for byte after a sanity check, since it is only ever downloaded, never shown inline.
 */
export async function prepareDocument(bytes: Buffer): Promise<{ ext: Extension; contentType: string; bytes: Buffer }> {
  if (bytes.length === 0) throw uploadRejected(ImageMsg.empty);
  if (bytes.length > MAX_FILE_BYTES) throw uploadRejected(ImageMsg.tooHeavy);
  if (sniffImage(bytes)) {
    const img = await processImage(bytes, { variants: false });
    return { ext: img.ext, contentType: img.contentType, bytes: img.original };
  }
  if (isPdf(bytes)) {
    if (!pdfLooksComplete(bytes)) throw uploadRejected(DocMsg.brokenPdf);
    return { ext: 'pdf', contentType: 'application/pdf', bytes };
  }
  throw uploadRejected(DocMsg.notDocument);
}
