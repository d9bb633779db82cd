/** What the signed-in shell (sidebar, dashboard) and the newsletter screens use from the inbox. */
export { useSubscribers, useUnreadCount } from "./api/inbox";
export { downloadCsv, toCsv } from "./lib/csv";
export { subscribersCsv } from "./lib/enquiries-csv";
export { UnreadEnquiriesTile } from "./components/unread-enquiries-tile";
