import { toast } from "sonner";
import { describeError } from "@/lib/errors";

/**
 * Runs a server action call. When the call itself throws (network down, server crash), shows
 * the area's failure fallback with the spec's generic reason ('Network connection failed…')
 * and returns null; results the action returns are left to the caller.
 */
export async function callAction<T>(call: () => Promise<T>, fallback: string): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    console.error(error);
    toast.error(fallback, { description: describeError(error) });
    return null;
  }
}
