// The marketing pages' components other features show as they are: the content editors' previews (decision 0974).
export { ClientLogos } from "./components/home/client-logos";
export { TestimonialsCarousel } from "./components/home/testimonials-carousel";
export { DrawnPortrait } from "./components/team/drawn-portrait";
