/** An amount as staff type it (« 1 250 000 », « 12,5 »): spaces dropped, a decimal comma read as a point. */
export const parseAmount = (text: string) => Number(text.replace(/\s/g, "").replace(",", "."));
