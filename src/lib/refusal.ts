/** How a refusal answers an action (the refusing subset of `ActionFailure["code"]`). */
export type RefusalCode = "invalid" | "conflict" | "forbidden";

/**
 * A request refused for a reason the person can act on (not found, slug taken, last admin…),
 * as opposed to a fault. Its Spanish message is shown as it is, under `field` when it belongs to
 * one form field; `adminAction` answers any Refusal with `{ ok: false, error, code, fieldErrors }`
 * (the transaction has rolled back by then). Domain errors subclass it to keep their own names.
 */
export class Refusal extends Error {
  readonly fieldErrors?: Record<string, string>;

  constructor(
    message: string,
    readonly code: RefusalCode = "invalid",
    readonly field?: string,
    /** Several fields at once (a block's content checks); defaults to `{ [field]: message }`. */
    fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
    this.fieldErrors = fieldErrors ?? (field ? { [field]: message } : undefined);
  }
}
