import * as React from "react";
import { useSlotCode } from "../api/attendance";

/** The slot's code, large, and as a QR code of the learners' signing page: it names the slot and grants nothing. */
export function SlotCode({ slotId }: { slotId: number }) {
  const code = useSlotCode(slotId, true);
  const [qr, setQr] = React.useState<string | null>(null);
  const value = code.data?.code;
  React.useEffect(() => {
    if (!value) return;
    let live = true;
    void import("qrcode").then((QRCode) =>
      QRCode.toDataURL(`${window.location.origin}/emarger?code=${value}`, { margin: 1, width: 220 }).then((url) => {
        if (live) setQr(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [value]);
  if (code.isError) return <p role="alert">{code.error.message}</p>;
  if (!value) return <p className="text-muted-foreground">Chargement du code…</p>;
  return (
    <div className="grid justify-items-center gap-2 text-center">
      {qr && <img src={qr} width={180} height={180} alt={`QR code de l'émargement, code ${value}`} />}
      <p className="text-sm text-muted-foreground">Les apprenants scannent le code ou saisissent sur « Émarger » :</p>
      <p className="font-mono text-4xl font-bold tracking-[0.3em]" data-testid="slot-code">
        {value}
      </p>
      <p className="text-xs text-muted-foreground">
        Le code change toutes les 45 secondes : seuls les apprenants présents devant l'écran peuvent émarger.
      </p>
    </div>
  );
}
