import { keepEarlyTaps } from "../early-taps";
import { startEarlyMotion } from "../motion-scripts";

/**
 * The first thing in the body (site layout): the early motion, which must run before the sections
 * are parsed, and the early taps, which must be there before any control is. One script, one hash:
 * each hash is 54 bytes more in every public response's policy header, and the pages must fit
 * TCP's first congestion window.
 */
startEarlyMotion();
keepEarlyTaps();
