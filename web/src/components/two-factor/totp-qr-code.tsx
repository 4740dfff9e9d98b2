import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

/**
 * The otpauth:// URI (Key Uri Format of Google Authenticator, which every TOTP app reads) as a QR image, so a phone
 * app takes the secret by its camera; drawn as a data: PNG, which the CSP's img-src allows. Nothing shows until it is
 * drawn, and nothing if drawing fails: the secret stays readable as text beside it.
 * @param uri 'otpauth://totp/{issuer}:{account}?secret=...&issuer=...'.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 200 }).then(
      (url) => current && setImage(url),
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [uri]);
  return image ? (
    <img
      src={image}
      width={200}
      height={200}
      alt="Código QR para la aplicación de autenticación"
      data-testid="totp-qr"
      className="mb-2 border rounded"
    />
  ) : null;
}
