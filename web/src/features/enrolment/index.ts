/** What the course pages use from the enrolment feature (its only public surface). */
export { EnrolButton, type EnrolButtonProps } from "./components/enrol-button";
