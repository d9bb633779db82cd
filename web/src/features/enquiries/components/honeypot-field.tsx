/**
 * A field people never see nor reach (off-screen, aria-hidden, out of the tab order, no autofill): form-filling
 * robots fill it, and the database then silently drops the enquiry while the robot still sees a success.
 */
export function HoneypotField({ ref }: { ref?: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        Site web (ne pas remplir)
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
