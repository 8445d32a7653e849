/** How long a pipeline's texts may be (plain values: the browser's forms read them too). */

/** Longest lost reason kept: a sentence or two, not a report. */
export const LOST_REASON_MAX = 500;
export const NOTE_MAX = 5000;
export const NEXT_ACTION_MAX = 300;
/** A job's estimated value, in whole euros: anything above is a typo. */
export const VALUE_MAX = 100_000_000;
