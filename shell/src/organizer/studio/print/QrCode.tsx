import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import type { StudioPrintQr } from '@citygames/contracts/organizer/studio-print.schema';

/** What the code holds: a text as it is, a path of this site with the site's address (what the phone opens). */
export const qrTextOf = (qr: StudioPrintQr, origin: string) => (qr.kind === 'path' ? `${origin}${qr.value}` : qr.value);

/** A QR code drawn as SVG by `qrcode` and shown as an image (it prints sharp at any size). */
export function QrCode({ qr }: { qr: StudioPrintQr }) {
  const [source, setSource] = useState<string | null>(null);
  const text = qrTextOf(qr, window.location.origin);
  useEffect(() => {
    let current = true;
    void QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return source ? <img className="pk-qr" src={source} alt={`二维码：${text}`} data-qr={text} /> : <span className="pk-qr" aria-busy="true" />;
}
