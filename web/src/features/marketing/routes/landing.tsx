// Placeholder route module: replaced by the real screen (issue 3 / issue 4).
export default function Placeholder() {
  return <h1>landing</h1>;
}
