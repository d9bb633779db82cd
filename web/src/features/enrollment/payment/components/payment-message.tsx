/** The return page's message: an icon, a title and what it means. */
export function PaymentMessage({ icon, title, text }: { icon: React.ReactNode; title: string; text?: string }) {
  return (
    <div className="flex items-start gap-4">
      {icon}
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{title}</p>
        {text && <p className="text-muted-foreground">{text}</p>}
      </div>
    </div>
  );
}
