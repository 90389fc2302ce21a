/**
 * A link handed to another device (docs/decisions/091, 218): its QR code, the link as text,
 * « Copier le lien » and, where the device offers the Web Share API and a title is given, « Partager ».
 * The phone-signing and the acceptance dialogs both show it; it comes with them, on click only.
 */
import { useMemo } from 'react';
import { renderSVG } from 'uqr';

interface LinkHandOffProps {
  url: string;
  /** What the QR code is for, said to a screen reader. */
  qrAlt: string;
  /** Whether « Copier le lien » put the link on the clipboard. */
  onCopied: (copied: boolean) => void;
  /** The title « Partager » gives the shared link; without it, no « Partager ». */
  shareTitle?: string;
}

export function LinkHandOff({ url, qrAlt, onCopied, shareTitle }: LinkHandOffProps) {
  const qr = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`, [url]);
  const canShare = shareTitle !== undefined && typeof navigator.share === 'function';
  return (
    <>
      <img className="phone-dialog__qr" src={qr} alt={qrAlt} width={200} height={200} />
      <p className="phone-dialog__link">{url}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => onCopied(true),
              () => onCopied(false),
            )
          }
        >
          Copier le lien
        </button>
        {canShare && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigator.share({ title: shareTitle, url }).catch(() => undefined)}
          >
            Partager
          </button>
        )}
      </div>
    </>
  );
}
