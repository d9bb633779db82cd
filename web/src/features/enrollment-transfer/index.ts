export { ChangeSessionPanel, canChangeSession } from "./components/change-session-panel";
export { ReplaceTraineeAction } from "./components/replace-trainee-action";
