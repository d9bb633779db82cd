/** What the back office's « Paiements » uses: an entry of its own, so that screen does not load the learner's panel. */
export { ReplaceTraineeAction } from "./components/replace-trainee-action";
