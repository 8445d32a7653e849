/** The dashboard's own address (`[...path]` matches every address below it). */
export { default } from "./[...path]/page";
