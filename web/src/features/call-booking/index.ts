// The 15-minute call, booked (issue 44 item 5, decision 1021).
export { BookingForm } from "./components/booking-form";
