/** The company's trainees, their attendance, certificates and documents (« Espace entreprise », issue 43 item 5). */
export { CompanyTrainingsPanel } from "./components/company-trainings-panel";
