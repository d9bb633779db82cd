// Messages on the phone, staff's side (decision 1008): an enrollment's SMS and WhatsApp messages and their statuses.
export { PhoneMessagesDialog } from "./components/phone-messages-dialog";
