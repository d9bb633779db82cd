/** What the signed-in shell (sidebar, dashboard) and the newsletter screens use from the inbox. */
export { useSubscribers } from "./api/inbox";
export { countUnread, useUnreadCount } from "./api/unread-count";
export { downloadCsv, toCsv } from "./lib/csv";
export { subscribersCsv } from "./lib/enquiries-csv";
export { UnreadEnquiriesTile } from "./components/unread-enquiries-tile";
