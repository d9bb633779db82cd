import * as React from "react";
import { offlineSlotCode } from "@common/attendance-code";
import { useSlotCode, useSlotOfflineSecret, type SlotOfflineSecret } from "../api/slot-codes";

/**
 * Without a network, the code derived on the device from the slot's kept secret (decision 1070), renewed at each
 * 45-second step; null while online or without a kept secret.
 */
function useOfflineCode(slotId: number, secret: SlotOfflineSecret | null | undefined, wanted: boolean) {
  const [code, setCode] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!wanted || !secret) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () =>
      void offlineSlotCode(secret.secret, slotId, Date.now()).then(({ code: derived, rotatesAt }) => {
        if (!live) return;
        setCode(derived);
        timer = setTimeout(next, Math.max(500, rotatesAt - Date.now() + 50));
      });
    next();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [slotId, secret, wanted]);
  return wanted && secret ? code : null;
}

/** The slot's code, large, and as a QR code of the learners' signing page: it names the slot and grants nothing. */
export function SlotCode({ slotId }: { slotId: number }) {
  const code = useSlotCode(slotId, true);
  const secret = useSlotOfflineSecret(slotId);
  // No answer from the database (an error, or a request held back by the browser being offline).
  const offline = code.isError || code.fetchStatus === "paused";
  const derived = useOfflineCode(slotId, secret.data, offline);
  const [qr, setQr] = React.useState<string | null>(null);
  const value = offline ? (derived ?? undefined) : code.data?.code;
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
  if (offline && !derived)
    return (
      <p role="alert">{code.error?.message ?? "Pas de réseau : le code s'affichera au retour de la connexion."}</p>
    );
  if (!value) return <p className="text-muted-foreground">Chargement du code…</p>;
  return (
    <div className="grid justify-items-center gap-2 text-center">
      {qr && <img src={qr} width={180} height={180} alt={`QR code de l'émargement, code ${value}`} />}
      <p className="text-sm text-muted-foreground">Les apprenants scannent le code ou saisissent sur « Émarger » :</p>
      <p className="font-mono text-4xl font-bold tracking-[0.3em]" data-testid="slot-code">
        {value}
      </p>
      <p className="text-xs text-muted-foreground">
        Le code change toutes les 45 secondes : seuls les apprenants présents devant l'écran peuvent émarger.
      </p>
      {offline && (
        <p className="text-xs text-muted-foreground" role="status">
          Hors ligne : code calculé sur cet appareil, accepté à l'arrivée des émargements.
        </p>
      )}
    </div>
  );
}
