/** The expertise, service and industry pages' check list is the shared one (components/page/check-list.tsx). */
export { CheckList } from "~/components/page/check-list";
