export { ChangeSessionPanel, canChangeSession } from "./components/change-session-panel";
