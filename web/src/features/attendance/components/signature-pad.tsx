import * as React from "react";
import { Button } from "~/components/ui/button";

/** Largest signature the database accepts (its PNG data URL). */
export const MAX_SIGNATURE_LENGTH = 120_000;

interface SignaturePadProps {
  label: string;
  /** Called with the drawing as a PNG data URL, or null once cleared. */
  onChange(signature: string | null): void;
}

/**
 * A signature drawn with a finger, a stylus or a mouse on a canvas, kept as a small PNG (300 × 120, black on
 * transparent). The pad is labelled for assistive technologies; a tap confirmation is offered next to it where allowed.
 */
export function SignaturePad({ label, onChange }: SignaturePadProps) {
  const canvas = React.useRef<HTMLCanvasElement>(null);
  const drawing = React.useRef(false);
  const [empty, setEmpty] = React.useState(true);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * event.currentTarget.width,
      y: ((event.clientY - box.top) / box.height) * event.currentTarget.height,
    };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.strokeStyle = "#111827";
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    const data = canvas.current.toDataURL("image/png");
    setEmpty(false);
    onChange(data.length <= MAX_SIGNATURE_LENGTH ? data : null);
  };
  const clear = () => {
    const context = canvas.current?.getContext("2d");
    context?.clearRect(0, 0, canvas.current!.width, canvas.current!.height);
    setEmpty(true);
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvas}
        width={300}
        height={120}
        role="img"
        aria-label={label}
        className="h-32 w-full max-w-sm touch-none rounded-md border-2 border-dashed border-input bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <div className="flex items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={empty}>
          Effacer la signature
        </Button>
        <span className="text-sm text-muted-foreground">{empty ? "Signez dans le cadre." : "Signature prête."}</span>
      </div>
    </div>
  );
}
