// Placeholder route module: replaced by the real screen (issue 7).
export default function Placeholder() {
  return <h1>performance</h1>;
}
