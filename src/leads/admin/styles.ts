/** The pipeline's native controls, styled like the panel's inputs (a native select works without JavaScript and by keyboard). */
export const selectClass =
  "h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";
export const labelClass = "text-sm font-medium";
