/** What the signed-in shell (sidebar, dashboard) and the newsletter screens use from the inbox. */
export { useSubscribers, useUnreadCount } from "./api/inbox";
export { downloadCsv } from "./lib/csv";
export { subscribersCsv } from "./lib/enquiries-csv";
export type { NewsletterStatus } from "./lib/enquiry.types";
export { UnreadEnquiriesTile } from "./components/unread-enquiries-tile";
