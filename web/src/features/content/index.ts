/** What other features use of the content editor: its Markdown field with the toolbar (the online lessons' editor). */
export { MarkdownField } from "./components/editor/markdown-field";
