/** An outline button on the deep-blue band (hero, closing call to action); long French labels wrap on phones. */
export const bandOutlineButtonClass =
  "h-auto min-h-12 max-w-full whitespace-normal border-band-foreground/40 bg-transparent text-band-foreground hover:bg-band-foreground/10 hover:text-band-foreground";
