import { useEffect, useState } from 'react';

/**
 * A QR code as an SVG image: high error correction and a margin of 1 module (spec §9), so a
 * phone camera still reads it when the screen is dim or partly covered. The encoder loads on first use:
 * the recharge page (a first screen) shows a QR only for a crypto channel. Shared by the deposit's crypto
 * receiver and the invite page.
 */
export function QrCode({
  value,
  label,
  size = 180,
  className = 'qr-code',
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 }))
      .then((svg) => {
        if (alive) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (alive) setSrc(null);
      });
    return () => {
      alive = false;
    };
  }, [value]);
  if (!src) return <div className={className} style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className={className} src={src} alt={label} width={size} height={size} />;
}
